import * as yup from 'yup';
import { eventMarks, eventTypes, type MedicalEvent } from './events';
import { posterCardResponseSchema } from './listing-fields.responses';
import { responseField, responseSchema } from './response-schema';

/** The answers' schemas of events.ts for the OpenAPI document, in a module the SPA never bundles. */

const nullableId = yup.number().integer().defined().nullable();

export const medicalEventResponseSchema = responseSchema<MedicalEvent>()({
  id: responseField.id,
  title: responseField.text,
  description: responseField.text,
  date: responseField.text,
  time: responseField.text,
  location: responseField.text,
  type: yup.string().oneOf(eventTypes).defined(),
  organizerId: nullableId,
  organizer: posterCardResponseSchema.shape({ id: nullableId }).defined(),
  attendees: responseField.count,
  createdAt: responseField.timestamp,
  myMark: yup.string().oneOf(eventMarks).defined().nullable(),
});

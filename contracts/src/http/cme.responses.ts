import * as yup from 'yup';
import { cmeFormats, type CmeOpportunity } from './cme';
import { responseField, responseSchema } from './response-schema';

/** The answers' schemas of cme.ts for the OpenAPI document, in a module the SPA never bundles. */

export const cmeOpportunityResponseSchema = responseSchema<CmeOpportunity>()({
  id: responseField.id,
  title: responseField.text,
  description: responseField.text,
  provider: responseField.text,
  credits: yup.number().defined(),
  cost: yup.number().defined().nullable(),
  startDate: responseField.text,
  endDate: responseField.optionalText,
  location: responseField.optionalText,
  format: yup.string().oneOf(cmeFormats).defined(),
  url: responseField.text,
  authorId: yup.number().integer().defined().nullable(),
  author: responseField.text,
  topics: responseField.texts,
  createdAt: responseField.timestamp,
  saved: responseField.flag,
});

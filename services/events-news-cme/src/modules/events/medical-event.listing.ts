import {
  EventChangedV1,
  ListingNotYoursMessages,
  eventFormFields,
  EventCreatedV1 as MedicalEventCreatedV1,
  EventsNewsCmeMessages,
  type DataOf,
  type EventInput,
  type EventListQuery,
  type EventMark,
  type MedicalEvent,
} from '@docnet/contracts';
import type { ListingKind } from '../listings/listing-kind';
import { toMedicalEvent } from './domain/medical-event-view';
import { medicalEventSchema, type MedicalEventDocument } from './persistence/medical-event.schema';
import { sampleMedicalEvents } from './seeding/sample-medical-events';

export interface MedicalEventListing {
  document: MedicalEventDocument;
  view: MedicalEvent;
  input: EventInput;
  query: EventListQuery;
  published: DataOf<typeof MedicalEventCreatedV1>;
  mark: EventMark | null;
}

/**
 * Medical events as listings: organised by the member who posts them, marked Interested / Going, listed
 * upcoming first (soonest first; the home card shows the next two), then past events, most recent first.
 */
export const medicalEventListing: ListingKind<MedicalEventListing> = {
  name: 'events',
  model: { name: 'MedicalEvent', schema: medicalEventSchema, collection: 'events' },
  notFound: EventsNewsCmeMessages.eventNotFound,
  posterField: 'organizerId',
  markedTab: 'attending',
  tagsOf: (document) => [`type:${document.type}`],
  queryTags: (query) => (query.type ? [`type:${query.type}`] : []),
  // The event's day and time of day as written (no zone: every member sees the same list).
  score: (document) => Date.parse(`${document.date}T${document.time}:00Z`),
  stretches(now) {
    const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
    return [{ from: today }, { below: today, highestFirst: true }];
  },
  dates: ['createdAt'],
  toView: toMedicalEvent,
  published: MedicalEventCreatedV1,
  changed: EventChangedV1,
  formFields: eventFormFields,
  notYours: ListingNotYoursMessages.events,
  // The location is left out: a venue's address is what it is for (a description naming one is read).
  memberText: (form) => ({ title: form.title, description: form.description }),
  posted: (input, { id, posterId, at }) => ({
    listing: { _id: id, ...input, organizerId: posterId, organizerName: null, attendees: 0, createdAt: at },
    published: {
      eventId: id,
      organizerId: posterId,
      title: input.title,
      date: input.date,
      time: input.time,
      location: input.location,
      type: input.type,
      createdAt: at.toISOString(),
    },
  }),
  samples: sampleMedicalEvents,
};

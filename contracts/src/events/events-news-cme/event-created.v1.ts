import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';
import { eventTypes } from '../../http/events';

/**
 * `events-news-cme.event.created` v1: a member posted an event ('Create a New Event').
 * aggregateId is the event id. Sample events are seed data and emit nothing.
 */
export const EventCreatedV1 = defineEvent({
  type: 'events-news-cme.event.created',
  version: 1,
  topic: Topics.eventsNewsCmeEvent,
  schema: yup.object({
    eventId: yup.number().integer().positive().required(),
    organizerId: yup.number().integer().positive().required(),
    title: yup.string().required(),
    /** YYYY-MM-DD. */
    date: yup.string().required(),
    /** HH:mm. */
    time: yup.string().required(),
    location: yup.string().required(),
    type: yup.string().oneOf(eventTypes).required(),
    createdAt: yup.string().datetime().required(),
  }),
});

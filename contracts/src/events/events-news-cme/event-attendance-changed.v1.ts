import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/**
 * `events-news-cme.event.attendance-changed` v1: a member marked an event 'Going' (`going` true) or took that
 * back (a mark changed to 'Interested' or removed), so the event's attendee count moved by one. aggregateId is
 * the event id. Readers wanting the count read the event: two changes may arrive in either order.
 */
export const EventAttendanceChangedV1 = defineEvent({
  type: 'events-news-cme.event.attendance-changed',
  version: 1,
  topic: Topics.eventsNewsCmeEvent,
  schema: yup.object({
    eventId: yup.number().integer().positive().required(),
    memberId: yup.number().integer().positive().required(),
    going: yup.boolean().required(),
    changedAt: yup.string().datetime().required(),
  }),
});

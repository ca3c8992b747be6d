import * as yup from 'yup';
import { fieldList } from './field-list';
import { phiConfirmationSchema } from './phi-guard';
import { listingDescriptionSchema, listingLimitSchema, listingTitleSchema, type PosterCard, requiredDate, TIME_OF_DAY_PATTERN } from './listing-fields';

/** Event types; the form's default is in_person. */
export const eventTypes = ['in_person', 'virtual'] as const;
export type EventType = (typeof eventTypes)[number];

/**
 * A member's mark on an event: the card toggles between 'Interested' and 'Going'.
 * One mark per member and event; `attendees` counts the members going.
 */
export const eventMarks = ['interested', 'going'] as const;
export type EventMark = (typeof eventMarks)[number];

/**
 * The organizer shown on an event card. A member's event carries the member's current card (a rename
 * shows at once); a sample event has no member (`id` null) and names the organising body.
 */
export type EventOrganizer = Omit<PosterCard, 'id'> & { id: number | null };

/**
 * An event, as the signed-in member sees it.
 * Named MedicalEvent so it never shadows the DOM's Event type in the SPA.
 */
export interface MedicalEvent {
  id: number;
  title: string;
  description: string;
  /** The day, YYYY-MM-DD. */
  date: string;
  /** The time of day, HH:mm. */
  time: string;
  location: string;
  type: EventType;
  /** The member who posted it; null for the sample events. */
  organizerId: number | null;
  organizer: EventOrganizer;
  /** The number of members going. */
  attendees: number;
  createdAt: string;
  /** The signed-in member's own mark, or null. */
  myMark: EventMark | null;
}

/** The refusal of an event dated before today. */
export const EVENT_DATE_PAST_MESSAGE = 'The event date has passed. Please choose today or a later date.';

/**
 * The earliest calendar day that is still today somewhere (UTC−12), as YYYY-MM-DD: an event dated before it has
 * passed for every member, wherever they are, while one dated today in the member's own zone is accepted.
 */
export function earliestTodayOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The event form and POST /api/events body; PUT /api/events/{id} takes the same.
 * A past date is refused: it was listed as upcoming and put at the top of the feed.
 */
export const eventFormSchema = yup.object({
  title: listingTitleSchema(200),
  description: listingDescriptionSchema,
  date: requiredDate('Date is required').test('not-past', EVENT_DATE_PAST_MESSAGE, (date) => !date || date >= earliestTodayOnEarth()),
  time: yup.string().trim().required('Time is required').matches(TIME_OF_DAY_PATTERN, 'Time is required'),
  location: yup.string().trim().required('Location is required').min(3, 'Location is required').max(300, 'At most 300 characters'),
  type: yup.string().oneOf(eventTypes, 'Event type is required').required('Event type is required').default('in_person'),
  // Confirms the PHI guard's findings in the title and description (phi-guard.ts); never stored with the event.
  phiConfirmation: phiConfirmationSchema,
});
export type EventInput = yup.InferType<typeof eventFormSchema>;

/** The fields of the event form, as the service keeps and answers them: the one list it copies them by. */
export const eventFormFields = fieldList<Omit<EventInput, 'phiConfirmation'>>()([
  'title',
  'description',
  'date',
  'time',
  'location',
  'type',
]) satisfies readonly (keyof MedicalEvent)[];
export type EventFormField = (typeof eventFormFields)[number];

/** The form's starting values ('Create a New Event'). */
export const eventFormDefaults: EventInput = { title: '', description: '', date: '', time: '', location: '', type: 'in_person' };

/** Member tabs of the events screen: 'My Events' (organised by me) and 'Attending' (I am going). */
export const eventFilters = ['mine', 'attending'] as const;
export type EventFilter = (typeof eventFilters)[number];

/**
 * GET /api/events query: `type` for the In Person / Virtual tabs, `filter` for the member tabs, `limit`
 * (default 50). Order: upcoming events first, soonest first (the home card shows the next two), then
 * past events, most recent first.
 */
export const eventListQuerySchema = yup.object({
  type: yup.string().oneOf(eventTypes, 'type must be in_person or virtual').optional(),
  filter: yup.string().oneOf(eventFilters, 'filter must be mine or attending').optional(),
  limit: listingLimitSchema,
});
export type EventListQuery = yup.InferType<typeof eventListQuerySchema>;

/** PUT /api/events/{id}/mark body; the answer is the event with the new mark and count. */
export const eventMarkSchema = yup.object({
  mark: yup.string().oneOf(eventMarks, 'mark must be interested or going').required('mark must be interested or going'),
});
export type EventMarkInput = yup.InferType<typeof eventMarkSchema>;

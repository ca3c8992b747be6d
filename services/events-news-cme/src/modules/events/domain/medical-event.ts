import type { EventFormField, MedicalEvent } from '@docnet/contracts';

/**
 * A medical event as the service keeps it (its document, without the outbox): the form's fields, organizer
 * and attendees as the contracts answer them (`organizerId` null for the sample events; `attendees`, the
 * members going, kept with `$inc` guarded by the marks' unique index), and what only the service keeps.
 */
export type StoredMedicalEvent = Pick<MedicalEvent, EventFormField | 'organizerId' | 'attendees'> & {
  _id: number;
  /** The organising body of a sample event; members' events show the member's current card instead. */
  organizerName: string | null;
  createdAt: Date;
};

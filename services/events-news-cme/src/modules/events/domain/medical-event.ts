import type { EventType } from '@docnet/contracts';

/** A medical event as the service keeps it (its document, without the outbox). */
export interface StoredMedicalEvent {
  _id: number;
  title: string;
  description: string;
  /** YYYY-MM-DD: sorts as text. */
  date: string;
  /** HH:mm. */
  time: string;
  location: string;
  type: EventType;
  /** Null for the sample events. */
  organizerId: number | null;
  /** The organising body of a sample event; members' events show the member's current card instead. */
  organizerName: string | null;
  /** Members going, kept with `$inc` guarded by the marks' unique index. */
  attendees: number;
  createdAt: Date;
}

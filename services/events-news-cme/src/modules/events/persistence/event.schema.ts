import type { EventMark, EventType } from '@docnet/contracts';
import { outboxPlugin, type OutboxFields } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';

export type EventDocument = OutboxFields & {
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
};

export const eventSchema = new Schema<EventDocument>(
  {
    _id: Number,
    title: { type: String, required: true },
    description: { type: String, required: true },
    date: { type: String, required: true },
    time: { type: String, required: true },
    location: { type: String, required: true },
    type: { type: String, required: true },
    organizerId: { type: Number, default: null },
    organizerName: { type: String, default: null },
    attendees: { type: Number, default: 0 },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
eventSchema.plugin(outboxPlugin);
eventSchema.index({ date: 1, time: 1 });
eventSchema.index({ organizerId: 1, date: 1 });

export const EventModel = Symbol('EventModel');
export type EventModel = Model<EventDocument>;

/** A member's one mark on an event; unique per (event, member). */
export interface EventMarkRecord {
  eventId: number;
  memberId: number;
  mark: EventMark;
  markedAt: Date;
}

export const eventMarkSchema = new Schema<EventMarkRecord>(
  { eventId: { type: Number, required: true }, memberId: { type: Number, required: true }, mark: { type: String, required: true }, markedAt: Date },
  { versionKey: false },
);
eventMarkSchema.index({ eventId: 1, memberId: 1 }, { unique: true });
eventMarkSchema.index({ memberId: 1, mark: 1 });

export const EventMarkModel = Symbol('EventMarkModel');
export type EventMarkModel = Model<EventMarkRecord>;

import type { EventMark } from '@docnet/contracts';
import { outboxPlugin, type OutboxFields } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';
import type { ListingDeletion, ListingRevision } from '../../listings/listing-kind';
import type { StoredMedicalEvent } from '../domain/medical-event';

export type MedicalEventDocument = OutboxFields & ListingRevision & ListingDeletion & StoredMedicalEvent;

export const medicalEventSchema = new Schema<MedicalEventDocument>(
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
    /** ListingDeletion: set when its poster deleted it. */
    deletedAt: { type: Date, default: null },
    /** ListingRevision: raised by every change of the listing. */
    revision: { type: Number, default: 0 },
  },
  { versionKey: false },
);
medicalEventSchema.plugin(outboxPlugin);

export type MedicalEventModel = Model<MedicalEventDocument>;

/** A member's one mark on a medical event; unique per (event, member). */
export interface MedicalEventMarkRecord {
  eventId: number;
  memberId: number;
  mark: EventMark;
  markedAt: Date;
}

export const medicalEventMarkSchema = new Schema<MedicalEventMarkRecord>(
  { eventId: { type: Number, required: true }, memberId: { type: Number, required: true }, mark: { type: String, required: true }, markedAt: Date },
  { versionKey: false },
);
// Led by the member, as every read is a member's: the unique rule fits the shard key { memberId, eventId }
// (docs/adr/0007-mongodb-ready-to-shard.md).
medicalEventMarkSchema.index({ memberId: 1, eventId: 1 }, { unique: true });
medicalEventMarkSchema.index({ memberId: 1, mark: 1 });

export const MedicalEventMarkModel = Symbol('MedicalEventMarkModel');
export type MedicalEventMarkModel = Model<MedicalEventMarkRecord>;

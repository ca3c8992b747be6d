import type { CmeFormat } from '@docnet/contracts';
import { outboxPlugin, type OutboxFields } from '@docnet/platform';
import { Schema } from 'mongoose';

export type OpportunityDocument = OutboxFields & {
  _id: number;
  title: string;
  description: string;
  provider: string;
  credits: number;
  /** Null: 'Price not specified'; 0: 'Free'. */
  cost: number | null;
  /** YYYY-MM-DD: sorts as text. */
  startDate: string;
  endDate: string | null;
  location: string | null;
  format: CmeFormat;
  url: string;
  /** Null for the sample opportunities. */
  authorId: number | null;
  /** The poster shown on a sample opportunity; members' posts show the member's current name instead. */
  authorName: string | null;
  topics: string[];
  createdAt: Date;
};

export const opportunitySchema = new Schema<OpportunityDocument>(
  {
    _id: Number,
    title: { type: String, required: true },
    description: { type: String, required: true },
    provider: { type: String, required: true },
    credits: { type: Number, required: true },
    cost: { type: Number, default: null },
    startDate: { type: String, required: true },
    endDate: { type: String, default: null },
    location: { type: String, default: null },
    format: { type: String, required: true },
    url: { type: String, required: true },
    authorId: { type: Number, default: null },
    authorName: { type: String, default: null },
    topics: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
opportunitySchema.plugin(outboxPlugin);
opportunitySchema.index({ startDate: 1 });
opportunitySchema.index({ format: 1, startDate: 1 });
opportunitySchema.index({ authorId: 1, startDate: 1 });

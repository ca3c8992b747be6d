import { outboxPlugin, type OutboxFields } from '@docnet/platform';
import { Schema } from 'mongoose';
import type { StoredOpportunity } from '../domain/opportunity';

export type OpportunityDocument = OutboxFields & StoredOpportunity;

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

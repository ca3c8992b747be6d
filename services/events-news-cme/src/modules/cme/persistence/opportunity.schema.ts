import { outboxPlugin, type OutboxFields } from '@docnet/platform';
import { Schema } from 'mongoose';
import type { ListingDeletion, ListingRevision } from '../../listings/listing-kind';
import type { StoredOpportunity } from '../domain/opportunity';

export type OpportunityDocument = OutboxFields & ListingRevision & ListingDeletion & StoredOpportunity;

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
    /** ListingDeletion: set when its poster deleted it. */
    deletedAt: { type: Date, default: null },
    /** ListingRevision: raised by every change of the listing. */
    revision: { type: Number, default: 0 },
  },
  { versionKey: false },
);
opportunitySchema.plugin(outboxPlugin);

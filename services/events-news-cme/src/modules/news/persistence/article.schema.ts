import { outboxPlugin, type OutboxFields } from '@docnet/platform';
import { Schema } from 'mongoose';
import type { ListingDeletion, ListingRevision } from '../../listings/listing-kind';
import type { StoredArticle } from '../domain/article';

export type ArticleDocument = OutboxFields & ListingRevision & ListingDeletion & StoredArticle;

export const articleSchema = new Schema<ArticleDocument>(
  {
    _id: Number,
    title: { type: String, required: true },
    summary: { type: String, required: true },
    body: { type: String, required: true },
    source: { type: String, required: true },
    sourceUrl: { type: String, default: null },
    authorId: { type: Number, default: null },
    authorName: { type: String, default: null },
    publishedDate: { type: Date, required: true },
    tags: { type: [String], default: [] },
    category: { type: String, required: true },
    createdAt: { type: Date, required: true },
    /** ListingDeletion: set when its poster deleted it. */
    deletedAt: { type: Date, default: null },
    /** ListingRevision: raised by every change of the listing. */
    revision: { type: Number, default: 0 },
  },
  { versionKey: false },
);
articleSchema.plugin(outboxPlugin);

import { outboxPlugin, type OutboxFields } from '@docnet/platform';
import { Schema } from 'mongoose';
import type { StoredArticle } from '../domain/article';

export type ArticleDocument = OutboxFields & StoredArticle;

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
  },
  { versionKey: false },
);
articleSchema.plugin(outboxPlugin);
articleSchema.index({ publishedDate: -1 });
articleSchema.index({ category: 1, publishedDate: -1 });
articleSchema.index({ authorId: 1, publishedDate: -1 });

import type { NewsCategory } from '@docnet/contracts';
import { outboxPlugin, type OutboxFields } from '@docnet/platform';
import { Schema } from 'mongoose';

export type ArticleDocument = OutboxFields & {
  _id: number;
  title: string;
  summary: string;
  body: string;
  source: string;
  sourceUrl: string | null;
  /** Null for the sample articles. */
  authorId: number | null;
  /** The byline of a sample article; members' articles show the member's current name instead. */
  authorName: string | null;
  publishedDate: Date;
  tags: string[];
  category: NewsCategory;
  createdAt: Date;
};

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

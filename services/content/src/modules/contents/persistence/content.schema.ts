import { contentTypes } from '@docnet/contracts';
import { outboxPlugin, type OutboxFields } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';
import type { StoredContent } from '../domain/stored-content';

/** The stored content with the outbox of its events (ADR 1). */
export type ContentDocument = StoredContent & OutboxFields;

/** Timestamps are written by the handlers: mongoose's would move updatedAt on every view and like. */
export const contentSchema = new Schema<ContentDocument>(
  {
    _id: Number,
    authorId: { type: Number, required: true },
    title: { type: String, required: true },
    summary: { type: String, default: '' },
    body: { type: String, required: true },
    contentType: { type: String, enum: contentTypes, default: 'article' },
    tags: { type: [String], default: [] },
    attachmentUrl: { type: String, default: null },
    thumbnailUrl: { type: String, default: null },
    language: String,
    isPublished: { type: Boolean, default: true },
    publishedAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    viewCount: { type: Number, default: 0 },
    likesCount: { type: Number, default: 0 },
    commentsCount: { type: Number, default: 0 },
    countsRevision: { type: Number, default: 0 },
    deletedAt: { type: Date, default: null },
    moderationStatus: { type: String, enum: ['hidden', 'removed', null], default: null },
    moderationRevision: { type: Number, default: 0 },
    removalFinalAt: { type: Date, default: null },
  },
  { versionKey: false },
);
contentSchema.plugin(outboxPlugin);
// The list: newest first, optionally by author, type or tag.
contentSchema.index({ deletedAt: 1, publishedAt: -1 });
contentSchema.index({ authorId: 1, publishedAt: -1 });
contentSchema.index({ contentType: 1, publishedAt: -1 });
contentSchema.index({ tags: 1, publishedAt: -1 });
// The deleted contents the reconciler purges.
contentSchema.index({ isPublished: 1 });
// Who may read an uploaded file: the contents that show it (asked at every file served).
contentSchema.index({ attachmentUrl: 1 });
contentSchema.index({ thumbnailUrl: 1 });

export const ContentModel = Symbol('ContentModel');
export type ContentModel = Model<ContentDocument>;

/** Never read the outbox fields with a content. */
export const withoutOutbox = { pendingEvents: 0, outboxPending: 0, outboxRevision: 0 } as const;

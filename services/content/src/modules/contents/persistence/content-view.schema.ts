import { Schema, type Model } from 'mongoose';

/**
 * One record per content, viewer and UTC day: a view counts once per viewer per day (the detail page
 * reads the content twice, and refreshes should not inflate the count).
 */
export interface ContentViewRecord {
  contentId: number;
  viewerId: number;
  day: string;
  viewedAt: Date;
}

export const contentViewSchema = new Schema<ContentViewRecord>(
  { contentId: Number, viewerId: Number, day: String, viewedAt: Date },
  { versionKey: false },
);
contentViewSchema.index({ contentId: 1, viewerId: 1, day: 1 }, { unique: true });

export const ContentViewModel = Symbol('ContentViewModel');
export type ContentViewModel = Model<ContentViewRecord>;

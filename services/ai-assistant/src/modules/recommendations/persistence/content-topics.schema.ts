import { Schema, type Model } from 'mongoose';

/** The topics (normalized tags) of one published content item; _id is the content id. */
export interface ContentTopicsDocument {
  _id: number;
  authorId: number;
  topics: string[];
}

export const contentTopicsSchema = new Schema<ContentTopicsDocument>(
  { _id: Number, authorId: Number, topics: [String] },
  { versionKey: false },
);
contentTopicsSchema.index({ authorId: 1 });

export const ContentTopicsModel = Symbol('ContentTopicsModel');
export type ContentTopicsModel = Model<ContentTopicsDocument>;

export const topicsOf = (tags: readonly string[]): string[] =>
  [...new Set(tags.map((tag) => tag.trim().toLowerCase().replace(/^#/, '')).filter(Boolean))];

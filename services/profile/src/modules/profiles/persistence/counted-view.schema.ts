import { Schema, type Model } from 'mongoose';

/** One record per content.content.viewed event counted, keyed by the event id, so a redelivery counts nothing. */
export interface ArticleViewRecord {
  _id: string;
  authorId: number;
  countedAt: Date;
}

export const articleViewSchema = new Schema<ArticleViewRecord>({ _id: String, authorId: Number, countedAt: Date }, { versionKey: false });

export const ArticleViewModel = Symbol('ArticleViewModel');
export type ArticleViewModel = Model<ArticleViewRecord>;

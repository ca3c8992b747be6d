import { Schema, type Model } from 'mongoose';

/** One record per view event counted (a batch, or one view from a previous release), keyed by the event id, so a redelivery counts nothing. */
export interface ArticleViewRecord {
  _id: string;
  countedAt: Date;
}

export const articleViewSchema = new Schema<ArticleViewRecord>({ _id: String, countedAt: Date }, { versionKey: false });

export const ArticleViewModel = Symbol('ArticleViewModel');
export type ArticleViewModel = Model<ArticleViewRecord>;

import { Schema, type Model } from 'mongoose';

/** A content item's title (content's events), so a like or comment notification can name it. */
export interface ContentTitleDocument {
  _id: number;
  title: string;
}

export const contentTitleSchema = new Schema<ContentTitleDocument>({ _id: Number, title: String }, { versionKey: false });

export const ContentTitleModel = Symbol('ContentTitleModel');
export type ContentTitleModel = Model<ContentTitleDocument>;

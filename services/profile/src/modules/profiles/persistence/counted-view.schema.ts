import { Schema, type Model } from 'mongoose';
import {  } from '@docnet/platform';

/** One record per viewer, profile and UTC day: a profile view counts once per viewer per day. */
export interface ProfileViewRecord {
  profileId: number;
  viewerId: number;
  day: string;
  viewedAt: Date;
}

export const profileViewSchema = new Schema<ProfileViewRecord>(
  { profileId: Number, viewerId: Number, day: String, viewedAt: Date },
  { versionKey: false },
);
profileViewSchema.index({ profileId: 1, viewerId: 1, day: 1 }, { unique: true });

export const ProfileViewModel = Symbol('ProfileViewModel');
export type ProfileViewModel = Model<ProfileViewRecord>;

/** One record per content.content.viewed event counted, keyed by the event id, so a redelivery counts nothing. */
export interface ArticleViewRecord {
  _id: string;
  authorId: number;
  countedAt: Date;
}

export const articleViewSchema = new Schema<ArticleViewRecord>({ _id: String, authorId: Number, countedAt: Date }, { versionKey: false });

export const ArticleViewModel = Symbol('ArticleViewModel');
export type ArticleViewModel = Model<ArticleViewRecord>;


import type { NotificationSettings } from '@docnet/contracts';
import { Schema, type Model } from 'mongoose';

/**
 * What the service knows about a member as a recipient: the email address (identity's events), the
 * notification settings (profile's events, newest revision wins; none yet means the spec's defaults)
 * and when the last digest went out.
 */
export interface RecipientDocument {
  _id: number;
  email?: string;
  settingsRevision: number;
  settings?: NotificationSettings;
  lastDigestAt?: Date;
}

export const recipientSchema = new Schema<RecipientDocument>(
  {
    _id: Number,
    email: String,
    settingsRevision: { type: Number, required: true },
    settings: Schema.Types.Mixed,
    lastDigestAt: Date,
  },
  { versionKey: false },
);

export const RecipientModel = Symbol('RecipientModel');
export type RecipientModel = Model<RecipientDocument>;

import { Schema, type Model } from 'mongoose';

/** One message of a member's conversation with the assistant, kept so the model sees the recent turns. */
export interface ChatTurnDocument {
  memberId: number;
  role: 'user' | 'assistant';
  content: string;
  at: Date;
}

export const chatTurnSchema = new Schema<ChatTurnDocument>(
  { memberId: Number, role: String, content: String, at: Date },
  { versionKey: false },
);
chatTurnSchema.index({ memberId: 1, at: -1 });

export const ChatTurnModel = Symbol('ChatTurnModel');
export type ChatTurnModel = Model<ChatTurnDocument>;

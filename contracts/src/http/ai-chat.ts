import * as yup from 'yup';
import { phiConfirmationSchema } from './phi-guard';

/** The longest chat message a member may send; longer ones are refused (400), not cut. */
export const AI_CHAT_MESSAGE_MAX = 2000;
/** At most this many recommended professionals come with one assistant message. */
export const AI_CHAT_RECOMMENDATIONS_MAX = 3;

export const AiChatMessages = {
  blank: 'Please enter a message.',
  tooLong: `Messages are limited to ${AI_CHAT_MESSAGE_MAX} characters.`,
  tooMany: 'Too many messages to the assistant. Please wait a minute and try again.',
} as const;

/**
 * POST /api/ai/chat body: the member's message (trimmed; blank or over `AI_CHAT_MESSAGE_MAX` is a 400);
 * `phiConfirmation` confirms the PHI guard's findings in it (phi-guard.ts): a refused turn is neither kept nor sent to the model.
 */
export const aiChatRequestSchema = yup.object({
  message: yup
    .string()
    .typeError(AiChatMessages.blank)
    .trim()
    .required(AiChatMessages.blank)
    .max(AI_CHAT_MESSAGE_MAX, AiChatMessages.tooLong),
  phiConfirmation: phiConfirmationSchema,
});
export type AiChatRequest = yup.InferType<typeof aiChatRequestSchema>;

/** A recommended professional's card in the chat: what the profile preview shows. */
export interface AiChatRecommendedUser {
  id: number;
  name: string;
  specialty: string | null;
  affiliation: string | null;
  city: string | null;
  state: string | null;
  bio: string | null;
}

/** A recommendation carried by an assistant message; score is the match percentage (0-100). */
export interface AiChatRecommendation {
  userId: number;
  score: number;
  user: AiChatRecommendedUser;
}

/** The assistant's message in the chat screen (id, role, content). */
export interface AiChatMessage {
  id: string;
  role: 'assistant';
  content: string;
}

/**
 * POST /api/ai/chat answer. `recommendations` (at most `AI_CHAT_RECOMMENDATIONS_MAX`) only ever name
 * members the assistant found in DocNet's own data; when it is not empty, the message text mentions
 * 'recommendation' so the SPA shows the block.
 */
export interface AiChatResponse {
  message: AiChatMessage;
  recommendations: AiChatRecommendation[];
}

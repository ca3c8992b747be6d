import {
  AI_CHAT_RECOMMENDATIONS_MAX,
  type AiChatRecommendation,
  type AiChatRecommendedUser,
} from '@docnet/contracts';

/**
 * The chat's own message model and its pure rules, kept free of
 * React so the panel, the screen and the unit tests share one implementation.
 */

/** A recommended professional inside a chat reply, and the member card the chat previews. */
export type ChatRecommendation = AiChatRecommendation;
export type ChatProfile = AiChatRecommendedUser;

/** Data a message may carry, of either kind: each holds a recommendations list. */
export interface RecommendationsData {
  recommendations?: ChatRecommendation[] | null;
}

export type ChatRole = 'user' | 'assistant';

/**
 * One chat message: id, role, content, timestamp; it may carry manual recommendations data
 * (`recommendations`) or the AI response data (`aiResponse`) the server answered with.
 */
export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  timestamp: string;
  recommendations?: RecommendationsData | null;
  aiResponse?: RecommendationsData | null;
}

/** Appended as an assistant message when a chat call fails. */
export const CHAT_FAILURE_MESSAGE =
  "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";

/** The input grows with its text between 60 and 120 px. */
export const CHAT_INPUT_MIN_HEIGHT = 60;
export const CHAT_INPUT_MAX_HEIGHT = 120;

/** The welcome state's suggestion cards and the message each one sends. */
export const CHAT_SUGGESTIONS = [
  { title: 'Expand Network', message: 'How can I expand my professional network?' },
  { title: 'Get Recommendations', message: 'Can you give me some connection recommendations?' },
] as const;

/**
 * The recommendations block rule: shown only for an assistant message whose text mentions
 * 'recommendation' (any case) or which carries manual recommendations data, when data of either kind exists
 * and holds a recommendations list. Answers the list to show (at most 3), or null when no block shows.
 */
export function recommendationsToShow(message: ChatMessage): ChatRecommendation[] | null {
  if (message.role !== 'assistant') return null;
  if (!/recommendation/i.test(message.content) && !message.recommendations) return null;
  const data = message.recommendations ?? message.aiResponse;
  if (!data || !Array.isArray(data.recommendations)) return null;
  return data.recommendations.slice(0, AI_CHAT_RECOMMENDATIONS_MAX);
}

/** Blank or whitespace-only messages are ignored. */
export function isSendable(text: string): boolean {
  return text.trim() !== '';
}

/** What a key press in the chat input does: Enter sends, Shift+Enter adds a line. */
export type ChatKeyAction = 'send' | 'type';

export function chatKeyAction(key: { key: string; shiftKey: boolean; isComposing?: boolean }): ChatKeyAction {
  // An Enter that confirms an IME composition belongs to the composition, not to the chat.
  return key.key === 'Enter' && !key.shiftKey && !key.isComposing ? 'send' : 'type';
}

/** The input's height for its content's height, held between 60 and 120 px. */
export function chatInputHeight(contentHeight: number): number {
  return Math.min(CHAT_INPUT_MAX_HEIGHT, Math.max(CHAT_INPUT_MIN_HEIGHT, Math.ceil(contentHeight)));
}

/** The match score as the chat shows it: a whole percentage between 0 and 100. */
export function matchPercentage(score: number): string {
  const value = Number.isFinite(score) ? Math.min(100, Math.max(0, Math.round(score))) : 0;
  return `${value}% match`;
}

/** Profile preview location: 'city, state' of what is filled in. */
export function chatProfileLocation(profile: Pick<ChatProfile, 'city' | 'state'>): string {
  return [profile.city, profile.state]
    .filter((part): part is string => !!part && part.trim() !== '')
    .map((part) => part.trim())
    .join(', ');
}

/** A piece of an assistant message: plain text, or a link within the app. */
export type MessagePart = { text: string } | { text: string; to: string };

// '[label](/path)': only paths of the app itself ('/search?...'), never another site nor a protocol-relative '//'.
const APP_LINK = /\[([^\]\n]{1,100})\]\((\/(?!\/)[^\s)]{0,500})\)/g;

/** An assistant message's text with its app links ('Open the full search') apart, for the bubble to draw as links. */
export function messageParts(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of content.matchAll(APP_LINK)) {
    if (match.index > at) parts.push({ text: content.slice(at, match.index) });
    parts.push({ text: match[1], to: match[2] });
    at = match.index + match[0].length;
  }
  if (at < content.length) parts.push({ text: content.slice(at) });
  return parts;
}

import useSWR from 'swr';
import { ApiRoutes, MESSAGES_PAGE_SIZE, type ConversationMessages } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';
import { withQuery } from '@/utils/query-string';

/** The swr key of a thread's newest page (live messages are appended to it). */
export const latestMessagesKey = (conversationId: number) => ApiRoutes.conversationMessages(conversationId);

/** GET /api/conversations/{id}/messages: the newest page, chronological, and whether older ones exist. */
export function useLatestMessages(conversationId: number) {
  const key = latestMessagesKey(conversationId);
  return useSWR<ConversationMessages>(key, () => apiGet<ConversationMessages>(key));
}

/** GET /api/conversations/{id}/messages?before=: the page just older than message `before`. */
export function getOlderMessages(conversationId: number, before: number): Promise<ConversationMessages> {
  return apiGet<ConversationMessages>(withQuery(ApiRoutes.conversationMessages(conversationId), { before, limit: MESSAGES_PAGE_SIZE }));
}

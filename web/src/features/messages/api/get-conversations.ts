import useSWR from 'swr';
import { ApiRoutes, type Conversation } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

export const conversationsKey = ApiRoutes.conversations;

/** GET /api/conversations: the member's conversations, latest activity first (kept current by the live stream). */
export function useConversations() {
  return useSWR<Conversation[]>(conversationsKey, () => apiGet<Conversation[]>(conversationsKey));
}

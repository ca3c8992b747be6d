import useSWR from 'swr';
import { ApiRoutes, type UnreadCount } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

export const unreadMessagesKey = ApiRoutes.conversationsUnreadCount;

/** GET /api/conversations/unread-count: the Messages icon's badge. */
export function useUnreadMessages() {
  return useSWR<UnreadCount>(unreadMessagesKey, () => apiGet<UnreadCount>(unreadMessagesKey));
}

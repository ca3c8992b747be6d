import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiRoutes, type Conversation } from '@docnet/contracts';
import { apiPut } from '@/lib/api-client';
import { useUpdateCached } from '@/lib/swr';
import { withConversation } from '../utils/message-cache';
import { conversationsKey } from './get-conversations';
import { unreadMessagesKey } from './get-unread-messages';

/** PUT /api/conversations/{id}/read: the open thread is read; its unread marker and the icon's count follow. */
export function useMarkConversationRead() {
  const { mutate } = useSWRConfig();
  const updateCached = useUpdateCached();
  return useCallback(
    async (conversationId: number): Promise<Conversation> => {
      const conversation = await apiPut<Conversation>(ApiRoutes.conversationRead(conversationId));
      await updateCached<Conversation[]>(conversationsKey, (list) => withConversation(list, conversation));
      void mutate(unreadMessagesKey);
      return conversation;
    },
    [mutate, updateCached],
  );
}

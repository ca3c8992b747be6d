import { useSWRConfig } from 'swr';
import type { Conversation, ConversationMessages, UnreadCount } from '@docnet/contracts';
import { useLiveEvents } from '@/lib/live-stream';
import { useUpdateCached } from '@/lib/swr';
import { conversationsKey } from '../api/get-conversations';
import { latestMessagesKey } from '../api/get-messages';
import { unreadMessagesKey } from '../api/get-unread-messages';
import {
  unreadAfterMessage,
  withConversationRead,
  withMessageInConversations,
  withMessageInThread,
  withReceiptsInThread,
} from '../utils/message-cache';

/**
 * Applies the live stream's message events to the caches: a message joins its thread and moves its
 * conversation up (a new conversation makes the list refetch), one from the other member raises the unread
 * count; a read updates the receipts ('Seen') or, read by the member elsewhere, the unread markers.
 */
export function useLiveMessages(viewerId: number): void {
  const { mutate, cache } = useSWRConfig();
  const updateCached = useUpdateCached();
  useLiveEvents(
    (event) => {
      switch (event.type) {
        case 'message': {
          const { message } = event;
          void updateCached<ConversationMessages>(latestMessagesKey(message.conversationId), (page) => withMessageInThread(page, message));
          const cached = cache.get(conversationsKey)?.data as Conversation[] | undefined;
          const { list, known } = withMessageInConversations(cached, message, viewerId);
          if (known) void mutate<Conversation[]>(conversationsKey, list, { revalidate: false });
          else void mutate(conversationsKey);
          void updateCached<UnreadCount>(unreadMessagesKey, ({ count }) => ({ count: unreadAfterMessage(count, message, viewerId) }));
          break;
        }
        case 'conversation-read':
          void updateCached<Conversation[]>(conversationsKey, (list) => withConversationRead(list, event, viewerId));
          void updateCached<ConversationMessages>(latestMessagesKey(event.conversationId), (page) => withReceiptsInThread(page, event, viewerId));
          if (event.memberId === viewerId) void mutate(unreadMessagesKey);
          break;
        case 'notification':
        case 'notifications-read':
          break;
      }
    },
    () => {
      void mutate(conversationsKey);
      void mutate(unreadMessagesKey);
      void mutate((key) => typeof key === 'string' && key.startsWith(`${conversationsKey}/`) && key.endsWith('/messages'));
    },
  );
}

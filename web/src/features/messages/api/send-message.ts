import { useSWRConfig } from 'swr';
import { ApiRoutes, type Conversation, type ConversationMessages, type DirectMessage, type SendMessage } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';
import { withMessageInConversations, withMessageInThread } from '../utils/message-cache';
import { conversationsKey } from './get-conversations';
import { latestMessagesKey } from './get-messages';

/** POST /api/conversations/{id}/messages {body}: the stored message joins the thread and the list at once. */
export function useSendMessage(viewerId: number) {
  const { mutate } = useSWRConfig();
  return async function send(conversationId: number, body: string): Promise<DirectMessage> {
    const message = await apiPost<DirectMessage>(ApiRoutes.conversationMessages(conversationId), { body } satisfies SendMessage);
    await mutate<ConversationMessages>(latestMessagesKey(conversationId), (page) => withMessageInThread(page, message), { revalidate: false });
    await mutate<Conversation[]>(conversationsKey, (list) => withMessageInConversations(list, message, viewerId).list, { revalidate: false });
    return message;
  };
}

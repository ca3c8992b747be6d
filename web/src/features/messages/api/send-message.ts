import {
  ApiRoutes,
  type Conversation,
  type ConversationMessages,
  type DirectMessage,
  type PhiConfirmation,
  type SendMessage,
} from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';
import { useUpdateCached } from '@/lib/swr';
import { withMessageInConversations, withMessageInThread } from '../utils/message-cache';
import { conversationsKey } from './get-conversations';
import { latestMessagesKey } from './get-messages';

/**
 * POST /api/conversations/{id}/messages {body} (with the author's `phiConfirmation` after a PHI refusal):
 * the stored message joins the thread and the list at once.
 */
export function useSendMessage(viewerId: number) {
  const updateCached = useUpdateCached();
  return async function send(
    conversationId: number,
    body: string,
    phiConfirmation?: PhiConfirmation,
  ): Promise<DirectMessage> {
    const payload: SendMessage = phiConfirmation ? { body, phiConfirmation } : { body };
    const message = await apiPost<DirectMessage>(ApiRoutes.conversationMessages(conversationId), payload);
    await updateCached<ConversationMessages>(latestMessagesKey(conversationId), (page) => withMessageInThread(page, message));
    await updateCached<Conversation[]>(conversationsKey, (list) => withMessageInConversations(list, message, viewerId).list);
    return message;
  };
}

import { ApiRoutes, type Conversation, type OpenConversation } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/conversations {memberId}: the conversation with that connection, created when new (403 for anyone else). */
export function openConversation(memberId: number): Promise<Conversation> {
  return apiPost<Conversation>(ApiRoutes.conversations, { memberId } satisfies OpenConversation);
}

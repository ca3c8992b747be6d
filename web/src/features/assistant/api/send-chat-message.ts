import { ApiRoutes, type AiChatRequest, type AiChatResponse } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/ai/chat {message} (part 2 §7): the assistant's answer; a non-OK status throws an ApiError (§8). */
export function sendChatMessage(message: string): Promise<AiChatResponse> {
  const body: AiChatRequest = { message };
  return apiPost<AiChatResponse>(ApiRoutes.aiChat, body);
}

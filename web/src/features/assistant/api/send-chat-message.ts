import { ApiRoutes, type AiChatRequest, type AiChatResponse, type PhiConfirmation } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/**
 * POST /api/ai/chat {message}: the assistant's answer; a non-OK status throws an ApiError, the PHI
 * guard's refusal a 422 with its findings; `phiConfirmation` is the author's reason after one.
 */
export function sendChatMessage(message: string, phiConfirmation?: PhiConfirmation): Promise<AiChatResponse> {
  const body: AiChatRequest = phiConfirmation ? { message, phiConfirmation } : { message };
  return apiPost<AiChatResponse>(ApiRoutes.aiChat, body);
}

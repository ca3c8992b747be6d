import type { AiChatRequest, AiChatResponse } from '../http/ai-chat';
import type { AiRecommendationsResponse } from '../http/ai-recommendations';
import { internalRoute } from './internal-route';

/**
 * Internal HTTP API of the ai-assistant service; only the BFF calls it, with the service token and the
 * acting member's id (`x-acting-user-id`, 401 'Sign-in required' without one). It answers from its own
 * projections (member cards, the social graph, content topics), never by calling another service. No
 * answer names a member who turned search visibility off, other than the acting member.
 */
export const AiAssistantRoutes = {
  /** GET: the acting member's connection recommendations, `AiRecommendationsResponse`, best match first. */
  recommendations: internalRoute<{ GET: { answer: AiRecommendationsResponse } }>('/internal/recommendations'),
  /**
   * POST (`aiChatRequestSchema`): the assistant's answer to the acting member, `AiChatResponse`; a message that
   * may identify a patient answers 422 `PhiRefusalBody` (neither kept nor sent to the model) unless it carries `phiConfirmation`.
   */
  chat: internalRoute<{ POST: { body: AiChatRequest; answer: AiChatResponse } }>('/internal/chat'),
} as const;

export type { AiChatRequest, AiChatResponse, AiRecommendationsResponse };

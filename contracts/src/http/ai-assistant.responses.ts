import * as yup from 'yup';
import {
  AI_CHAT_RECOMMENDATIONS_MAX,
  type AiChatMessage,
  type AiChatRecommendation,
  type AiChatRecommendedUser,
  type AiChatResponse,
} from './ai-chat';
import type { AiRecommendation, AiRecommendationsResponse, AiRecommendedUser } from './ai-recommendations';
import { responseField, responseSchema } from './response-schema';

/** The answers' schemas of ai-recommendations.ts and ai-chat.ts for the OpenAPI document, in a module the SPA never bundles. */

/** A match percentage: the sum of whole-point factors, capped at 100. */
const matchScore = yup.number().integer().min(0).max(100).defined();

export const aiRecommendationsResponseSchema = responseSchema<AiRecommendationsResponse>()({
  summary: responseField.text,
  recommendations: yup
    .array(
      responseSchema<AiRecommendation>()({
        userId: responseField.id,
        user: responseSchema<AiRecommendedUser>()({
          name: responseField.text,
          specialty: responseField.optionalText,
          affiliation: responseField.optionalText,
          city: responseField.optionalText,
          state: responseField.optionalText,
        }).defined(),
        score: matchScore,
        reasoning: responseField.text,
        matchFactors: responseField.texts,
      }).defined(),
    )
    .defined(),
});

export const aiChatResponseSchema = responseSchema<AiChatResponse>()({
  message: responseSchema<AiChatMessage>()({
    id: responseField.text,
    role: yup.string<'assistant'>().oneOf(['assistant']).defined(),
    content: responseField.text,
  }).defined(),
  recommendations: yup
    .array(
      responseSchema<AiChatRecommendation>()({
        userId: responseField.id,
        score: matchScore,
        user: responseSchema<AiChatRecommendedUser>()({
          id: responseField.id,
          name: responseField.text,
          specialty: responseField.optionalText,
          affiliation: responseField.optionalText,
          city: responseField.optionalText,
          state: responseField.optionalText,
          bio: responseField.optionalText,
        }).defined(),
      }).defined(),
    )
    .max(AI_CHAT_RECOMMENDATIONS_MAX)
    .defined(),
});

import { responseField, responseSchema } from '../http/response-schema';
import type { LikeChange } from './content';

/** The schema of a like's answer, for the OpenAPI document: apart from content.ts so the SPA never bundles it. */

export const likeChangeResponseSchema = responseSchema<LikeChange>()({
  hasLiked: responseField.flag,
  likesCount: responseField.count,
});

import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/**
 * `content.like.added` v1: a member liked a content item (only when they did not like it already).
 * aggregateId is `<contentId>:<memberId>`, so a member's likes and unlikes of one item keep their order.
 */
export const LikeAddedV1 = defineEvent({
  type: 'content.like.added',
  version: 1,
  topic: Topics.contentLike,
  schema: yup.object({
    contentId: yup.number().integer().positive().required(),
    /** The content's author, e.g. for a notification. */
    contentAuthorId: yup.number().integer().positive().required(),
    memberId: yup.number().integer().positive().required(),
    likedAt: yup.string().datetime().required(),
  }),
});

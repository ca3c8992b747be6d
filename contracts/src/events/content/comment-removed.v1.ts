import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/** `content.comment.removed` v1: a comment's author deleted it. aggregateId is the content id. */
export const CommentRemovedV1 = defineEvent({
  type: 'content.comment.removed',
  version: 1,
  topic: Topics.contentComment,
  schema: yup.object({
    commentId: yup.number().integer().positive().required(),
    contentId: yup.number().integer().positive().required(),
    authorId: yup.number().integer().positive().required(),
    removedAt: yup.string().datetime().required(),
  }),
});

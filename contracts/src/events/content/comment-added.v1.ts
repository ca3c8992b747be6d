import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/** `content.comment.added` v1: a member commented on a content item. aggregateId is the content id. */
export const CommentAddedV1 = defineEvent({
  type: 'content.comment.added',
  version: 1,
  topic: Topics.contentComment,
  schema: yup.object({
    commentId: yup.number().integer().positive().required(),
    contentId: yup.number().integer().positive().required(),
    /** The content's author, e.g. for a notification. */
    contentAuthorId: yup.number().integer().positive().required(),
    authorId: yup.number().integer().positive().required(),
    body: yup.string().required(),
    createdAt: yup.string().datetime().required(),
  }),
});

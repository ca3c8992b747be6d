import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/** `content.like.removed` v1: a member took back their like. aggregateId is `<contentId>:<memberId>`. */
export const LikeRemovedV1 = defineEvent({
  type: 'content.like.removed',
  version: 1,
  topic: Topics.contentLike,
  schema: yup.object({
    contentId: yup.number().integer().positive().required(),
    memberId: yup.number().integer().positive().required(),
    removedAt: yup.string().datetime().required(),
  }),
});

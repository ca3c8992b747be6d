import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/**
 * `content.content.viewed` v1: a member other than the author opened a published content item.
 * aggregateId is the content id. The profile service counts it on the author's article views.
 * No longer published: views go out in batches as `content.views.counted`; consumers still count the
 * ones a previous release left in the topic.
 */
export const ContentViewedV1 = defineEvent({
  type: 'content.content.viewed',
  version: 1,
  topic: Topics.contentContent,
  schema: yup.object({
    contentId: yup.number().integer().positive().required(),
    authorId: yup.number().integer().positive().required(),
    viewerId: yup.number().integer().positive().required(),
    viewedAt: yup.string().datetime().required(),
  }),
});

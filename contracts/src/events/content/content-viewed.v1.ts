import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/**
 * `content.content.viewed` v1: members other than the author opened a published content item. Views are
 * counted once per viewer per UTC day and written in batches, so one event may stand for several views:
 * `views` of them (absent: 1, as before it existed), `viewerId` and `viewedAt` being the latest.
 * aggregateId is the content id. The profile service counts `views` on the author's article views.
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
    views: yup.number().integer().positive().optional(),
  }),
});

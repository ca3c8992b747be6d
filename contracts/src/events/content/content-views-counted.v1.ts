import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/** The most contents one batch of views names: a content service writes larger tallies in several batches. */
export const VIEW_BATCH_MAX_CONTENTS = 500;

/**
 * `content.views.counted` v1: the views of published contents counted since the previous batch (each
 * viewer once per content per UTC day, never the author), and their authors. aggregateId is the batch's id.
 * The content service has already added them to each content's `viewCount`; the profile service adds them
 * to the authors' article views.
 */
export const ContentViewsCountedV1 = defineEvent({
  type: 'content.views.counted',
  version: 1,
  topic: Topics.contentContent,
  schema: yup.object({
    counts: yup
      .array(
        yup
          .object({
            contentId: yup.number().integer().positive().required(),
            authorId: yup.number().integer().positive().required(),
            views: yup.number().integer().positive().required(),
          })
          .required(),
      )
      .min(1)
      .max(VIEW_BATCH_MAX_CONTENTS)
      .required(),
    countedAt: yup.string().datetime().required(),
  }),
});

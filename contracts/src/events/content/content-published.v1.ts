import * as yup from 'yup';
import { contentTypes } from '../../http/content-limits';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/** What a published or updated content item carries on the wire; the body stays in the content service. */
export const contentFactsSchema = yup.object({
  contentId: yup.number().integer().positive().required(),
  authorId: yup.number().integer().positive().required(),
  title: yup.string().required(),
  summary: yup.string().defined(),
  contentType: yup.string().oneOf(contentTypes).required(),
  tags: yup.array(yup.string().required()).defined(),
  attachmentUrl: yup.string().defined().nullable(),
  thumbnailUrl: yup.string().defined().nullable(),
  publishedAt: yup.string().datetime().required(),
});

/** `content.content.published` v1: a member published a content item. aggregateId is the content id. */
export const ContentPublishedV1 = defineEvent({
  type: 'content.content.published',
  version: 1,
  topic: Topics.contentContent,
  schema: contentFactsSchema,
});

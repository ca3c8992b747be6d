import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

export interface ContentRemovalFinalData {
  contentId: number;
  authorId: number;
  /** The removal (or the upheld appeal's decision) that became final. */
  decisionId: number;
  /** The files the removed content referenced: no one will read them again. */
  attachmentUrl: string | null;
  thumbnailUrl: string | null;
  finalAt: string;
}

/**
 * `content.content.removal-final` v1: a moderator's removal of a content can no longer be undone: the appeal window
 * passed with no appeal, or the appeal filed in time was upheld. The content stays removed (the decision log keeps
 * its snapshot); its files are let go, so the uploads' owner (the BFF) deletes them. aggregateId is the content id.
 */
export const ContentRemovalFinalV1 = defineEvent<'content.content.removal-final', ContentRemovalFinalData>({
  type: 'content.content.removal-final',
  version: 1,
  topic: Topics.contentContent,
  schema: yup.object({
    contentId: yup.number().integer().positive().required(),
    authorId: yup.number().integer().positive().required(),
    decisionId: yup.number().integer().positive().required(),
    attachmentUrl: yup.string().defined().nullable(),
    thumbnailUrl: yup.string().defined().nullable(),
    finalAt: yup.string().datetime().required(),
  }),
});

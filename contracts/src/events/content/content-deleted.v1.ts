import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

export interface ContentDeletedData {
  contentId: number;
  authorId: number;
  deletedAt: string;
  /** Absent on earlier events. */
  attachmentUrl?: string | null;
  thumbnailUrl?: string | null;
}

/** `content.content.deleted` v1: the author deleted a content item with its comments and likes. aggregateId is the content id. */
export const ContentDeletedV1 = defineEvent<'content.content.deleted', ContentDeletedData>({
  type: 'content.content.deleted',
  version: 1,
  topic: Topics.contentContent,
  schema: yup.object({
    contentId: yup.number().integer().positive().required(),
    authorId: yup.number().integer().positive().required(),
    deletedAt: yup.string().datetime().required(),
    // Added compatibly to v1 (absent from older events): the files the deleted content referenced, so the
    // uploads' owner (the BFF) can remove them from the bucket.
    attachmentUrl: yup.string().nullable().optional(),
    thumbnailUrl: yup.string().nullable().optional(),
  }),
});

import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';
import { contentFactsSchema } from './content-published.v1';

export type ContentUpdatedData = yup.InferType<typeof contentFactsSchema> & {
  updatedAt: string;
  /** Absent on earlier events. */
  previousAttachmentUrl?: string | null;
  previousThumbnailUrl?: string | null;
};

/** `content.content.updated` v1: the author edited a content item; carries its new facts. aggregateId is the content id. */
export const ContentUpdatedV1 = defineEvent<'content.content.updated', ContentUpdatedData>({
  type: 'content.content.updated',
  version: 1,
  topic: Topics.contentContent,
  schema: contentFactsSchema.shape({
    updatedAt: yup.string().datetime().required(),
    // Added compatibly to v1 (absent from older events): the attachment and thumbnail before the edit, so the
    // uploads' owner (the BFF) can remove a file the edit replaced or removed.
    previousAttachmentUrl: yup.string().nullable().optional(),
    previousThumbnailUrl: yup.string().nullable().optional(),
  }),
});

import { contentInputSchema, DEFAULT_CONTENT_TYPE, type ContentType } from '@docnet/contracts';
import type { ContentDraft } from '../api/save-content';

/** The content form's values; files are chosen beside them. */
export interface ContentFormValues {
  title: string;
  body: string;
  summary: string;
  contentType: ContentType;
  tags: string[];
  /** The external attachment URL. */
  attachmentUrl: string;
}

/** The form checks its fields with the rules of POST and PUT /api/contents. */
export const contentFormSchema = contentInputSchema.pick([
  'title',
  'body',
  'summary',
  'contentType',
  'tags',
  'attachmentUrl',
]);

export const emptyContentValues = (contentType: ContentType = DEFAULT_CONTENT_TYPE): ContentFormValues => ({
  title: '',
  body: '',
  summary: '',
  contentType,
  tags: [],
  attachmentUrl: '',
});

/** The draft handed to the save once the files are uploaded: an uploaded or kept file wins over the external URL. */
export function contentDraftOf(
  values: ContentFormValues,
  files: { attached: boolean; attachmentUrl: string | null; thumbnailUrl: string | null },
): ContentDraft {
  return {
    title: values.title,
    body: values.body,
    summary: values.summary ?? '',
    contentType: values.contentType,
    tags: values.tags ?? [],
    attachmentUrl: files.attached ? files.attachmentUrl : values.attachmentUrl || null,
    thumbnailUrl: files.thumbnailUrl,
  };
}

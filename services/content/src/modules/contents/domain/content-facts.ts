import {
  autoSummary,
  contentInputFields,
  DEFAULT_CONTENT_TYPE,
  type ContentInput,
  type ContentInputField,
  type DataOf,
  type ContentPublishedV1,
} from '@docnet/contracts';
import { pickFields } from '@docnet/platform';
import type { StoredContent } from './stored-content';

/** The fields an author writes, as validated by `contentInputSchema`. */
export type ContentFields = Pick<StoredContent, ContentInputField>;

/**
 * What the author wrote, copied by the contracts' list, with the auto-summary when the summary
 * is left empty and the stored form of what the input may leave out.
 */
export function contentFieldsOf(input: ContentInput): ContentFields {
  return {
    ...pickFields(input, contentInputFields),
    summary: input.summary?.trim() ? input.summary.trim() : autoSummary(input.body),
    contentType: input.contentType ?? DEFAULT_CONTENT_TYPE,
    tags: input.tags ?? [],
    attachmentUrl: input.attachmentUrl ?? null,
    thumbnailUrl: input.thumbnailUrl ?? null,
  };
}

/** The data of content.content.published (and, with updatedAt, .updated). */
export function contentFacts(
  content: ContentFields & Pick<StoredContent, '_id' | 'authorId' | 'publishedAt'>,
): DataOf<typeof ContentPublishedV1> {
  return {
    contentId: content._id,
    authorId: content.authorId,
    title: content.title,
    summary: content.summary,
    contentType: content.contentType,
    tags: content.tags,
    attachmentUrl: content.attachmentUrl,
    thumbnailUrl: content.thumbnailUrl,
    publishedAt: content.publishedAt.toISOString(),
  };
}

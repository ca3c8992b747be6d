import { autoSummary, type ContentInput, type DataOf, type ContentPublishedV1 } from '@docnet/contracts';
import type { StoredContent } from './stored-content';

/** The fields an author writes, as validated by `contentInputSchema`. */
export type ContentFields = Pick<
  StoredContent,
  'title' | 'body' | 'summary' | 'contentType' | 'tags' | 'attachmentUrl' | 'thumbnailUrl'
>;

/** What the author wrote, with the auto-summary of part 1 §4 when the summary is left empty. */
export function contentFieldsOf(input: ContentInput): ContentFields {
  return {
    title: input.title,
    body: input.body,
    summary: input.summary?.trim() ? input.summary.trim() : autoSummary(input.body),
    contentType: input.contentType ?? 'article',
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

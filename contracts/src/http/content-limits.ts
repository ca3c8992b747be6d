/**
 * The content rules that are plain values (kinds, lengths, limits) and tag normalisation, apart from the yup
 * schemas of ./content: the SPA's cards and feed need these, and importing them from there brought yup along.
 */
/** The three kinds of content a member publishes. */
export const contentTypes = ['article', 'research', 'case_study'] as const;
export type ContentType = (typeof contentTypes)[number];
export const DEFAULT_CONTENT_TYPE: ContentType = 'article';

/** Summary at most 150 characters; the auto-summary takes this many body characters plus '...'. */
export const SUMMARY_MAX = 150;
/** A card shows this many body characters before 'Read more'. */
export const EXCERPT_LENGTH = 250;
/** Page size of the /content list. */
export const CONTENT_PAGE_SIZE = 5;
/** The home feed fetches this many contents. */
export const FEED_LIMIT = 10;
/** Attachments are at most 20 MB. */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** A list answers at most this many contents, whatever limit is asked. */
export const CONTENT_LIST_MAX_LIMIT = 50;
/** Inline comments on an expanded card. */
export const INLINE_COMMENTS = 3;

export const TITLE_MAX = 300;
export const BODY_MAX = 50_000;
export const TAG_MAX_LENGTH = 50;
export const TAGS_MAX = 20;
export const URL_MAX = 2_000;
export const COMMENT_MAX = 5_000;

/** A content's language: a short lowercase BCP 47 tag ('en', 'es', 'pt-BR'), a language and its subtags. */
export const LANGUAGE_TAG_MAX = 35;
export const LANGUAGE_TAG_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * Tags as the composer keeps them: trimmed, empty ones ignored, duplicates not added (first one wins). Tags that
 * differ only in case ('Implants', 'implants') are one tag: a reader sees no difference between them.
 */
export function normalizeTags(tags: readonly unknown[] | null | undefined): string[] {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const tag of tags ?? []) {
    if (typeof tag !== 'string') continue;
    const trimmed = tag.trim();
    const key = trimmed.toLocaleLowerCase('en-US');
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}

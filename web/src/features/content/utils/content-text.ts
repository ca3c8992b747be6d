import { EXCERPT_LENGTH, normalizeTags, type Content, type ContentType } from '@docnet/contracts';

/** The label of a content type on a card and in the form. */
export const contentTypeLabels: Record<ContentType, string> = {
  article: 'Article',
  research: 'Research',
  case_study: 'Case Study',
};

/** A body longer than 250 characters is cut on the card until 'Read more'. */
export function hasLongBody(body: string): boolean {
  return body.length > EXCERPT_LENGTH;
}

/**
 * The 250-character excerpt of a body (with an ellipsis when cut), ending at the last word break inside it: cut at
 * the 250th character, it ended mid-word ('periapic...'). A single word filling more than half of it is cut.
 */
export function excerptOf(body: string): string {
  if (!hasLongBody(body)) return body;
  const wordBreak = body.slice(0, EXCERPT_LENGTH + 1).search(/\s\S*$/);
  const kept = wordBreak > EXCERPT_LENGTH / 2 ? body.slice(0, wordBreak) : body.slice(0, EXCERPT_LENGTH);
  return `${kept.trimEnd()}...`;
}

/**
 * The summary when it tells the reader something the body does not open with: not a blank one, nor the body's own
 * beginning (the auto-summary of a body left without one, cut at the 150th character, or a first sentence pasted
 * in), which a card showed cut mid-word and the content's page repeated above the same words.
 */
export function ownSummary(content: Pick<Content, 'summary' | 'body'>): string | null {
  const summary = content.summary?.trim();
  if (!summary) return null;
  const opening = summary.replace(/(\.\.\.|…)$/, '').trimEnd();
  return content.body.trim().startsWith(opening) ? null : summary;
}

/** What a collapsed card shows: the member's own summary, or else the body's excerpt. */
export function cardText(content: Pick<Content, 'summary' | 'body'>): string {
  return ownSummary(content) ?? excerptOf(content.body);
}

/** Tags input: the typed tag is trimmed, a blank one is ignored and a duplicate is not added. */
export function addTag(tags: readonly string[], typed: string): string[] {
  return normalizeTags([...tags, typed]);
}

/** Up to 10 popular tags, taken from the contents of the current page, most used first. */
export const POPULAR_TAGS = 10;

export function popularTags(contents: ReadonlyArray<Pick<Content, 'tags'>>, max = POPULAR_TAGS): string[] {
  const counts = new Map<string, number>();
  for (const content of contents) {
    for (const tag of normalizeTags(content.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([tagA, countA], [tagB, countB]) => countB - countA || tagA.localeCompare(tagB))
    .slice(0, max)
    .map(([tag]) => tag);
}

/** The search box of /content is kept locally: it filters the page already loaded. */
export function matchesSearch(
  content: Pick<Content, 'title' | 'summary' | 'body' | 'tags'>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [content.title, content.summary, content.body, ...content.tags].some((text) =>
    (text ?? '').toLowerCase().includes(needle),
  );
}

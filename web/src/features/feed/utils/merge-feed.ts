import type { Content, MedicalEvent, NewsArticle } from '@docnet/contracts';

/** One entry of the home feed: a content, an event or a news item, with when it was posted. */
export type FeedItem =
  | { kind: 'content'; key: string; date: string; content: Content }
  | { kind: 'event'; key: string; date: string; event: MedicalEvent }
  | { kind: 'news'; key: string; date: string; news: NewsArticle };

function timeOf(date: string): number {
  const time = Date.parse(date);
  return Number.isNaN(time) ? 0 : time;
}

/**
 * Contents, events and news in one list, newest first by when each was posted: a content
 * by its publication, an event by its creation (not the day it takes place: an event months ahead would
 * sit above the member's post of a minute ago; the side card lists events by their day), a news item by
 * its published date (the moment a member shared it).
 */
export function mergeFeed(
  contents: readonly Content[],
  events: readonly MedicalEvent[],
  news: readonly NewsArticle[],
): FeedItem[] {
  const items: FeedItem[] = [
    ...contents.map((content): FeedItem => ({
      kind: 'content',
      key: `content-${content.id}`,
      date: content.publishedAt ?? content.createdAt,
      content,
    })),
    ...events.map((event): FeedItem => ({
      kind: 'event',
      key: `event-${event.id}`,
      date: event.createdAt,
      event,
    })),
    ...news.map((article): FeedItem => ({
      kind: 'news',
      key: `news-${article.id}`,
      date: article.publishedDate ?? article.createdAt,
      news: article,
    })),
  ];
  return items.sort((a, b) => timeOf(b.date) - timeOf(a.date));
}

import type { Content, MedicalEvent, NewsArticle } from '@docnet/contracts';

/** One entry of the home feed (part 1 §2, §4): a content, an event or a news item, with the date it sorts by. */
export type FeedItem =
  | { kind: 'content'; key: string; date: string; content: Content }
  | { kind: 'event'; key: string; date: string; event: MedicalEvent }
  | { kind: 'news'; key: string; date: string; news: NewsArticle };

/** An event's date and time of day ('YYYY-MM-DD' and 'HH:mm') as one ISO-like local date-time. */
export function eventDate(event: Pick<MedicalEvent, 'date' | 'time'>): string {
  return event.time ? `${event.date}T${event.time}` : event.date;
}

function timeOf(date: string): number {
  const time = Date.parse(date);
  return Number.isNaN(time) ? 0 : time;
}

/**
 * Part 1 §4 Feed: contents, events and news in one list, re-sorted by date, newest first. A content dates
 * from its publication, an event from its day and time, a news item from its published date.
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
      date: eventDate(event),
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

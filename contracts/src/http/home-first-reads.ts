import { FEED_LIMIT } from './content-limits';
import { ApiRoutes } from './routes';

/**
 * The reads the signed-in home page makes first, spelled exactly as the SPA requests them. The BFF hints
 * them to the browser with the page of / (`Link: rel=preload`), so they load beside the scripts rather than
 * after them; a spelling that differs from the SPA's request would make the browser fetch twice.
 */
export const HomeFirstReads = {
  /** The session check (`useAuth`). */
  signedInMember: ApiRoutes.authMe,
  /** The feed's first page (`useFeedContents`). */
  feed: `${ApiRoutes.contents}?limit=${FEED_LIMIT}`,
  /** The events merged into the feed and its side card (`useEvents()`, all events). */
  events: ApiRoutes.events,
  /** The news merged into the feed and its side card (`useLatestNews`). */
  latestNews: ApiRoutes.newsLatest,
} as const;

import type { ContentType } from '@docnet/contracts';
import { ReadModel } from '@docnet/platform';
import type { MemberLike, StoredContent } from './stored-content';

/**
 * The home feed (port, ADR 3): the live contents newest first, in all, per type and per author, each with its
 * fields, counters and members' likes, so a feed page is read without a query. Every part of an entry moves
 * forward only: the edited fields with `updatedAt`, the likes and comments with `countsRevision`, a member's
 * like with its row's `toggles`, the views never down, and a deleted
 * content never comes back; a stale or repeated save therefore changes nothing. Redis implements it today.
 * Reads reject with the platform's ReadModelMissing while the model is incomplete.
 */
export abstract class ContentFeed extends ReadModel {
  /** Saves the contents as read from the database (a deleted one is taken out for good); `rebuilding` also rewrites equal versions. */
  abstract save(contents: readonly StoredContent[], options?: { rebuilding?: boolean }): Promise<void>;

  /** A page of the live contents, newest first (then the higher id), with how many there are. */
  abstract page(contentType: ContentType | undefined, offset: number, limit: number): Promise<{ contents: StoredContent[]; total: number }>;

  /** Saves members' likes as their rows stand (a like's `toggles` orders its states); `rebuilding` also rewrites equal ones. */
  abstract saveLikes(likes: readonly MemberLike[], options?: { rebuilding?: boolean }): Promise<void>;

  /** Which of these contents the member likes. */
  abstract likedAmong(contentIds: readonly number[], memberId: number): Promise<Set<number>>;

  /** A page of one author's live contents (a profile's Posts tab), newest first, with how many there are. */
  abstract authorPage(authorId: number, offset: number, limit: number): Promise<{ contents: StoredContent[]; total: number }>;

  /**
   * The author's own Posts tab: `authorPage`, or null while some of their contents are hidden pending review
   * (rare: their list, which shows those too, is then read from the database).
   */
  abstract ownPage(authorId: number, offset: number, limit: number): Promise<{ contents: StoredContent[]; total: number } | null>;

  /**
   * One live content as a member opens it (null when the feed has no live entry for it). A viewer other than
   * the author is counted on the entry's views at once, once per UTC day (`counted`); the database gets the
   * views later, in batches (ContentViewsTally).
   */
  abstract open(id: number, viewerId: number | undefined, now: Date): Promise<{ content: StoredContent; counted: boolean } | null>;
}

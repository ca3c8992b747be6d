import type { Content, ContentInputField } from '@docnet/contracts';
import type { ContentModerationStatus } from '../../../domain/moderation-status';

/**
 * A content item as the service keeps it (its document, without the outbox the database adds): the fields its
 * author writes, as the contracts answer them (`contentInputFields`), and the ones the service keeps.
 */
export type StoredContent = Pick<Content, ContentInputField> & {
  _id: number;
  authorId: number;
  isPublished: boolean;
  publishedAt: Date;
  createdAt: Date;
  /** Changed by the author's edits only; views, likes and comments leave it alone. */
  updatedAt: Date;
  viewCount: number;
  /** Kept with $inc by the request that changed a like or comment row (see ReactionCounts). */
  likesCount: number;
  commentsCount: number;
  /** Increases with every count change, so the reconciler's recount never overwrites a newer change. */
  countsRevision: number;
  /** Set by the author's delete (with isPublished false); the content is gone for readers and purged once its events are out. */
  deletedAt: Date | null;
  /** Moderation (src/domain/moderation-status.ts); null, or absent on older documents, when visible. */
  moderationStatus?: ContentModerationStatus | null;
  /** Increases with every moderation change, so the feed keeps the newest (absent before the first). */
  moderationRevision?: number;
  /**
   * When a moderator's removal became final (no appeal in its window, or the appeal upheld): its files are let go.
   * Null, or absent, otherwise.
   */
  removalFinalAt?: Date | null;
};

/** A member's like of a content as its row stands: `toggles` grows with every like and unlike, so it orders them. */
export interface MemberLike {
  contentId: number;
  memberId: number;
  toggles: number;
  liked: boolean;
}

import type { ReportedItem } from '@docnet/contracts';
import type { ContentModerationStatus, ModeratedItemType } from './moderation-status';

/** What a member wrote that is still up: how many contents and comments (counted up to a limit), and since when. */
export interface MemberActivity {
  contributions: number;
  /** When the oldest of them was written; null without any. */
  firstAt: Date | null;
}

/** A reported content or comment: who wrote it and its text in context. */
export interface DescribedItem {
  authorId: number;
  item: ReportedItem;
}

/**
 * The contents and comments as moderation sees them (port): the contents feature owns them and implements it,
 * the moderation feature reports, hides, removes and reinstates them through it.
 */
export abstract class ModeratedItems {
  /** The item as the member may see it; 404 (the contents' own texts) when it is missing or not visible to them. */
  abstract describe(targetType: ModeratedItemType, id: number, memberId: number): Promise<DescribedItem>;

  /**
   * Moves the item to `to` (null: visible) only from one of the states `from`, with its event in the same write,
   * so concurrent steps change it once. Answers whether it changed.
   */
  abstract move(
    targetType: ModeratedItemType,
    id: number,
    to: ContentModerationStatus | null,
    from: readonly (ContentModerationStatus | null)[],
  ): Promise<boolean>;

  /**
   * Makes a content's removal final (its appeal window closed, or its appeal was upheld): marks it, with
   * content.content.removal-final naming its files in the same write, only while it is still removed and not final
   * yet, so replicas settling it at once emit one event. Answers whether it changed.
   */
  abstract finalizeRemoval(contentId: number, decisionId: number): Promise<boolean>;

  /** The member's contents and comments still up (neither deleted nor hidden or removed), counted up to `enough`. */
  abstract activity(memberId: number, enough: number): Promise<MemberActivity>;
}

import type { ReportedItem } from '@docnet/contracts';
import type { ModeratedItemType } from './moderation-status';

/** An item its author confirmed over high-risk patient details, which moderators must clear before others see it. */
export interface HeldItem {
  targetType: ModeratedItemType;
  targetId: number;
  authorId: number;
  item: ReportedItem;
}

/**
 * The review a content waits for (port): the moderation feature keeps the cases and implements it, the contents
 * feature holds a content through it before storing the content hidden, and tells it of every other edit.
 */
export abstract class ReviewHolds {
  /** Opens (or reopens) the item's case, hidden and held for review, at the top of the queue. */
  abstract hold(held: HeldItem): Promise<void>;

  /** The author changed the item: an earlier decision that kept it no longer vouches for the new text. */
  abstract edited(targetType: ModeratedItemType, targetId: number): Promise<void>;
}

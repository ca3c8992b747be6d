/**
 * Where a content or comment stands in moderation: 'hidden' once three members reported it (only its
 * author still reads it), 'removed' by a moderator's decision (kept, so an appeal can reinstate it); null when
 * visible.
 */
export type ContentModerationStatus = 'hidden' | 'removed';

/** Whether a member may read a content or comment: visible, or hidden pending review and theirs. */
export function visibleTo(
  item: { authorId: number; moderationStatus?: ContentModerationStatus | null },
  memberId: number | undefined,
): boolean {
  return !item.moderationStatus || (item.moderationStatus === 'hidden' && item.authorId === memberId);
}

/** A content or comment, the items reports can hide and decisions remove. */
export type ModeratedItemType = 'content' | 'comment';
export const isModeratedItem = (targetType: string): targetType is ModeratedItemType =>
  targetType === 'content' || targetType === 'comment';

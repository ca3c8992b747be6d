import { CommentRemovedV1, ContentOwnershipMessages } from '@docnet/contracts';
import { newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CommentModel, type CommentDocument } from '../../persistence/comment.schema';
import { ReactionCounts } from '../count-reactions/reaction-counts';

export const COMMENT_NOT_FOUND = 'Comment not found';

/**
 * The comment's author deletes it: flagged removed (text cleared) with content.comment.removed in one
 * write, then commentsCount goes down by one (see ReactionCounts); the row is purged by the reconciler.
 */
@Injectable()
export class RemoveCommentHandler {
  constructor(
    @Inject(CommentModel) private readonly comments: CommentModel,
    private readonly counts: ReactionCounts,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(commentId: number, actingUserId: number): Promise<void> {
    const comment = await this.comments
      .findOne({ _id: commentId, removed: false }, { authorId: 1, contentId: 1 })
      .lean();
    if (!comment) throw new NotFoundException(COMMENT_NOT_FOUND);
    if (comment.authorId !== actingUserId) throw new ForbiddenException(ContentOwnershipMessages.comment);
    const removedAt = new Date();
    const event = newEvent(CommentRemovedV1, 'content', comment.contentId, {
      commentId,
      contentId: comment.contentId,
      authorId: comment.authorId,
      removedAt: removedAt.toISOString(),
    });
    const result = await this.comments.updateOne(
      { _id: commentId, removed: false },
      withEvents<CommentDocument>(
        { $set: { removed: true, body: '', changedAt: removedAt }, $inc: { unapplied: 1 } },
        [event],
      ),
    );
    // Removed meanwhile by a concurrent request of the same author: that one applies it.
    if (result.matchedCount === 0) return;
    this.relay.nudge(this.comments, commentId);
    await this.counts.applyComment(comment.contentId, commentId, -1);
  }
}

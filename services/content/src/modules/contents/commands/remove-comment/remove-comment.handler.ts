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
    // A moderation move between the read and the write (counted or not) makes the write miss: read again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const comment = await this.comments
        .findOne({ _id: commentId, removed: false }, { authorId: 1, contentId: 1, moderationStatus: 1 })
        .lean();
      if (!comment) {
        if (attempt === 0) throw new NotFoundException(COMMENT_NOT_FOUND);
        return; // Removed meanwhile by a concurrent request of the same author: that one applies it.
      }
      if (comment.authorId !== actingUserId) throw new ForbiddenException(ContentOwnershipMessages.comment);
      // A comment hidden or removed by moderation already left commentsCount: nothing to apply.
      const status = comment.moderationStatus ?? null;
      const counted = status === null;
      const removedAt = new Date();
      const event = newEvent(CommentRemovedV1, 'content', comment.contentId, {
        commentId,
        contentId: comment.contentId,
        authorId: comment.authorId,
        removedAt: removedAt.toISOString(),
      });
      const result = await this.comments.updateOne(
        { _id: commentId, removed: false, moderationStatus: status },
        withEvents<CommentDocument>(
          {
            $set: { removed: true, body: '', changedAt: removedAt },
            ...(counted ? { $inc: { unapplied: 1 } } : {}),
          },
          [event],
        ),
      );
      if (result.matchedCount === 0) continue;
      this.relay.nudge(this.comments, commentId);
      if (counted) await this.counts.applyComment(comment.contentId, commentId, -1);
      return;
    }
  }
}

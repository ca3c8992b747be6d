import { CommentAddedV1, ContentRoutes, type CommentEntry, type CommentInput } from '@docnet/contracts';
import {
  MemberCards,
  newEvent,
  OutboxRelay,
  PhiConfirmations,
  SequenceGenerator,
  withNewEvents,
} from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { toCommentEntry } from '../../persistence/content.mapper';
import { CommentModel, type CommentDocument } from '../../persistence/comment.schema';
import { LiveContents } from '../../persistence/live-contents';
import { ReactionCounts } from '../count-reactions/reaction-counts';

/**
 * A signed-in member comments: the row carries content.comment.added, then commentsCount goes up by one (see
 * ReactionCounts). The PHI guard reads the text once the content is known (422 unless confirmed; a confirmation
 * recorded before the comment).
 */
@Injectable()
export class AddCommentHandler {
  constructor(
    @Inject(CommentModel) private readonly comments: CommentModel,
    private readonly live: LiveContents,
    private readonly counts: ReactionCounts,
    private readonly sequences: SequenceGenerator,
    private readonly cards: MemberCards,
    private readonly relay: OutboxRelay,
    private readonly phi: PhiConfirmations,
  ) {}

  async execute(contentId: number, authorId: number, { body, phiConfirmation }: CommentInput): Promise<CommentEntry> {
    const content = await this.live.find(contentId, authorId);
    const confirmed = this.phi.check(authorId, { body }, phiConfirmation);
    const id = await this.sequences.nextFromBlock('comments');
    await this.phi.record({ memberId: authorId, route: `POST ${ContentRoutes.comments(':id')}`, targetType: 'comment', targetId: id }, confirmed);
    const createdAt = new Date();
    const comment: Omit<CommentDocument, 'pendingEvents' | 'outboxPending' | 'outboxRevision'> = {
      _id: id,
      contentId,
      authorId,
      body,
      createdAt,
      removed: false,
      unapplied: 1,
      changedAt: createdAt,
    };
    const event = newEvent(CommentAddedV1, 'content', contentId, {
      commentId: comment._id,
      contentId,
      contentAuthorId: content.authorId,
      authorId,
      body,
      createdAt: createdAt.toISOString(),
    });
    const written = { ...comment, ...withNewEvents([event]) };
    await this.comments.create(written);
    this.relay.nudgeInserted(this.comments, written);
    await this.counts.applyComment(contentId, comment._id, 1);
    return toCommentEntry(comment, await this.cards.find([authorId]));
  }
}

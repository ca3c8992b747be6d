import { CommentModeratedV1, ContentModeratedV1, ContentRemovalFinalV1 } from '@docnet/contracts';
import { newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ModeratedItems, type DescribedItem, type MemberActivity } from '../../../../domain/moderated-items.port';
import {
  visibleTo,
  type ContentModerationStatus,
  type ModeratedItemType,
} from '../../../../domain/moderation-status';
import type { StoredContent } from '../../domain/stored-content';
import { CommentModel, type CommentDocument } from '../../persistence/comment.schema';
import { ContentModel, type ContentDocument } from '../../persistence/content.schema';
import { LiveContents } from '../../persistence/live-contents';
import { ReactionCounts } from '../count-reactions/reaction-counts';
import { COMMENT_NOT_FOUND } from '../remove-comment/remove-comment.handler';
import { UpdateContentFeedHandler } from '../update-content-feed/update-content-feed.handler';

type Status = ContentModerationStatus | null;

/**
 * Contents and comments as moderation sees them (the ModeratedItems port). A move between visible,
 * hidden pending review and removed is conditional on the state read, and carries content.content.moderated /
 * content.comment.moderated in the same write; a content's feed entry is saved at once (its event saves it
 * again), so it leaves or rejoins every list. Nothing is deleted, so an appeal can reinstate what was removed.
 * A comment counts in its content's commentsCount only while visible: a move out of or back to visible is a
 * counted change like an author's removal or a new comment (the row's `unapplied` marker raised in the same
 * write, then ReactionCounts' ±1 with countsRevision), so a crash in between is recounted by the reconciler.
 */
@Injectable()
export class ModerateItemHandler extends ModeratedItems {
  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    @Inject(CommentModel) private readonly comments: CommentModel,
    private readonly live: LiveContents,
    private readonly relay: OutboxRelay,
    private readonly feed: UpdateContentFeedHandler,
    private readonly counts: ReactionCounts,
  ) {
    super();
  }

  async describe(targetType: ModeratedItemType, id: number, memberId: number): Promise<DescribedItem> {
    if (targetType === 'content') {
      const content = await this.live.find(id, memberId);
      return {
        authorId: content.authorId,
        item: { title: content.title, text: content.body, contentId: content._id, context: [] },
      };
    }
    const comment = await this.comments
      .findOne({ _id: id, removed: false }, { authorId: 1, contentId: 1, body: 1, moderationStatus: 1 })
      .lean();
    if (!comment || !visibleTo(comment, memberId)) throw new NotFoundException(COMMENT_NOT_FOUND);
    const content = await this.live.find(comment.contentId, memberId);
    return {
      authorId: comment.authorId,
      item: { title: content.title, text: comment.body, contentId: content._id, context: [] },
    };
  }

  async activity(memberId: number, enough: number): Promise<MemberActivity> {
    const [contents, comments] = await Promise.all([
      this.contents
        .find({ authorId: memberId, deletedAt: null, moderationStatus: null }, { _id: 0, publishedAt: 1 })
        .sort({ publishedAt: 1 })
        .limit(enough)
        .lean<{ publishedAt: Date }[]>(),
      this.comments
        .find({ authorId: memberId, removed: false, moderationStatus: null }, { _id: 0, createdAt: 1 })
        .sort({ createdAt: 1 })
        .limit(enough)
        .lean<{ createdAt: Date }[]>(),
    ]);
    const dates = [...contents.map(({ publishedAt }) => publishedAt), ...comments.map(({ createdAt }) => createdAt)];
    const firstAt = dates.length ? new Date(Math.min(...dates.map((date) => date.getTime()))) : null;
    return { contributions: Math.min(dates.length, enough), firstAt };
  }

  move(targetType: ModeratedItemType, id: number, to: Status, from: readonly Status[]): Promise<boolean> {
    return targetType === 'content' ? this.moveContent(id, to, from) : this.moveComment(id, to, from);
  }

  private async moveContent(id: number, to: Status, from: readonly Status[]): Promise<boolean> {
    const current = await this.contents
      .findOne({ _id: id, deletedAt: null }, { authorId: 1, moderationStatus: 1, moderationRevision: 1 })
      .lean();
    const status = current?.moderationStatus ?? null;
    if (!current || !from.includes(status)) return false;
    const moderationRevision = (current.moderationRevision ?? 0) + 1;
    const event = newEvent(ContentModeratedV1, 'content', id, {
      contentId: id,
      authorId: current.authorId,
      status: to ?? 'visible',
      moderationRevision,
      changedAt: new Date().toISOString(),
    });
    const updated = await this.contents
      .findOneAndUpdate(
        // The state read is the condition: of two concurrent moves from it, one lands.
        { _id: id, deletedAt: null, moderationStatus: status },
        withEvents<ContentDocument>({ $set: { moderationStatus: to, moderationRevision } }, [event]),
        { new: true },
      )
      .lean<StoredContent>();
    if (!updated) return false;
    this.relay.nudge(this.contents, id);
    await this.feed.written(updated);
    return true;
  }

  async finalizeRemoval(contentId: number, decisionId: number): Promise<boolean> {
    const removed = { _id: contentId, deletedAt: null, moderationStatus: 'removed', removalFinalAt: null };
    const current = await this.contents.findOne(removed, { authorId: 1, attachmentUrl: 1, thumbnailUrl: 1 }).lean();
    if (!current) return false;
    const finalAt = new Date();
    const event = newEvent(ContentRemovalFinalV1, 'content', contentId, {
      contentId,
      authorId: current.authorId,
      decisionId,
      attachmentUrl: current.attachmentUrl ?? null,
      thumbnailUrl: current.thumbnailUrl ?? null,
      finalAt: finalAt.toISOString(),
    });
    const result = await this.contents.updateOne(removed, withEvents<ContentDocument>({ $set: { removalFinalAt: finalAt } }, [event]));
    if (result.matchedCount === 0) return false;
    this.relay.nudge(this.contents, contentId);
    return true;
  }

  private async moveComment(id: number, to: Status, from: readonly Status[]): Promise<boolean> {
    const current = await this.comments
      .findOne({ _id: id, removed: false }, { authorId: 1, contentId: 1, moderationStatus: 1 })
      .lean();
    const status = current?.moderationStatus ?? null;
    if (!current || !from.includes(status)) return false;
    const event = newEvent(CommentModeratedV1, 'content', current.contentId, {
      commentId: id,
      contentId: current.contentId,
      authorId: current.authorId,
      status: to ?? 'visible',
      changedAt: new Date().toISOString(),
    });
    // Hidden and removed both leave the count; only a move across visible changes it.
    const delta = status === null && to !== null ? -1 : status !== null && to === null ? 1 : 0;
    const update =
      delta === 0
        ? { $set: { moderationStatus: to } }
        : { $set: { moderationStatus: to, changedAt: new Date() }, $inc: { unapplied: 1 } };
    const result = await this.comments.updateOne(
      { _id: id, removed: false, moderationStatus: status },
      withEvents<CommentDocument>(update, [event]),
    );
    if (result.matchedCount === 0) return false;
    this.relay.nudge(this.comments, id);
    if (delta !== 0) await this.counts.applyComment(current.contentId, id, delta);
    return true;
  }
}

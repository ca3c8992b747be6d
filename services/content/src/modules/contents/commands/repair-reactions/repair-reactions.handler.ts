import { Inject, Injectable } from '@nestjs/common';
import { CommentModel } from '../../persistence/comment.schema';
import { ContentModel } from '../../persistence/content.schema';
import { LikeModel } from '../../persistence/like.schema';
import { ReactionCounts, SETTLE_MS } from '../count-reactions/reaction-counts';

/** The comments and likes of a deleted content, except rows whose events are not relayed yet (the repair takes those later). */
export async function removeReactionsOf(
  contentId: number,
  comments: CommentModel,
  likes: LikeModel,
): Promise<void> {
  await Promise.all([
    comments.deleteMany({ contentId, outboxPending: false }),
    likes.deleteMany({ contentId, outboxPending: false }),
  ]);
}

/**
 * Finishes what a crash left behind: rows whose change was not applied to the count within SETTLE_MS get their
 * content recounted and their marker cleared; removed comments are purged once applied and relayed; deleted
 * contents lose their remaining comments and likes (each once its own events are out) and are purged once
 * content.content.deleted is out.
 */
@Injectable()
export class RepairReactionsHandler {
  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    @Inject(LikeModel) private readonly likes: LikeModel,
    @Inject(CommentModel) private readonly comments: CommentModel,
    private readonly counts: ReactionCounts,
  ) {}

  /** One batch; true when it found something to finish. */
  async execute(now: Date): Promise<boolean> {
    const stale = { unapplied: { $gt: 0 }, changedAt: { $lt: new Date(now.getTime() - SETTLE_MS) } };
    const likes = await this.likes.find(stale, { contentId: 1, toggles: 1 }).limit(500).lean();
    for (const like of likes) {
      if (!(await this.counts.recountLikes(like.contentId, now))) continue;
      await this.likes.updateOne({ _id: like._id, toggles: like.toggles }, { $set: { unapplied: 0 } });
    }
    const comments = await this.comments.find(stale, { contentId: 1, changedAt: 1 }).limit(500).lean();
    for (const comment of comments) {
      if (!(await this.counts.recountComments(comment.contentId, now))) continue;
      await this.comments.updateOne(
        { _id: comment._id, changedAt: comment.changedAt },
        { $set: { unapplied: 0 } },
      );
    }
    const purged = await this.comments.deleteMany({ removed: true, unapplied: 0, outboxPending: false });
    const deleted = await this.contents
      // isPublished, not deletedAt, selects them: an equality the database answers from an index.
      .find({ isPublished: false, deletedAt: { $ne: null } }, { outboxPending: 1 })
      .limit(500)
      .lean();
    for (const content of deleted) {
      await removeReactionsOf(content._id, this.comments, this.likes);
      if (!content.outboxPending) await this.contents.deleteOne({ _id: content._id, outboxPending: false });
    }
    return likes.length + comments.length + deleted.length + purged.deletedCount > 0;
  }
}

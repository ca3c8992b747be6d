import { LOGGER, RepeatingPass } from '@docnet/platform';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { CommentModel } from '../../persistence/comment.schema';
import { ContentViewModel } from '../../persistence/content-view.schema';
import { ContentModel } from '../../persistence/content.schema';
import { LikeModel } from '../../persistence/like.schema';
import { ReactionCounts, SETTLE_MS } from './reaction-counts';

/** The comments and likes of a deleted content, except rows whose events are not relayed yet (the reconciler takes those later). */
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

const PASS_EVERY_MS = 5_000;

/**
 * Finishes what a crash left behind, at start and then every few seconds: rows whose change was not
 * applied to the count within SETTLE_MS get their content recounted and their marker cleared; removed
 * comments are purged once applied and relayed; deleted contents lose their view records and remaining comments and likes (each once its own
 * events are out) and are purged once content.content.deleted is out.
 */
@Injectable()
export class ReactionsReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly repeating: RepeatingPass;

  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    @Inject(LikeModel) private readonly likes: LikeModel,
    @Inject(CommentModel) private readonly comments: CommentModel,
    @Inject(ContentViewModel) private readonly views: ContentViewModel,
    private readonly counts: ReactionCounts,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.repeating = new RepeatingPass({ name: 'reactions reconciliation', everyMs: PASS_EVERY_MS, logger, run: () => this.pass() });
  }

  onApplicationBootstrap(): void {
    this.repeating.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.repeating.stop();
  }

  async pass(now = new Date()): Promise<void> {
    const stale = { unapplied: { $gt: 0 }, changedAt: { $lt: new Date(now.getTime() - SETTLE_MS) } };
    for (const like of await this.likes.find(stale, { contentId: 1, toggles: 1 }).limit(500).lean()) {
      if (!(await this.counts.recountLikes(like.contentId, now))) continue;
      await this.likes.updateOne({ _id: like._id, toggles: like.toggles }, { $set: { unapplied: 0 } });
    }
    for (const comment of await this.comments.find(stale, { contentId: 1, changedAt: 1 }).limit(500).lean()) {
      if (!(await this.counts.recountComments(comment.contentId, now))) continue;
      await this.comments.updateOne(
        { _id: comment._id, changedAt: comment.changedAt },
        { $set: { unapplied: 0 } },
      );
    }
    await this.comments.deleteMany({ removed: true, unapplied: 0, outboxPending: false });
    for (const content of await this.contents
      // isPublished, not deletedAt, selects them: an equality the database answers from an index.
      .find({ isPublished: false, deletedAt: { $ne: null } }, { outboxPending: 1 })
      .limit(500)
      .lean()) {
      await Promise.all([
        removeReactionsOf(content._id, this.comments, this.likes),
        this.views.deleteMany({ contentId: content._id }),
      ]);
      if (!content.outboxPending) await this.contents.deleteOne({ _id: content._id, outboxPending: false });
    }
  }
}

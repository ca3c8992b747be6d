import { Inject, Injectable } from '@nestjs/common';
import type { FilterQuery, Model } from 'mongoose';
import { CommentModel } from '../../persistence/comment.schema';
import { ContentModel, type ContentDocument } from '../../persistence/content.schema';
import { LikeModel } from '../../persistence/like.schema';
import { UpdateContentFeedHandler } from '../update-content-feed/update-content-feed.handler';

/** A change still unapplied after this long is taken for one whose request died; the reconciler recounts. */
export const SETTLE_MS = 60_000;

type CountField = 'likesCount' | 'commentsCount';

/** The rows behind a count: a like or comment row with its own `unapplied` marker. */
interface CountedRows {
  model: Model<any>;
  field: CountField;
  /** The rows the count counts. */
  counted: (contentId: number) => FilterQuery<unknown>;
}

/**
 * likesCount and commentsCount stay exact under concurrent requests and crash-safe, without transactions:
 *
 * 1. A request changes its row in one single-document write that also records the event (outbox) and
 *    raises the row's `unapplied` marker. The write only matches the opposite state (a like row that
 *    is not liked, a comment that is not removed), so exactly one request wins each change.
 * 2. The winner applies its ±1 with `$inc` on the content (which also raises `countsRevision`) and
 *    3. lowers the row's marker again. Each change is applied once, by its winner: exact under any concurrency.
 *
 * A crash between 1 and 3 leaves `unapplied > 0` on the row. The reconciler then recounts the content
 * from the rows (`recount`) and clears the markers; see there why that recount cannot double count.
 */
@Injectable()
export class ReactionCounts {
  private readonly likeRows: CountedRows;
  private readonly commentRows: CountedRows;

  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    @Inject(LikeModel) likes: LikeModel,
    @Inject(CommentModel) comments: CommentModel,
    private readonly feed: UpdateContentFeedHandler,
  ) {
    this.likeRows = {
      model: likes,
      field: 'likesCount',
      counted: (contentId) => ({ contentId, liked: true }),
    };
    this.commentRows = {
      model: comments,
      field: 'commentsCount',
      // A comment hidden or removed by moderation does not count; see ModerateItemHandler.
      counted: (contentId) => ({ contentId, removed: false, moderationStatus: null }),
    };
  }

  /** Step 2 and 3 for a like row flipped by this request; answers the count after it. */
  applyLike(contentId: number, rowId: unknown, delta: 1 | -1): Promise<number> {
    return this.apply(this.likeRows, contentId, rowId, delta);
  }

  applyComment(contentId: number, commentId: number, delta: 1 | -1): Promise<number> {
    return this.apply(this.commentRows, contentId, commentId, delta);
  }

  recountLikes(contentId: number, now?: Date): Promise<boolean> {
    return this.recount(this.likeRows, contentId, now);
  }

  recountComments(contentId: number, now?: Date): Promise<boolean> {
    return this.recount(this.commentRows, contentId, now);
  }

  private async apply(
    { model, field }: CountedRows,
    contentId: number,
    rowId: unknown,
    delta: 1 | -1,
  ): Promise<number> {
    // The guard keeps a count at 0 even if a row was ever applied twice; with the rules above it never is.
    const filter: FilterQuery<ContentDocument> =
      delta < 0 ? { _id: contentId, [field]: { $gt: 0 } } : { _id: contentId };
    const content = await this.contents
      .findOneAndUpdate(filter, { $inc: { [field]: delta, countsRevision: 1 } }, { new: true })
      .lean<ContentDocument>();
    await this.feed.written(content);
    await model.updateOne({ _id: rowId, unapplied: { $gt: 0 } }, { $inc: { unapplied: -1 } });
    return content?.[field] ?? 0;
  }

  /**
   * Sets the count from the rows, unless a change may be in flight. Ordered so it cannot double count a
   * live change: the revision is read first, the rows counted, then any recently changed row still
   * unapplied aborts (its request may yet $inc), and the write only lands if no $inc landed since the
   * revision was read. A change made after the count is then either applied by its own $inc after this
   * write, or its $inc moved the revision and this write is refused. False when it did not write.
   */
  private async recount(
    { model, field, counted }: CountedRows,
    contentId: number,
    now = new Date(),
  ): Promise<boolean> {
    const content = await this.contents.findById(contentId, { countsRevision: 1 }).lean<ContentDocument>();
    if (!content) return true;
    const value = await model.countDocuments(counted(contentId));
    const inFlight = await model.exists({
      contentId,
      unapplied: { $gt: 0 },
      changedAt: { $gte: new Date(now.getTime() - SETTLE_MS) },
    });
    if (inFlight) return false;
    const result = await this.contents.updateOne(
      { _id: contentId, countsRevision: content.countsRevision },
      { $set: { [field]: value }, $inc: { countsRevision: 1 } },
    );
    if (result.matchedCount !== 1) return false;
    await this.feed.refresh(contentId);
    return true;
  }
}

import { LikeAddedV1, LikeRemovedV1, type LikeChange } from '@docnet/contracts';
import { insertOnce, newEvent, OutboxRelay, withEvents, withNewEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { LikeModel, type LikeDocument } from '../../persistence/like.schema';
import { LiveContents } from '../../persistence/live-contents';
import { ReactionCounts } from '../count-reactions/reaction-counts';
import { UpdateContentFeedHandler } from '../update-content-feed/update-content-feed.handler';

/**
 * Like and unlike, idempotent per member: the member's one row (unique per content and member) is
 * flipped by a write that only matches the opposite state and carries its event, so a repeated or
 * concurrent duplicate request changes nothing; the request whose flip landed applies it to likesCount.
 */
@Injectable()
export class ToggleLikeHandler {
  constructor(
    @Inject(LikeModel) private readonly likes: LikeModel,
    private readonly live: LiveContents,
    private readonly counts: ReactionCounts,
    private readonly relay: OutboxRelay,
    private readonly feed: UpdateContentFeedHandler,
  ) {}

  async like(contentId: number, memberId: number): Promise<LikeChange> {
    const content = await this.live.find(contentId, memberId);
    const likedAt = new Date();
    const event = newEvent(LikeAddedV1, 'content', likeKey(contentId, memberId), {
      contentId,
      contentAuthorId: content.authorId,
      memberId,
      likedAt: likedAt.toISOString(),
    });
    const written = {
      _id: new Types.ObjectId(),
      contentId,
      memberId,
      liked: true,
      toggles: 1,
      unapplied: 1,
      changedAt: likedAt,
      ...withNewEvents([event]),
    };
    if (await insertOnce(() => this.likes.create(written))) {
      this.relay.nudgeInserted(this.likes, written);
      return { hasLiked: true, likesCount: await this.flipped(contentId, memberId, written, true) };
    }
    // The member's row exists (liked before, then unliked, or liked by a concurrent request): flip it.
    const row = await this.flip(contentId, memberId, true, likedAt, event);
    if (!row) return { hasLiked: true, likesCount: content.likesCount };
    this.relay.nudge(this.likes, row._id);
    return { hasLiked: true, likesCount: await this.flipped(contentId, memberId, row, true) };
  }

  async unlike(contentId: number, memberId: number): Promise<LikeChange> {
    const content = await this.live.find(contentId, memberId);
    const removedAt = new Date();
    const event = newEvent(LikeRemovedV1, 'content', likeKey(contentId, memberId), {
      contentId,
      memberId,
      removedAt: removedAt.toISOString(),
    });
    const row = await this.flip(contentId, memberId, false, removedAt, event);
    if (!row) return { hasLiked: false, likesCount: content.likesCount };
    this.relay.nudge(this.likes, row._id);
    return { hasLiked: false, likesCount: await this.flipped(contentId, memberId, row, false) };
  }

  /** After a flip that landed (its event handed to the relay): the member's like on the feed, the count applied. */
  private async flipped(contentId: number, memberId: number, row: FlippedRow, liked: boolean): Promise<number> {
    await this.feed.liked({ contentId, memberId, toggles: row.toggles, liked });
    return this.counts.applyLike(contentId, row._id, liked ? 1 : -1);
  }

  /** Flips the row to `liked` when it is in the other state; undefined when it already was (or there is none). */
  private async flip(
    contentId: number,
    memberId: number,
    liked: boolean,
    changedAt: Date,
    event: ReturnType<typeof newEvent>,
  ): Promise<FlippedRow | undefined> {
    // findOneAndUpdate without a projection: FerretDB's findAndModify has none.
    const row = await this.likes
      .findOneAndUpdate(
        { contentId, memberId, liked: !liked },
        withEvents<LikeDocument>({ $set: { liked, changedAt }, $inc: { toggles: 1, unapplied: 1 } }, [event]),
        { new: true },
      )
      .lean();
    return row ?? undefined;
  }
}

type FlippedRow = Pick<LikeDocument, 'toggles'> & { _id: Types.ObjectId };

/** Keys a member's likes of one content, so their order is kept on the topic. */
function likeKey(contentId: number, memberId: number): string {
  return `${contentId}:${memberId}`;
}

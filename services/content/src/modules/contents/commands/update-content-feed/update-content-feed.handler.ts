import { LOGGER, ReadModelBuilder, saveInBatches } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { ContentFeed } from '../../domain/content-feed.port';
import type { MemberLike, StoredContent } from '../../domain/stored-content';
import { LikeModel } from '../../persistence/like.schema';
import { ContentModel, withoutOutbox } from '../../persistence/content.schema';

const BATCH = 500;
/** What the feed keeps of a like row. */
const LIKE_FIELDS = { _id: 0, contentId: 1, memberId: 1, toggles: 1, liked: 1 } as const;

/**
 * Keeps the home feed (ADR 3) from the contents (the truth; the rebuild is the only scan of them): each
 * command saves what it wrote right after writing it (so the author sees their post at once; a failure is
 * logged, never the member's), the service's own content events save the content again as stored (so a
 * crash between a write and its save is repaired), and the model is built at start, whenever a read finds
 * it missing and on demand (`npm run rebuild-read-models -w services/content`).
 */
@Injectable()
export class UpdateContentFeedHandler extends ReadModelBuilder {
  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    @Inject(LikeModel) private readonly likes: LikeModel,
    private readonly feed: ContentFeed,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super({ name: 'The feed', claims: feed, logger });
  }

  /** After a command's write: the content as written. */
  async written(content: StoredContent | null | undefined): Promise<void> {
    if (!content) return;
    await this.feed
      .save([content])
      .catch((error: unknown) => this.logger.warn({ err: error, contentId: content._id }, 'feed not updated; its event will'));
  }

  /** After a like or an unlike: the member's like as its row stands. */
  async liked(like: MemberLike): Promise<void> {
    await this.feed
      .saveLikes([like])
      .catch((error: unknown) => this.logger.warn({ err: error, contentId: like.contentId }, 'like not saved on the feed; its event will'));
  }

  /** Saves the content as stored now (the events' repair); a purged content is gone already. */
  async refresh(contentId: number): Promise<void> {
    const content = await this.contents.findById(contentId, withoutOutbox).lean<StoredContent>();
    if (content) await this.feed.save([content]);
  }

  /** Saves the content and the member's like as stored now (the like events' repair). */
  async refreshLike(contentId: number, memberId: number): Promise<void> {
    await this.refresh(contentId);
    const like = await this.likes.findOne({ contentId, memberId }, LIKE_FIELDS).lean<MemberLike>();
    if (like) await this.feed.saveLikes([like]);
  }

  /** The contents first, then the likes (a like of a content not saved yet would be kept for a deleted one). */
  protected async fill(keepClaim: () => Promise<void>): Promise<number> {
    const contents = this.contents.find({}, withoutOutbox).lean<StoredContent[]>().cursor({ batchSize: BATCH });
    const saved = await saveInBatches(contents, (batch) => this.feed.save(batch, { rebuilding: true }), keepClaim, BATCH);
    const likes = this.likes.find({}, LIKE_FIELDS).lean<MemberLike[]>().cursor({ batchSize: BATCH });
    return saved + (await saveInBatches(likes, (batch) => this.feed.saveLikes(batch, { rebuilding: true }), keepClaim, BATCH));
  }
}

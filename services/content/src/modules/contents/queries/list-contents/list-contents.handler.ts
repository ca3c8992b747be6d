import { CONTENT_LIST_MAX_LIMIT, type ContentListQuery, type ContentListResponse } from '@docnet/contracts';
import { LOGGER, MemberCards, SequenceGenerator } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { FilterQuery } from 'mongoose';
import type { Logger } from 'pino';
import { UpdateContentFeedHandler } from '../../commands/update-content-feed/update-content-feed.handler';
import { ContentFeed } from '../../domain/content-feed.port';
import { ContentTallies } from '../../persistence/content-tallies';
import type { StoredContent } from '../../domain/stored-content';
import { toContent } from '../../persistence/content.mapper';
import { ContentModel, withoutOutbox, type ContentDocument } from '../../persistence/content.schema';
import { LikeModel } from '../../persistence/like.schema';

/** Ids read per query while walking back from the newest; the first read is sized to the page. */
const MAX_ID_BATCH = 1000;

const newestFirst = (a: StoredContent, b: StoredContent): number =>
  b.publishedAt.getTime() - a.publishedAt.getTime() || b._id - a._id;

/**
 * GET contents: newest first, filtered by type, author and tag (exact, as the badges show it).
 *
 * The feed without an author or tag is every member's home page, and an author's list their profile's Posts
 * tab: both are read from the feed's read model (ADR 3), a page and its total without a query. While Redis cannot be reached it is read from the
 * database without sorting the whole collection: contents are numbered as they are published, so the
 * newest are the highest ids; it reads ids back from the last one handed out, in batches, until the page is
 * filled, and takes the total from the kept tallies. By tag (or author and type) the indexed filter is narrow
 * enough to query directly. For a member, each content says whether they like it, read for the whole page at once.
 *
 * Contents hidden pending review or removed by a moderator are in no list (the read model drops them); an author
 * reading their own list (their Posts tab) also gets their hidden ones, flagged, so while they have any it is read
 * from the database.
 */
@Injectable()
export class ListContentsHandler {
  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    @Inject(LikeModel) private readonly likes: LikeModel,
    private readonly sequences: SequenceGenerator,
    private readonly tallies: ContentTallies,
    private readonly cards: MemberCards,
    private readonly feed: ContentFeed,
    private readonly feedModel: UpdateContentFeedHandler,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(query: ContentListQuery, memberId?: number): Promise<ContentListResponse> {
    const offset = query.offset ?? 0;
    const limit = Math.min(query.limit ?? CONTENT_LIST_MAX_LIMIT, CONTENT_LIST_MAX_LIMIT);
    const own = memberId !== undefined && query.authorId === memberId;
    const [documents, total] = own ? await this.ownList(query, offset, limit) : await this.fromModelOrDatabase(query, offset, limit);
    const ids = documents.map((content) => content._id);
    const [cards, liked] = await Promise.all([
      this.cards.find([...new Set(documents.map((content) => content.authorId))]),
      memberId === undefined ? undefined : this.likedAmong(ids, memberId),
    ]);
    const contents = documents.map((content) => toContent(content, cards));
    if (liked) for (const content of contents) content.likedByMe = liked.has(content.id);
    return { contents, total };
  }

  /** An author's own list: from the read model unless some of their contents are hidden pending review. */
  private async ownList(query: ContentListQuery, offset: number, limit: number): Promise<[StoredContent[], number]> {
    const { authorId, contentType, tag } = query;
    if (authorId !== undefined && !contentType && !tag) {
      const page = await this.feedModel.read(() => this.feed.ownPage(authorId, offset, limit)).catch((error: unknown) => {
        this.logger.warn({ err: error }, 'own contents read from the database: the feed read model is unavailable');
        return null;
      });
      if (page) return [page.contents, page.total];
    }
    return this.filtered(query, offset, limit, true);
  }

  /**
   * The home feed (by type or not) and an author's contents come from the read model; from the database while
   * Redis cannot be reached, as does a list by tag or by author and type.
   */
  private async fromModelOrDatabase(query: ContentListQuery, offset: number, limit: number): Promise<[StoredContent[], number]> {
    const { authorId, contentType, tag } = query;
    if (tag || (authorId !== undefined && contentType)) return this.filtered(query, offset, limit);
    try {
      const { contents, total } = await this.feedModel.read(() =>
        authorId === undefined ? this.feed.page(contentType, offset, limit) : this.feed.authorPage(authorId, offset, limit),
      );
      return [contents, total];
    } catch (error) {
      this.logger.warn({ err: error }, 'contents read from the database: the feed read model is unavailable');
      if (authorId !== undefined) return this.filtered(query, offset, limit);
      return Promise.all([this.newest(query, offset, limit), this.tallies.live(contentType)]);
    }
  }

  /** The contents among `ids` the member likes: from the feed's read model, else in one database read. */
  private async likedAmong(ids: number[], memberId: number): Promise<Set<number>> {
    if (!ids.length) return new Set();
    try {
      return await this.feedModel.read(() => this.feed.likedAmong(ids, memberId));
    } catch (error) {
      this.logger.warn({ err: error }, 'likes read from the database: the feed read model is unavailable');
    }
    const rows = await this.likes.find({ contentId: { $in: ids }, memberId, liked: true }, { contentId: 1 }).lean();
    return new Set(rows.map((row) => row.contentId));
  }

  private async newest(query: ContentListQuery, offset: number, limit: number): Promise<StoredContent[]> {
    const wanted = offset + limit;
    const found: StoredContent[] = [];
    let upper = await this.sequences.current('contents');
    let batch = Math.min(MAX_ID_BATCH, Math.max(2 * wanted, 20));
    while (upper >= 1 && found.length < wanted) {
      const lower = Math.max(1, upper - batch + 1);
      const filter: FilterQuery<ContentDocument> = {
        _id: { $in: Array.from({ length: upper - lower + 1 }, (_, index) => upper - index) },
        deletedAt: null,
        moderationStatus: null,
      };
      if (query.contentType) filter.contentType = query.contentType;
      found.push(...(await this.contents.find(filter, withoutOutbox).lean<StoredContent[]>()));
      upper = lower - 1;
      batch = Math.min(MAX_ID_BATCH, batch * 4);
    }
    return found.sort(newestFirst).slice(offset, wanted);
  }

  /** `withHidden`: the author's own list, where their contents hidden pending review show too. */
  private filtered(query: ContentListQuery, offset: number, limit: number, withHidden = false): Promise<[StoredContent[], number]> {
    const filter: FilterQuery<ContentDocument> = { deletedAt: null, moderationStatus: withHidden ? { $ne: 'removed' } : null };
    if (query.contentType) filter.contentType = query.contentType;
    if (query.authorId !== undefined) filter.authorId = query.authorId;
    if (query.tag) filter.tags = query.tag;
    return Promise.all([
      this.contents
        .find(filter, withoutOutbox)
        .sort({ publishedAt: -1, _id: -1 })
        .skip(offset)
        .limit(limit)
        .lean<StoredContent[]>(),
      this.contents.countDocuments(filter),
    ]);
  }
}

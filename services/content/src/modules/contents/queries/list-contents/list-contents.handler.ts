import { CONTENT_LIST_MAX_LIMIT, type ContentListQuery, type ContentListResponse } from '@docnet/contracts';
import { MemberCards } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { FilterQuery } from 'mongoose';
import { toContent, type StoredContent } from '../../persistence/content.mapper';
import { ContentModel, withoutOutbox, type ContentDocument } from '../../persistence/content.schema';

/** GET contents (part 2 §7): newest first, filtered by type, author and tag (exact, as the badges show it). */
@Injectable()
export class ListContentsHandler {
  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    private readonly cards: MemberCards,
  ) {}

  async execute(query: ContentListQuery): Promise<ContentListResponse> {
    const filter: FilterQuery<ContentDocument> = { deletedAt: null };
    if (query.contentType) filter.contentType = query.contentType;
    if (query.authorId !== undefined) filter.authorId = query.authorId;
    if (query.tag) filter.tags = query.tag;
    const [documents, total] = await Promise.all([
      this.contents
        .find(filter, withoutOutbox)
        .sort({ publishedAt: -1, _id: -1 })
        .skip(query.offset ?? 0)
        .limit(Math.min(query.limit ?? CONTENT_LIST_MAX_LIMIT, CONTENT_LIST_MAX_LIMIT))
        .lean<StoredContent[]>(),
      this.contents.countDocuments(filter),
    ]);
    const cards = await this.cards.find([...new Set(documents.map((content) => content.authorId))]);
    return { contents: documents.map((content) => toContent(content, cards)), total };
  }
}

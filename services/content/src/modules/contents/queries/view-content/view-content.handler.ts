import { ContentViewedV1, type Content } from '@docnet/contracts';
import { isDuplicateKey, MemberCards, newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { toContent, type StoredContent } from '../../persistence/content.mapper';
import { ContentModel, type ContentDocument } from '../../persistence/content.schema';
import { ContentViewModel } from '../../persistence/content-view.schema';
import { LiveContents } from '../../persistence/live-contents';
import { UpdateContentFeedHandler } from '../../commands/update-content-feed/update-content-feed.handler';

/**
 * One content. A member other than the author opening it counts a view, once per viewer per UTC day:
 * the unique (content, viewer, day) record is inserted first and only its first insert raises
 * viewCount, with content.content.viewed (the author's article views in profile) in that same write.
 * (A crash between the two writes loses that one view rather than counting it twice.)
 */
@Injectable()
export class ViewContentHandler {
  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    @Inject(ContentViewModel) private readonly views: ContentViewModel,
    private readonly live: LiveContents,
    private readonly cards: MemberCards,
    private readonly relay: OutboxRelay,
    private readonly feed: UpdateContentFeedHandler,
  ) {}

  async execute(id: number, viewerId?: number, now: Date = new Date()): Promise<Content> {
    let content = await this.live.find(id);
    if (
      viewerId !== undefined &&
      viewerId !== content.authorId &&
      (await this.firstViewToday(id, viewerId, now))
    ) {
      const event = newEvent(ContentViewedV1, 'content', id, {
        contentId: id,
        authorId: content.authorId,
        viewerId,
        viewedAt: now.toISOString(),
      });
      // The answer carries the pending events too (FerretDB's findAndModify has no projection); toContent picks its fields.
      const viewed = await this.contents
        .findOneAndUpdate(
          { _id: id, deletedAt: null },
          withEvents<ContentDocument>({ $inc: { viewCount: 1 } }, [event]),
          { new: true },
        )
        .lean<StoredContent>();
      if (viewed) {
        this.relay.nudge(this.contents, id);
        await this.feed.written(viewed);
        content = viewed;
      }
    }
    return toContent(content, await this.cards.find([content.authorId]));
  }

  private async firstViewToday(contentId: number, viewerId: number, now: Date): Promise<boolean> {
    try {
      await this.views.create({ contentId, viewerId, day: now.toISOString().slice(0, 10), viewedAt: now });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}

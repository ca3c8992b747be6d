import { ContentViewedV1 } from '@docnet/contracts';
import { isDuplicateKey, newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { UpdateContentFeedHandler } from '../update-content-feed/update-content-feed.handler';
import type { StoredContent } from '../../domain/stored-content';
import { ContentModel, type ContentDocument } from '../../persistence/content.schema';
import { ContentViewModel } from '../../persistence/content-view.schema';

/**
 * A member other than the author opened a content: a view counts once per viewer per UTC day. The unique
 * (content, viewer, day) record is inserted first and only its first insert raises viewCount, with
 * content.content.viewed (the author's article views in profile) in that same write. (A crash between the two
 * writes loses that one view rather than counting it twice.) Answers the content as it is now.
 */
@Injectable()
export class CountContentViewHandler {
  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    @Inject(ContentViewModel) private readonly views: ContentViewModel,
    private readonly relay: OutboxRelay,
    private readonly feed: UpdateContentFeedHandler,
  ) {}

  async execute(content: StoredContent, viewerId: number, now: Date = new Date()): Promise<StoredContent> {
    const id = content._id;
    if (viewerId === content.authorId || !(await this.firstViewToday(id, viewerId, now))) return content;
    const event = newEvent(ContentViewedV1, 'content', id, {
      contentId: id,
      authorId: content.authorId,
      viewerId,
      viewedAt: now.toISOString(),
    });
    // The answer carries the pending events too (FerretDB's findAndModify has no projection); toContent picks its fields.
    const viewed = await this.contents
      .findOneAndUpdate({ _id: id, deletedAt: null }, withEvents<ContentDocument>({ $inc: { viewCount: 1 } }, [event]), { new: true })
      .lean<StoredContent>();
    if (!viewed) return content;
    this.relay.nudge(this.contents, id);
    await this.feed.written(viewed);
    return viewed;
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

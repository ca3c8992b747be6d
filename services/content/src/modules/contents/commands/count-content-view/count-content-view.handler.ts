import { LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { UpdateContentFeedHandler } from '../update-content-feed/update-content-feed.handler';
import { ContentFeed } from '../../domain/content-feed.port';
import type { StoredContent } from '../../domain/stored-content';
import { LiveContents } from '../../persistence/live-contents';
import { CountedViews } from './counted-views';

/**
 * A member opens a content (404 when it is missing or deleted): read from the feed's read model, where a
 * viewer other than the author counts once per UTC day at once (so the answer shows their view); the
 * database gets the views in batches (held in CountedViews, written by the ContentViewsTally job). A content
 * the feed does not hold yet (its save failed and its event has not repaired it) or a feed that cannot be
 * reached is read from the database, without counting the view.
 */
@Injectable()
export class CountContentViewHandler {
  constructor(
    private readonly feed: ContentFeed,
    private readonly feedModel: UpdateContentFeedHandler,
    private readonly views: CountedViews,
    private readonly live: LiveContents,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(id: number, viewerId: number | undefined, now: Date = new Date()): Promise<StoredContent> {
    try {
      const opened = await this.feedModel.read(() => this.feed.open(id, viewerId, now));
      if (opened) {
        if (opened.counted) this.views.count(opened.content);
        return opened.content;
      }
    } catch (error) {
      this.logger.warn({ err: error, contentId: id }, 'content read from the database, its view not counted: the feed is unavailable');
    }
    return this.live.find(id, viewerId);
  }
}

import { ContentViewedV1 } from '@docnet/contracts';
import { BackgroundJob, LOGGER, newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { CONTENT_CONFIG, type ContentConfig } from '../../../config/content.env';
import { UpdateContentFeedHandler } from '../commands/update-content-feed/update-content-feed.handler';
import type { StoredContent } from '../domain/stored-content';
import { ContentModel, type ContentDocument } from '../persistence/content.schema';

/** The views of one content counted since the last write, and the latest of them. */
interface PendingViews {
  authorId: number;
  views: number;
  viewerId: number;
  viewedAt: Date;
}

/**
 * Content views, counted at once on the feed's read model (ContentFeed.open) and written to the contents
 * every CONTENT_VIEWS_FLUSH_MS: one `$inc` per content viewed, with one content.content.viewed standing for
 * its views, in the same write. Opening a content therefore never writes to the database nor sends an event
 * of its own. A clean stop writes what is left; a crash loses the views of at most the last interval (the
 * read model keeps showing them until the content is saved again): a statistic, not a balance.
 */
@Injectable()
export class ContentViewsTally extends BackgroundJob {
  private pending = new Map<number, PendingViews>();

  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    private readonly relay: OutboxRelay,
    private readonly feed: UpdateContentFeedHandler,
    @Inject(CONTENT_CONFIG) config: ContentConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super({ name: 'content views', everyMs: config.CONTENT_VIEWS_FLUSH_MS, logger });
  }

  /** One counted view of the content, written by the next pass. */
  count(content: Pick<StoredContent, '_id' | 'authorId'>, viewerId: number, viewedAt: Date): void {
    this.add(content._id, { authorId: content.authorId, views: 1, viewerId, viewedAt });
  }

  pass(): Promise<boolean> {
    return this.flush();
  }

  /** A clean stop writes what is left once the last pass is over. */
  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    await this.flush().catch((error: unknown) =>
      this.logger.error({ err: error, contents: this.pending.size }, 'content views not written at shutdown'),
    );
  }

  /** Writes the views counted so far; those of a failed write and after it wait for the next pass. */
  async flush(): Promise<boolean> {
    if (!this.pending.size) return false;
    const counted = [...this.pending];
    this.pending = new Map();
    for (const [index, [id, views]] of counted.entries()) {
      try {
        await this.write(id, views);
      } catch (error) {
        for (const [laterId, later] of counted.slice(index)) this.add(laterId, later);
        throw error;
      }
    }
    return true;
  }

  private async write(id: number, { authorId, views, viewerId, viewedAt }: PendingViews): Promise<void> {
    const event = newEvent(ContentViewedV1, 'content', id, { contentId: id, authorId, viewerId, viewedAt: viewedAt.toISOString(), views });
    // The answer carries the pending events too (FerretDB's findAndModify has no projection); the feed picks its fields.
    const viewed = await this.contents
      .findOneAndUpdate({ _id: id, deletedAt: null }, withEvents<ContentDocument>({ $inc: { viewCount: views } }, [event]), { new: true })
      .lean<StoredContent>();
    if (!viewed) return;
    this.relay.nudge(this.contents, id);
    await this.feed.written(viewed);
  }

  private add(id: number, views: PendingViews): void {
    const held = this.pending.get(id);
    this.pending.set(id, held ? { ...views, views: held.views + views.views } : views);
  }
}

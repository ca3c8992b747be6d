import { ContentViewsCountedV1, VIEW_BATCH_MAX_CONTENTS } from '@docnet/contracts';
import { BackgroundJob, LOGGER, newEvent, OutboxRelay, withNewEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { CONTENT_CONFIG, type ContentConfig } from '../../../config/content.env';
import type { StoredContent } from '../domain/stored-content';
import { ContentModel } from '../persistence/content.schema';
import { ViewBatchModel } from '../persistence/view-batch.schema';

/** The views of one content counted since the last write. */
interface PendingViews {
  authorId: number;
  views: number;
}

type Counted = [contentId: number, views: PendingViews][];

/**
 * Passes after a batch is recorded that delete the published batches: the relay publishes a batch within
 * milliseconds of its nudge, and one still pending after these (or left by a crash) goes with the next batch's.
 */
const CLEANUP_PASSES = 3;

/**
 * Content views, counted at once on the feed's read model (ContentFeed.open) and written every
 * CONTENT_VIEWS_FLUSH_MS in batches of up to VIEW_BATCH_MAX_CONTENTS contents: first the batch with its
 * `content.views.counted` event (one document, ADR 1; the profile service adds the views to the authors'
 * article views), then one bulk `$inc` of the contents' `viewCount`. Opening a content therefore writes
 * nothing to the database and sends no event of its own, however many contents are opened.
 *
 * A batch that could not be recorded is counted again at the next pass; contents whose `$inc` failed after
 * their batch was recorded get only the `$inc` again. A clean stop writes what is left; a crash loses the
 * views of at most the last interval (the read model keeps showing them): a statistic, not a balance.
 */
@Injectable()
export class ContentViewsTally extends BackgroundJob {
  private pending = new Map<number, PendingViews>();
  /** Views recorded in a batch whose `$inc` has not been applied yet. */
  private unapplied: Counted = [];
  /** Passes left that delete published batches (none while no view is counted: an idle pass touches no collection). */
  private cleanupPasses = 0;

  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    @Inject(ViewBatchModel) private readonly batches: ViewBatchModel,
    private readonly relay: OutboxRelay,
    @Inject(CONTENT_CONFIG) config: ContentConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super({ name: 'content views', everyMs: config.CONTENT_VIEWS_FLUSH_MS, logger });
  }

  /** One counted view of the content, written by the next pass. */
  count(content: Pick<StoredContent, '_id' | 'authorId'>): void {
    this.add(content._id, { authorId: content.authorId, views: 1 });
  }

  async pass(): Promise<boolean> {
    const wrote = await this.flush();
    if (this.cleanupPasses > 0) {
      this.cleanupPasses -= 1;
      // Published batches are done with; the relay's own sweep publishes any a crash left.
      await this.batches.deleteMany({ outboxPending: false });
    }
    return wrote;
  }

  /** A clean stop writes what is left once the last pass is over. */
  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    await this.flush().catch((error: unknown) =>
      this.logger.error({ err: error, contents: this.pending.size }, 'content views not written at shutdown'),
    );
  }

  /** Writes the views counted so far; answers whether there were any. */
  async flush(): Promise<boolean> {
    if (this.unapplied.length) await this.apply(this.unapplied.splice(0));
    if (!this.pending.size) return false;
    const counted: Counted = [...this.pending];
    this.pending = new Map();
    for (let start = 0; start < counted.length; start += VIEW_BATCH_MAX_CONTENTS) {
      const batch = counted.slice(start, start + VIEW_BATCH_MAX_CONTENTS);
      try {
        await this.record(batch);
      } catch (error) {
        for (const [id, views] of counted.slice(start)) this.add(id, views);
        throw error;
      }
      await this.apply(batch);
    }
    return true;
  }

  private async record(batch: Counted): Promise<void> {
    const id = randomUUID();
    const countedAt = new Date();
    const counts = batch.map(([contentId, { authorId, views }]) => ({ contentId, authorId, views }));
    const event = newEvent(ContentViewsCountedV1, 'content', id, { counts, countedAt: countedAt.toISOString() });
    await this.batches.create({ _id: id, countedAt, ...withNewEvents([event]) });
    this.relay.nudge(this.batches, id);
    this.cleanupPasses = CLEANUP_PASSES;
  }

  private async apply(batch: Counted): Promise<void> {
    try {
      await this.contents.bulkWrite(
        batch.map(([_id, { views }]) => ({ updateOne: { filter: { _id, deletedAt: null }, update: { $inc: { viewCount: views } } } })),
        { ordered: false },
      );
    } catch (error) {
      this.unapplied.push(...batch);
      throw error;
    }
  }

  private add(id: number, views: PendingViews): void {
    const held = this.pending.get(id);
    this.pending.set(id, held ? { ...views, views: held.views + views.views } : views);
  }
}

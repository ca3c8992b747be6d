import { VIEW_BATCH_MAX_CONTENTS } from '@docnet/contracts';
import { BackgroundJob, LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { CONTENT_CONFIG, type ContentConfig } from '../../../config/content.env';
import { CountedViews, type Counted } from '../commands/count-content-view/counted-views';
import { RecordContentViewsHandler, type ContentViews } from '../commands/record-content-views/record-content-views.handler';

/**
 * Passes after a batch is recorded that delete the published batches: the relay publishes a batch within
 * milliseconds of its nudge, and one still pending after these (or left by a crash) goes with the next batch's.
 */
const CLEANUP_PASSES = 3;

/**
 * Content views, counted at once on the feed's read model (ContentFeed.open), held in memory (CountedViews)
 * and written every CONTENT_VIEWS_FLUSH_MS in batches of up to VIEW_BATCH_MAX_CONTENTS contents (RecordContentViewsHandler):
 * first the batch with its `content.views.counted` event (one document, ADR 1; the profile service adds the
 * views to the authors' article views), then one bulk `$inc` of the contents' `viewCount`. Opening a content
 * therefore writes nothing to the database and sends no event of its own, however many contents are opened.
 *
 * A batch that could not be recorded is counted again at the next pass; contents whose `$inc` failed after
 * their batch was recorded get only the `$inc` again. A clean stop writes what is left; a crash loses the
 * views of at most the last interval (the read model keeps showing them): a statistic, not a balance.
 */
@Injectable()
export class ContentViewsTally extends BackgroundJob {
  /** Views recorded in a batch whose `$inc` has not been applied yet. */
  private unapplied: Counted = [];
  /** Passes left that delete published batches (none while no view is counted: an idle pass touches no collection). */
  private cleanupPasses = 0;

  constructor(
    private readonly counted: CountedViews,
    private readonly views: RecordContentViewsHandler,
    @Inject(CONTENT_CONFIG) config: ContentConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super({ name: 'content views', everyMs: config.CONTENT_VIEWS_FLUSH_MS, logger });
  }

  async pass(): Promise<boolean> {
    const wrote = await this.flush();
    if (this.cleanupPasses > 0) {
      this.cleanupPasses -= 1;
      await this.views.forgetPublished();
    }
    return wrote;
  }

  /** A clean stop writes what is left once the last pass is over. */
  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    await this.flush().catch((error: unknown) =>
      this.logger.error({ err: error, contents: this.counted.size }, 'content views not written at shutdown'),
    );
  }

  /** Writes the views counted so far; answers whether there were any. */
  async flush(): Promise<boolean> {
    if (this.unapplied.length) await this.apply(this.unapplied.splice(0));
    if (!this.counted.size) return false;
    const counted = this.counted.take();
    for (let start = 0; start < counted.length; start += VIEW_BATCH_MAX_CONTENTS) {
      const batch = counted.slice(start, start + VIEW_BATCH_MAX_CONTENTS);
      try {
        await this.record(batch);
      } catch (error) {
        this.counted.putBack(counted.slice(start));
        throw error;
      }
      await this.apply(batch);
    }
    return true;
  }

  private async record(batch: Counted): Promise<void> {
    await this.views.record(countsOf(batch));
    this.cleanupPasses = CLEANUP_PASSES;
  }

  private async apply(batch: Counted): Promise<void> {
    try {
      await this.views.apply(countsOf(batch));
    } catch (error) {
      this.unapplied.push(...batch);
      throw error;
    }
  }
}

const countsOf = (batch: Counted): ContentViews[] => batch.map(([contentId, { authorId, views }]) => ({ contentId, authorId, views }));

import { ContentViewsCountedV1 } from '@docnet/contracts';
import { newEvent, OutboxRelay, withNewEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ContentModel } from '../../persistence/content.schema';
import { ViewBatchModel } from '../../persistence/view-batch.schema';

/** The views counted on one content since the last write. */
export interface ContentViews {
  contentId: number;
  authorId: number;
  views: number;
}

/**
 * Writes a batch of counted content views (ContentViewsTally) in two steps: `record` stores the batch with its
 * `content.views.counted` event (one document, ADR 1; the profile service adds the views to the authors' article
 * views), `apply` adds them to the contents' `viewCount` in one bulk `$inc`.
 */
@Injectable()
export class RecordContentViewsHandler {
  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    @Inject(ViewBatchModel) private readonly batches: ViewBatchModel,
    private readonly relay: OutboxRelay,
  ) {}

  async record(counts: readonly ContentViews[]): Promise<void> {
    const id = randomUUID();
    const countedAt = new Date();
    const event = newEvent(ContentViewsCountedV1, 'content', id, { counts: [...counts], countedAt: countedAt.toISOString() });
    await this.batches.create({ _id: id, countedAt, ...withNewEvents([event]) });
    this.relay.nudge(this.batches, id);
  }

  async apply(counts: readonly ContentViews[]): Promise<void> {
    await this.contents.bulkWrite(
      counts.map(({ contentId, views }) => ({ updateOne: { filter: { _id: contentId, deletedAt: null }, update: { $inc: { viewCount: views } } } })),
      { ordered: false },
    );
  }

  /** Deletes the batches whose event is published; the relay's own sweep publishes any a crash left. */
  async forgetPublished(): Promise<void> {
    await this.batches.deleteMany({ outboxPending: false });
  }
}

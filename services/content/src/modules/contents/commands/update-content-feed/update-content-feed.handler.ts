import { LOGGER, ReadModelRebuild, saveInBatches } from '@docnet/platform';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { ContentFeed } from '../../domain/content-feed.port';
import type { StoredContent } from '../../domain/stored-content';
import { ContentModel, withoutOutbox } from '../../persistence/content.schema';

const BATCH = 500;

/**
 * Keeps the home feed (ADR 3) from the contents (the truth; the rebuild is the only scan of them): each
 * command saves what it wrote right after writing it (so the author sees their post at once; a failure is
 * logged, never the member's), the service's own content events save the content again as stored (so a
 * crash between a write and its save is repaired), and the model is built at start, whenever a read finds
 * it missing and on demand (`npm run rebuild-read-models -w services/content`).
 */
@Injectable()
export class UpdateContentFeedHandler implements OnApplicationBootstrap {
  private readonly rebuild: ReadModelRebuild;

  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    private readonly feed: ContentFeed,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.rebuild = new ReadModelRebuild({ name: 'The feed', claims: feed, fill: (keepClaim) => this.fill(keepClaim), logger });
  }

  async onApplicationBootstrap(): Promise<void> {
    // The feed falls back to the database without the model: an unreachable Redis must not keep the service from starting.
    await this.rebuild.ensureComplete().catch((error: unknown) => this.logger.warn({ err: error }, 'feed read model not built at start'));
  }

  /** After a command's write: the content as written. */
  async written(content: StoredContent | null | undefined): Promise<void> {
    if (!content) return;
    await this.feed
      .save([content])
      .catch((error: unknown) => this.logger.warn({ err: error, contentId: content._id }, 'feed not updated; its event will'));
  }

  /** Saves the content as stored now (the events' repair); a purged content is gone already. */
  async refresh(contentId: number): Promise<void> {
    const content = await this.contents.findById(contentId, withoutOutbox).lean<StoredContent>();
    if (content) await this.feed.save([content]);
  }

  read<T>(answer: () => Promise<T>): Promise<T> {
    return this.rebuild.read(answer);
  }

  execute(): Promise<number> {
    return this.rebuild.execute();
  }

  private fill(keepClaim: () => Promise<void>): Promise<number> {
    const contents = this.contents.find({}, withoutOutbox).lean<StoredContent[]>().cursor({ batchSize: BATCH });
    return saveInBatches(contents, (batch) => this.feed.save(batch, { rebuilding: true }), keepClaim, BATCH);
  }
}

import { setTimeout as delay } from 'node:timers/promises';
import { LOGGER } from '@docnet/platform';
import { Inject, Injectable, ServiceUnavailableException, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { SearchIndex } from '../../domain/search-index.port';
import { searchableOf } from '../../domain/search-keys';
import { ProfileModel, type ProfileDocument } from '../../persistence/profile.schema';
import { searchRecordProjection } from '../../persistence/search-record.projection';

/** How long a rebuild's claim lasts without being extended (a crashed rebuild frees it after this). */
const HOLD_MS = 30_000;
/** How long a search waits for a missing index before answering 503. */
const WAIT_MS = 60_000;
const BATCH = 200;
const POLL_MS = 200;

/**
 * Builds doctor search's index from the profiles (the source of truth; the only scan of them): at
 * start and whenever a search finds it incomplete (Redis restarted empty), one replica at a time, and
 * on demand (`npm run rebuild-read-models -w services/profile`). Entries go through the same
 * compare-and-set as the incremental updates, so updates made during a rebuild are never undone.
 */
@Injectable()
export class RebuildSearchIndexHandler implements OnApplicationBootstrap {
  private completing?: Promise<void>;

  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    private readonly index: SearchIndex,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Profiles are served without search: an unreachable Redis must not keep the service from starting.
    await this.ensureComplete().catch((error: unknown) => this.logger.warn({ err: error }, 'doctor search index not built at start'));
  }

  /** Resolves once the index is complete, rebuilding it here or waiting for the replica that does. */
  ensureComplete(): Promise<void> {
    this.completing ??= this.completeWhenMissing().finally(() => (this.completing = undefined));
    return this.completing;
  }

  /** Rebuilds now (after a rebuild another replica has in progress), over the index as it is. */
  async execute(): Promise<number> {
    for (;;) {
      const claim = await this.index.claimRebuild(HOLD_MS);
      if (claim) return (await this.rebuildWith(claim)) ?? this.execute();
      await delay(POLL_MS);
    }
  }

  private async completeWhenMissing(): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    while (!(await this.index.isComplete())) {
      if (Date.now() > deadline) throw new ServiceUnavailableException('Doctor search is being rebuilt. Please try again shortly.');
      const claim = await this.index.claimRebuild(HOLD_MS);
      if (claim) await this.rebuildWith(claim);
      else await delay(POLL_MS);
    }
  }

  /** The number of profiles indexed, or undefined when the store was emptied meanwhile. */
  private async rebuildWith(claim: string): Promise<number | undefined> {
    const started = Date.now();
    let indexed = 0;
    let complete = false;
    try {
      let batch: ProfileDocument[] = [];
      const flush = async () => {
        await this.index.save(batch.map(searchableOf), { rebuilding: true });
        await this.index.extendRebuild(claim, HOLD_MS);
        indexed += batch.length;
        batch = [];
      };
      for await (const profile of this.profiles.find({}, searchRecordProjection).lean<ProfileDocument[]>().cursor({ batchSize: 500 })) {
        batch.push(profile);
        if (batch.length === BATCH) await flush();
      }
      await flush();
      complete = true;
    } finally {
      complete = await this.index.finishRebuild(claim, complete);
    }
    if (!complete) {
      this.logger.warn({ profiles: indexed }, 'doctor search index emptied during its rebuild; rebuilding again');
      return undefined;
    }
    this.logger.info({ profiles: indexed, ms: Date.now() - started }, 'doctor search index rebuilt');
    return indexed;
  }
}

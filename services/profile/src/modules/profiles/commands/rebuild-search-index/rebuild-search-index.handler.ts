import { LOGGER, ReadModelRebuild, saveInBatches } from '@docnet/platform';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { SearchIndex } from '../../domain/search-index.port';
import { searchableOf } from '../../domain/search-keys';
import { ProfileModel, type ProfileDocument } from '../../persistence/profile.schema';
import { searchRecordProjection } from '../../persistence/search-record.projection';

const BATCH = 200;

/**
 * Builds doctor search's index from the profiles (the source of truth; the only scan of them) with the
 * platform's ReadModelRebuild: at start and whenever a search finds it incomplete (Redis restarted
 * empty), one replica at a time, and on demand (`npm run rebuild-read-models -w services/profile`).
 * Entries go through the same compare-and-set as the incremental updates, so updates made during a
 * rebuild are never undone.
 */
@Injectable()
export class RebuildSearchIndexHandler implements OnApplicationBootstrap {
  private readonly rebuild: ReadModelRebuild;

  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    private readonly index: SearchIndex,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.rebuild = new ReadModelRebuild({ name: 'Doctor search', claims: index, fill: (keepClaim) => this.fill(keepClaim), logger });
  }

  async onApplicationBootstrap(): Promise<void> {
    // Profiles are served without search: an unreachable Redis must not keep the service from starting.
    await this.rebuild.ensureComplete().catch((error: unknown) => this.logger.warn({ err: error }, 'doctor search index not built at start'));
  }

  /** A search of the index, once more after a rebuild when it is missing; 503 while Redis cannot be reached. */
  read<T>(answer: () => Promise<T>): Promise<T> {
    return this.rebuild.read(answer);
  }

  /** Rebuilds now (after a rebuild another replica has in progress), over the index as it is. */
  execute(): Promise<number> {
    return this.rebuild.execute();
  }

  private fill(keepClaim: () => Promise<void>): Promise<number> {
    const profiles = this.profiles.find({}, searchRecordProjection).lean<ProfileDocument[]>().cursor({ batchSize: BATCH });
    return saveInBatches(profiles, (batch) => this.index.save(batch.map(searchableOf), { rebuilding: true }), keepClaim, BATCH);
  }
}

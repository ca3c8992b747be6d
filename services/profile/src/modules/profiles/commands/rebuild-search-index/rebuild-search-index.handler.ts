import { LOGGER, ReadModelBuilder, saveInBatches } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { SearchIndex } from '../../domain/search-index.port';
import { searchableOf } from '../../domain/search-keys';
import { ProfileModel, type ProfileDocument } from '../../persistence/profile.schema';
import { searchRecordProjection } from '../../persistence/search-record.projection';

const BATCH = 200;

/**
 * Builds doctor search's index from the profiles (the source of truth; the only scan of them) with the
 * platform's ReadModelBuilder: at start and whenever a search finds it incomplete (Redis restarted
 * empty), one replica at a time, and on demand (`npm run rebuild-read-models -w services/profile`).
 * Entries go through the same compare-and-set as the incremental updates, so updates made during a
 * rebuild are never undone.
 */
@Injectable()
export class RebuildSearchIndexHandler extends ReadModelBuilder {
  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    private readonly index: SearchIndex,
    @Inject(LOGGER) logger: Logger,
  ) {
    super({ name: 'Doctor search', claims: index, logger });
  }

  protected fill(keepClaim: () => Promise<void>): Promise<number> {
    const profiles = this.profiles.find({}, searchRecordProjection).lean<ProfileDocument[]>().cursor({ batchSize: BATCH });
    return saveInBatches(profiles, (batch) => this.index.save(batch.map(searchableOf), { rebuilding: true }), keepClaim, BATCH);
  }
}

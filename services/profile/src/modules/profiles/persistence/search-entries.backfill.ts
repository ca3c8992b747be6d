import { LOGGER } from '@docnet/platform';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { ProfileModel } from './profile.schema';
import { sameSearchEntry, SearchEntries, searchedFieldsProjection, searchEntryOf, type SearchedFields } from './search-entries';
import { SearchEntryModel, type SearchEntryDocument } from './search-entry.schema';

/**
 * At start, before the consumers and the API: every profile gets the search entry it should have.
 * Adds the entries of profiles stored before search entries existed (or written straight into the
 * database) and repairs one a crash left behind between a profile write and its entry; entries that
 * already match are not written again, so a second start writes nothing.
 */
@Injectable()
export class SearchEntriesBackfill implements OnApplicationBootstrap {
  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    @Inject(SearchEntryModel) private readonly stored: SearchEntryModel,
    private readonly entries: SearchEntries,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const [profiles, stored] = await Promise.all([
      this.profiles.find({}, searchedFieldsProjection).lean<SearchedFields[]>(),
      this.stored.find({}).lean<SearchEntryDocument[]>(),
    ]);
    const storedById = new Map(stored.map((entry) => [entry._id, entry]));
    let written = 0;
    for (const profile of profiles) {
      const entry = searchEntryOf(profile);
      const current = storedById.get(entry._id);
      if (current && sameSearchEntry(current, entry)) continue;
      await this.entries.save(entry);
      written += 1;
    }
    if (written) this.logger.info({ profiles: written }, 'search entries added or repaired');
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { searchKeysOf } from '../domain/search-keys';
import type { ProfileDocument } from './profile.schema';
import { SearchEntryModel, type SearchEntryDocument } from './search-entry.schema';

/** The profile fields a search entry is computed from. */
export type SearchedFields = Pick<ProfileDocument, '_id' | 'revision' | 'name' | 'specialty' | 'dentalSpecialties' | 'affiliation' | 'hospital' | 'privacy'>;

export const searchedFieldsProjection = { revision: 1, name: 1, specialty: 1, dentalSpecialties: 1, affiliation: 1, hospital: 1, privacy: 1 } as const;

/** The search entry of a profile: its search keys and whether the member may be found. */
export function searchEntryOf(profile: SearchedFields): SearchEntryDocument {
  return { _id: profile._id, revision: profile.revision, ...searchKeysOf(profile), visible: profile.privacy?.searchVisibility !== false };
}

/** Whether two entries answer searches alike (the revision aside). */
export function sameSearchEntry(a: SearchEntryDocument, b: SearchEntryDocument): boolean {
  return (
    a.name === b.name &&
    a.affiliation === b.affiliation &&
    a.visible === b.visible &&
    a.specialties.length === b.specialties.length &&
    a.specialties.every((specialty, index) => specialty === b.specialties[index])
  );
}

/**
 * Writes search entries after the profile write they follow (two writes: no transactions here; the
 * start-up pass of SearchEntriesBackfill repairs an entry a crash left behind).
 */
@Injectable()
export class SearchEntries {
  constructor(@Inject(SearchEntryModel) private readonly entries: SearchEntryModel) {}

  /** Stores the entry unless one from a later profile revision is there already. */
  async save(entry: SearchEntryDocument): Promise<void> {
    const { _id, ...fields } = entry;
    try {
      await this.entries.updateOne({ _id, revision: { $lte: entry.revision } }, { $set: fields }, { upsert: true });
    } catch (error) {
      // No entry of this revision or an older one, and the insert met one: a later revision's, which stays.
      if ((error as { code?: number }).code === 11000) return;
      throw error;
    }
  }

  /** After a profile change: the entry is written only when what search sees has changed. */
  async saveChange(before: SearchedFields, after: SearchedFields): Promise<void> {
    const entry = searchEntryOf(after);
    if (!sameSearchEntry(searchEntryOf(before), entry)) await this.save(entry);
  }
}

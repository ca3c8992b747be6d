import { SEARCH_RESULT_LIMIT, searchFilterType, type User, type UserSearchQuery } from '@docnet/contracts';
import { escapeRegex } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { FilterQuery } from 'mongoose';
import { SearchAppearancesTally } from '../../commands/count-search-appearances/search-appearances.tally';
import { userAsSeenBy } from '../../domain/member-view';
import { ProfileModel, type ProfileDocument } from '../../persistence/profile.schema';
import { SearchEntryModel, type SearchEntryDocument } from '../../persistence/search-entry.schema';

const contains = (text: string) => ({ $regex: escapeRegex(text.trim().toLowerCase()) });

/** Relevance (part 2 §7): exact name first, then names starting with the text, then a word of the name, then the rest. */
function rankOf(name: string, text: string): number {
  if (!text) return 0;
  if (name === text) return 0;
  if (name.startsWith(text)) return 1;
  if (name.split(/\s+/).some((word) => word.startsWith(text))) return 2;
  if (name.includes(text)) return 3;
  return 4;
}

/**
 * Doctor search on the members' search entries (lower-cased keys), case-insensitive and literal; only
 * the profiles found are read. Members who turned search visibility off are never found; no criteria
 * answers every findable member (the 'Show All Doctors' list). Each member found in another member's
 * results gets one search appearance, counted in memory and written in the background
 * (SearchAppearancesTally), so the answer never waits for it.
 */
@Injectable()
export class SearchProfilesHandler {
  constructor(
    @Inject(SearchEntryModel) private readonly entries: SearchEntryModel,
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    private readonly appearances: SearchAppearancesTally,
  ) {}

  async execute(query: UserSearchQuery, searcherId: number | undefined): Promise<User[]> {
    const text = query.query.trim().toLowerCase();
    const conditions: FilterQuery<SearchEntryDocument>[] = [];
    if (text) {
      const byType = {
        name: [{ name: contains(text) }, { specialties: contains(text) }, { affiliation: contains(text) }],
        specialty: [{ specialties: contains(text) }],
        affiliation: [{ affiliation: contains(text) }],
      }[searchFilterType(query)];
      conditions.push({ $or: byType });
    }
    const specialties = [query.specialty, ...query.specialties].filter((value): value is string => Boolean(value?.trim()));
    if (specialties.length) conditions.push({ $or: specialties.map((specialty) => ({ specialties: contains(specialty) })) });
    if (query.affiliations.length) {
      conditions.push({
        $or: query.affiliations.map((affiliation) =>
          affiliation.toLowerCase() === 'none' ? { affiliation: '' } : { affiliation: contains(affiliation) },
        ),
      });
    }
    // `visible` stays a top-level equality, so the database narrows on it before decoding.
    const found = await this.entries
      .find(conditions.length ? { visible: true, $and: conditions } : { visible: true }, { name: 1 })
      .sort({ name: query.sortBy === 'name_desc' ? -1 : 1, _id: 1 })
      .limit(SEARCH_RESULT_LIMIT)
      .lean<Pick<SearchEntryDocument, '_id' | 'name'>[]>();
    const ranked =
      query.sortBy === 'relevance'
        ? found
            .map((entry, position) => ({ entry, position, rank: rankOf(entry.name, text) }))
            .sort((a, b) => a.rank - b.rank || a.position - b.position)
            .map(({ entry }) => entry)
        : found;
    const ids = ranked.map((entry) => entry._id);
    const profiles = ids.length ? await this.profiles.find({ _id: { $in: ids } }, { pendingEvents: 0 }).lean<ProfileDocument[]>() : [];
    const byId = new Map(profiles.map((profile) => [profile._id, profile]));
    const results = ids.flatMap((id) => byId.get(id) ?? []);
    // A system read (no searcher) is nobody's search and counts no appearance.
    if (searcherId !== undefined) this.appearances.count(results.map((profile) => profile._id).filter((id) => id !== searcherId));
    return results.map((profile) => userAsSeenBy(profile, searcherId));
  }
}

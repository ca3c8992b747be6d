import { SEARCH_RESULT_LIMIT, searchFilterType, type User, type UserSearchQuery } from '@docnet/contracts';
import { escapeRegex } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { FilterQuery } from 'mongoose';
import { userAsSeenBy } from '../../domain/member-view';
import { ProfileModel, type ProfileDocument } from '../../persistence/profile.schema';

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
 * Doctor search on the lower-cased search keys (indexed), case-insensitive and literal. Members who
 * turned search visibility off are never found; no criteria answers every findable member (the
 * 'Show All Doctors' list). Each member found in another member's results gets one search appearance.
 */
@Injectable()
export class SearchProfilesHandler {
  constructor(@Inject(ProfileModel) private readonly profiles: ProfileModel) {}

  async execute(query: UserSearchQuery, searcherId: number | undefined): Promise<User[]> {
    const text = query.query.trim().toLowerCase();
    const conditions: FilterQuery<ProfileDocument>[] = [{ 'privacy.searchVisibility': { $ne: false } }];
    if (text) {
      const byType = {
        name: [{ 'searchKeys.name': contains(text) }, { 'searchKeys.specialties': contains(text) }, { 'searchKeys.affiliation': contains(text) }],
        specialty: [{ 'searchKeys.specialties': contains(text) }],
        affiliation: [{ 'searchKeys.affiliation': contains(text) }],
      }[searchFilterType(query)];
      conditions.push({ $or: byType });
    }
    const specialties = [query.specialty, ...query.specialties].filter((value): value is string => Boolean(value?.trim()));
    if (specialties.length) conditions.push({ $or: specialties.map((specialty) => ({ 'searchKeys.specialties': contains(specialty) })) });
    if (query.affiliations.length) {
      conditions.push({
        $or: query.affiliations.map((affiliation) =>
          affiliation.toLowerCase() === 'none' ? { 'searchKeys.affiliation': '' } : { 'searchKeys.affiliation': contains(affiliation) },
        ),
      });
    }
    const found = await this.profiles
      .find({ $and: conditions }, { pendingEvents: 0 })
      .sort({ 'searchKeys.name': query.sortBy === 'name_desc' ? -1 : 1, _id: 1 })
      .limit(SEARCH_RESULT_LIMIT)
      .lean<ProfileDocument[]>();
    const results =
      query.sortBy === 'relevance'
        ? found
            .map((profile, position) => ({ profile, position, rank: rankOf(profile.searchKeys?.name ?? '', text) }))
            .sort((a, b) => a.rank - b.rank || a.position - b.position)
            .map(({ profile }) => profile)
        : found;
    // A system read (no searcher) is nobody's search and counts no appearance.
    const appeared = searcherId === undefined ? [] : results.map((profile) => profile._id).filter((id) => id !== searcherId);
    if (appeared.length) await this.profiles.updateMany({ _id: { $in: appeared } }, { $inc: { 'statistics.searchAppearances': 1 } });
    return results.map((profile) => userAsSeenBy(profile, searcherId));
  }
}

import { specialtyWords, US_STATES, usStateCode } from '@docnet/contracts';
import { memberRecordOf } from './member-view';
import type { SearchableProfile } from './search-index.port';
import { privacyOf, type SearchKeys, type StoredProfile } from './stored-profile';

const lower = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

type LocatedProfile = Partial<
  Pick<StoredProfile, 'city' | 'state' | 'zipcode' | 'practiceLocations' | 'privacy'>
>;

/**
 * The location tokens of a member (SearchKeys.locations): only what others may see of them (member-view.ts),
 * so a search by place never reveals the location of a member who does not share it.
 */
export function locationKeysOf(profile: LocatedProfile): string[] {
  const { publicProfile, locationSharing } = privacyOf(profile);
  if (!publicProfile || !locationSharing) return [];
  const places = [
    { city: profile.city, state: profile.state, zipcode: profile.zipcode },
    ...(profile.practiceLocations ?? []),
  ];
  const keys = new Set<string>();
  for (const place of places) {
    if (lower(place.city)) keys.add(`city:${lower(place.city).replace(/\s+/g, ' ')}`);
    if (lower(place.state)) keys.add(`state:${usStateCode(lower(place.state)).toLowerCase()}`);
    const zip = /^\d{5}/.exec((place.zipcode ?? '').trim())?.[0];
    if (zip) keys.add(`zip:${zip}`);
  }
  return [...keys];
}

/**
 * Whether a location token matches a search text (lower-cased): a city containing it, the state it names
 * ('tennessee' or 'tn'), a ZIP starting with it.
 */
export function locationMatches(key: string, text: string): boolean {
  const cut = key.indexOf(':');
  const kind = key.slice(0, cut);
  const value = key.slice(cut + 1);
  if (kind === 'city') return value.includes(text);
  if (kind === 'zip') return /^\d+$/.test(text) && value.startsWith(text);
  if (kind === 'state') {
    const code = usStateCode(text).toLowerCase();
    return value.toUpperCase() in US_STATES ? value === code : value.includes(text);
  }
  return false;
}

/** Recomputed on every write that touches a searched field. */
export function searchKeysOf(
  profile: Pick<StoredProfile, 'name' | 'specialty' | 'dentalSpecialties' | 'affiliation' | 'hospital'> &
    LocatedProfile,
): SearchKeys {
  const specialties = new Set<string>();
  if (lower(profile.specialty)) specialties.add(lower(profile.specialty));
  // Each practice specialty under every word it goes by (label, specialist title, search term), dental or medical.
  for (const code of profile.dentalSpecialties ?? []) for (const word of specialtyWords(code)) specialties.add(word);
  return {
    name: lower(profile.name),
    specialties: [...specialties],
    affiliation: lower(profile.affiliation) || lower(profile.hospital),
    locations: locationKeysOf(profile),
  };
}

/** What doctor search keeps of a profile read with `searchRecordProjection`. */
export function searchableOf(profile: StoredProfile): SearchableProfile {
  return {
    id: profile._id,
    revision: profile.revision,
    visible: profile.privacy?.searchVisibility !== false,
    keys: searchKeysOf(profile),
    record: memberRecordOf(profile),
  };
}

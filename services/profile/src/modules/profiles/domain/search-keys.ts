import { dentalSpecialtyOptions, type DentalSpecialty } from '@docnet/contracts';
import type { ProfileDocument, SearchKeys } from '../persistence/profile.schema';
import type { SearchableProfile } from './search-index.port';

/** The terms of the search screen's specialty list (part 2 §2.2) that a dental specialty stands for. */
const searchTermsOfSpecialty: Partial<Record<DentalSpecialty, string>> = {
  general: 'general practitioner',
  oral_surgery: 'oral surgeon',
  orthodontics: 'orthodontist',
  periodontics: 'periodontist',
  prosthodontics: 'prosthodontist',
};

const lower = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** Recomputed on every write that touches a searched field. */
export function searchKeysOf(
  profile: Pick<ProfileDocument, 'name' | 'specialty' | 'dentalSpecialties' | 'affiliation' | 'hospital'>,
): SearchKeys {
  const specialties = new Set<string>();
  if (lower(profile.specialty)) specialties.add(lower(profile.specialty));
  for (const code of profile.dentalSpecialties ?? []) {
    const label = dentalSpecialtyOptions.find((option) => option.value === code)?.label;
    if (label) specialties.add(label.toLowerCase());
    const term = searchTermsOfSpecialty[code as DentalSpecialty];
    if (term) specialties.add(term);
  }
  return {
    name: lower(profile.name),
    specialties: [...specialties],
    affiliation: lower(profile.affiliation) || lower(profile.hospital),
  };
}

/** What doctor search keeps of a profile read with `searchRecordProjection`. */
export function searchableOf(profile: ProfileDocument): SearchableProfile {
  return {
    id: profile._id,
    revision: profile.revision,
    visible: profile.privacy?.searchVisibility !== false,
    keys: searchKeysOf(profile),
    record: profile,
  };
}

import { searchKeysOf } from '../src/modules/profiles/domain/search-keys';
import { sameSearchEntry, searchEntryOf } from '../src/modules/profiles/persistence/search-entries';
import { escapeRegex } from '@docnet/platform';

describe('doctor search keys', () => {
  it('lower-cases the name, the specialty with the dental specialties and their search terms, and the affiliation', () => {
    expect(
      searchKeysOf({ name: ' Dr. Sarah CHEN ', specialty: 'Orthodontist', dentalSpecialties: ['orthodontics', 'oral_surgery'], affiliation: null, hospital: 'St. Mary' }),
    ).toEqual({
      name: 'dr. sarah chen',
      specialties: ['orthodontist', 'orthodontics', 'oral surgery', 'oral surgeon'],
      affiliation: 'st. mary',
    });
  });

  it('escapes every regex character', () => {
    const text = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o';
    expect(new RegExp(escapeRegex(text)).test(text)).toBe(true);
    expect(new RegExp(escapeRegex('.*')).test('anything')).toBe(false);
  });

  it('makes a search entry of the keys and the search visibility, findable unless turned off', () => {
    const profile = { _id: 7, revision: 3, name: 'Ana Ruiz', specialty: null, dentalSpecialties: ['periodontics'], affiliation: 'Smile Brands', hospital: null };
    const entry = searchEntryOf(profile);
    expect(entry).toEqual({ _id: 7, revision: 3, name: 'ana ruiz', specialties: ['periodontics', 'periodontist'], affiliation: 'smile brands', visible: true });
    const hidden = searchEntryOf({ ...profile, privacy: { publicProfile: true, searchVisibility: false, locationSharing: true } });
    expect(hidden.visible).toBe(false);
    expect(sameSearchEntry(entry, hidden)).toBe(false);
    expect(sameSearchEntry(entry, searchEntryOf({ ...profile, revision: 4 }))).toBe(true);
  });
});

import { searchKeysOf } from '../src/modules/profiles/domain/search-keys';
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
});

import { userSearchQuerySchema } from '@docnet/contracts';
import { escapeRegex } from '@docnet/platform';
import { locationMatches, searchableOf, searchKeysOf } from '../src/modules/profiles/domain/search-keys';
import { compareText, gramsOf } from '../src/modules/profiles/persistence/redis-search-index';
import { searchCriteriaOf } from '../src/modules/profiles/queries/search-profiles/search-profiles.handler';
import { storedProfile } from './support/stored-profile';

describe('doctor search keys', () => {
  it('lower-cases the name, the specialty with the dental specialties and their search terms, and the affiliation', () => {
    expect(
      searchKeysOf({ name: ' Dr. Sarah CHEN ', specialty: 'Orthodontist', dentalSpecialties: ['orthodontics', 'oral_surgery'], affiliation: null, hospital: 'St. Mary' }),
    ).toEqual({
      name: 'dr. sarah chen',
      specialties: ['orthodontist', 'orthodontics', 'oral surgery', 'oral surgeon'],
      affiliation: 'st. mary',
      locations: [],
    });
  });

  // The filter listed six dental specialists only: a cardiology practice was found by no specialty but its free text.
  it('keeps a medical practice specialty under its label and its specialist title, as the filter lists it', () => {
    expect(
      searchKeysOf({ name: 'Dr. Amara Okafor', specialty: null, dentalSpecialties: ['cardiology', 'pediatric'], affiliation: null, hospital: null }).specialties,
    ).toEqual(['cardiology', 'cardiologist', 'pediatric dentistry', 'pediatric dentist']);
  });

  it('keeps the places others may see as location keys: city, state code (from its name too) and 5-digit ZIP', () => {
    const practice = (city: string, state: string, zipcode: string) => ({ type: 'practice' as const, street: '1 Main St', city, state, zipcode, country: 'United States', isPrimary: false });
    const profile = {
      name: 'Dr. Ana Ruiz',
      specialty: null,
      dentalSpecialties: [],
      affiliation: null,
      hospital: null,
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      practiceLocations: [practice('Austin', 'Texas', '78701-4410'), practice('  San   Marcos ', 'tennessee', '37203')],
    };
    expect(searchKeysOf(profile).locations).toEqual(['city:austin', 'state:tx', 'zip:78701', 'city:san marcos', 'state:tn', 'zip:37203']);
    expect(searchKeysOf({ ...profile, privacy: { publicProfile: true, searchVisibility: true, locationSharing: false } }).locations).toEqual([]);
    expect(searchKeysOf({ ...profile, privacy: { publicProfile: false, searchVisibility: true, locationSharing: true } }).locations).toEqual([]);
  });

  it('matches a location key: a city containing the text, the state it names, a ZIP starting with it', () => {
    expect(locationMatches('city:san marcos', 'marcos')).toBe(true);
    expect(locationMatches('state:tn', 'tennessee')).toBe(true);
    expect(locationMatches('state:tn', 'tn')).toBe(true);
    expect(locationMatches('state:tn', 't')).toBe(false);
    expect(locationMatches('state:ontario', 'ontario')).toBe(true);
    expect(locationMatches('zip:37203', '372')).toBe(true);
    expect(locationMatches('zip:37203', '203')).toBe(false);
  });

  it('escapes every regex character', () => {
    const text = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o';
    expect(new RegExp(escapeRegex(text)).test(text)).toBe(true);
    expect(new RegExp(escapeRegex('.*')).test('anything')).toBe(false);
  });

  it('keeps a member in the index with the keys, the revision and the search visibility, findable unless turned off', () => {
    const createdAt = new Date('2026-03-04T05:06:07.000Z');
    const profile = storedProfile({ _id: 7, revision: 3, name: 'Ana Ruiz', dentalSpecialties: ['periodontics'], affiliation: 'Smile Brands', createdAt });
    const { _id: id, revision: _revision, updatedAt: _updatedAt, ...fields } = profile;
    expect(searchableOf(profile)).toEqual({
      id: 7,
      revision: 3,
      visible: true,
      keys: { name: 'ana ruiz', specialties: ['periodontics', 'periodontist'], affiliation: 'smile brands', locations: [] },
      // The owner's view (every field of the User contract), and the defaults of the privacy switches for a profile saved before them.
      record: {
        user: { ...fields, id, createdAt: '2026-03-04T05:06:07.000Z' },
        privacy: { publicProfile: true, searchVisibility: true, locationSharing: true },
      },
    });
    const hidden = { ...profile, privacy: { publicProfile: true, searchVisibility: false, locationSharing: true } };
    expect(searchableOf(hidden).visible).toBe(false);
  });

  it('indexes names by their distinct grams of one to three characters, counted in code points', () => {
    expect(gramsOf('abab')).toEqual(['a', 'b', 'ab', 'ba', 'aba', 'bab']);
    expect(gramsOf('zoë')).toEqual(['z', 'o', 'ë', 'zo', 'oë', 'zoë']);
    expect(gramsOf('😀a')).toEqual(['😀', 'a', '😀a']);
  });

  it('orders text by code point, as the database and Redis do', () => {
    const names = ['b', 'a b', 'a', '\uffff', '😀', 'ab'];
    expect([...names].sort(compareText)).toEqual(['a', 'a b', 'ab', 'b', '\uffff', '😀']);
  });

  it('turns a query into the index criteria: lower-cased literal text, "None" as no affiliation', () => {
    const query = userSearchQuerySchema.validateSync({ query: ' Sarah ', filter: 'specialty', specialty: 'Orthodontist', affiliations: 'None,Smile Brands', sortBy: 'name_desc' });
    expect(searchCriteriaOf(query)).toEqual({
      text: 'sarah',
      textIn: 'specialty',
      specialties: ['orthodontist'],
      affiliations: ['', 'smile brands'],
      order: 'desc',
      limit: 500,
    });
  });
});

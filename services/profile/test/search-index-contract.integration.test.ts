import { SEARCH_RESULT_LIMIT } from '@docnet/contracts';
import { connectRedis } from '@docnet/platform';
import { dropRedisNamespace, testInfra, uniqueNamespace } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import type { SearchableProfile, SearchCriteria } from '../src/modules/profiles/domain/search-index.port';
import { searchableOf } from '../src/modules/profiles/domain/search-keys';
import { compareText, RedisSearchIndex } from '../src/modules/profiles/persistence/redis-search-index';
import { storedProfile } from './support/stored-profile';

const firstNames = ['Ana', 'Omar', 'Sarah', 'Li', 'Maya', 'Zoë', 'John', 'Priya'];
const lastNames = ['Smith', 'Chen', 'Ångström', 'Mayer', 'Lindqvist', 'Okafor', 'Ruiz'];
const specialties = ['Orthodontist', 'Periodontist', 'Oral Surgeon', null];
const affiliations = ['Heartland Dental', 'Smile Brands', null];

/** Enough members, with many equal names, that common criteria match more than the index sorts itself. */
const profiles: SearchableProfile[] = Array.from({ length: 2600 }, (_, index) => {
  const id = index + 1;
  return searchableOf(
    storedProfile({
      _id: id,
      name: `Dr. ${firstNames[id % firstNames.length]} ${lastNames[id % lastNames.length]}`,
      specialty: specialties[id % specialties.length],
      affiliation: affiliations[id % affiliations.length],
      hospital: id % 11 === 0 ? 'St. Mary Hospital' : null,
      dentalSpecialties: id % 13 === 0 ? ['prosthodontics'] : [],
      privacy: { publicProfile: true, searchVisibility: id % 17 !== 0, locationSharing: true },
    }),
  );
});

/** What the search contract answers, computed over the members themselves. */
function expected(criteria: SearchCriteria): number[] {
  const contains = (value: string, part: string) => value.includes(part);
  return profiles
    .filter((profile) => profile.visible)
    .filter(({ keys }) => {
      const inName = contains(keys.name, criteria.text);
      const inSpecialty = keys.specialties.some((specialty) => contains(specialty, criteria.text));
      const inAffiliation = contains(keys.affiliation, criteria.text) && keys.affiliation !== '';
      const byText = { name: inName || inSpecialty || inAffiliation, specialty: inSpecialty, affiliation: inAffiliation }[criteria.textIn];
      return (
        (!criteria.text || byText) &&
        (!criteria.specialties.length || criteria.specialties.some((wanted) => keys.specialties.some((specialty) => contains(specialty, wanted)))) &&
        (!criteria.affiliations.length ||
          criteria.affiliations.some((wanted) => (wanted === '' ? keys.affiliation === '' : contains(keys.affiliation, wanted))))
      );
    })
    .sort((a, b) => (criteria.order === 'asc' ? compareText(a.keys.name, b.keys.name) : compareText(b.keys.name, a.keys.name)) || a.id - b.id)
    .slice(0, criteria.limit)
    .map((profile) => profile.id);
}

const criteria = (overrides: Partial<SearchCriteria>): SearchCriteria => ({
  text: '',
  textIn: 'name',
  specialties: [],
  affiliations: [],
  order: 'asc',
  limit: SEARCH_RESULT_LIMIT,
  ...overrides,
});

describe('profile: the Redis search index against the search contract', () => {
  const namespace = uniqueNamespace();
  let redis: Redis;
  let index: RedisSearchIndex;

  beforeAll(async () => {
    redis = connectRedis(testInfra().redisUrl);
    index = new RedisSearchIndex(redis, `${namespace}:`);
    for (let start = 0; start < profiles.length; start += 200) await index.save(profiles.slice(start, start + 200), { rebuilding: true });
    const claim = (await index.claimRebuild(10_000))!;
    await index.finishRebuild(claim, true);
  });

  afterAll(async () => {
    redis?.disconnect();
    await dropRedisNamespace(testInfra().redisUrl, namespace);
  });

  it.each([
    ['no criteria', {}],
    ['no criteria, descending', { order: 'desc' as const }],
    ['a one-letter text (thousands match)', { text: 'a' }],
    ['a one-letter text, descending', { text: 'r', order: 'desc' as const }],
    ['a text longer than a gram', { text: 'ayer' }],
    ['a text across words', { text: 'ya lindq' }],
    ['a text found in affiliations and specialties', { text: 'st' }],
    ['a specialty text', { text: 'dont', textIn: 'specialty' as const }],
    ['an affiliation text (a hospital stands for it)', { text: 'mary', textIn: 'affiliation' as const }],
    ['specialty filters', { specialties: ['periodontist', 'prosthodontist'], order: 'desc' as const }],
    ['no affiliation', { affiliations: [''] }],
    ['everything at once', { text: 'dr', specialties: ['orthodontist'], affiliations: ['', 'heartland'] }],
    ['nothing found', { text: 'xyz' }],
  ])('%s', async (_, overrides) => {
    const wanted = criteria(overrides);
    expect((await index.find(wanted)).map((member) => member.id)).toEqual(expected(wanted));
  });
});

import { SEARCH_RESULT_LIMIT } from '@docnet/contracts';
import { connectRedis } from '@docnet/platform';
import { dropOpenSearchNamespace, dropRedisNamespace, testInfra, uniqueNamespace } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import type { FacetOptions, SearchableProfile, SearchCriteria, SearchIndex } from '../src/modules/profiles/domain/search-index.port';
import { searchableOf } from '../src/modules/profiles/domain/search-keys';
import { OpenSearchSearchIndex } from '../src/modules/profiles/persistence/opensearch-search-index';
import { compareText, RedisSearchIndex } from '../src/modules/profiles/persistence/redis-search-index';
import { peopleIndexAlias } from '../src/modules/profiles/persistence/search-index.factory';
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

/** Both adapters of the port, on the real servers: the embedded Redis index and OpenSearch. */
const adapters: [string, (redis: Redis, namespace: string) => SearchIndex][] = [
  ['Redis', (redis, namespace) => new RedisSearchIndex(redis, `${namespace}:`)],
  [
    'OpenSearch',
    (redis, namespace) => {
      const url = testInfra().opensearchUrl;
      if (!url) throw new Error('No OpenSearch: run "npm run infra -- up" or the tests through "npm test"');
      return new OpenSearchSearchIndex(redis, `${namespace}:`, { urls: [url], alias: peopleIndexAlias(namespace) });
    },
  ],
];

async function build(index: SearchIndex, members: SearchableProfile[]): Promise<void> {
  for (let start = 0; start < members.length; start += 200) await index.save(members.slice(start, start + 200), { rebuilding: true });
  const claim = (await index.claimRebuild(10_000))!;
  await index.finishRebuild(claim, true);
}

/** The filter panel's options as the search handler asks for their counts. */
const facetOptions: FacetOptions = {
  specialties: ['orthodontist', 'periodontist', 'oral surgeon', 'prosthodontist', 'implantologist'],
  affiliations: ['heartland dental', 'smile brands', '', 'pacific dental services'],
};

const ids = async (index: SearchIndex, wanted: SearchCriteria) => (await index.find(wanted)).map((member) => member.id);

describe.each(adapters)('profile: the %s search index against the search contract', (_, adapter) => {
  const namespace = uniqueNamespace();
  let redis: Redis;
  let index: SearchIndex;

  beforeAll(async () => {
    redis = connectRedis(testInfra().redisUrl);
    index = adapter(redis, namespace);
    await build(index, profiles);
  });

  afterAll(async () => {
    redis?.disconnect();
    await dropRedisNamespace(testInfra().redisUrl, namespace);
    await dropOpenSearchNamespace(testInfra().opensearchUrl, namespace);
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
    expect(await ids(index, wanted)).toEqual(expected(wanted));
  });

  /** Every member the criteria find, in their order (asc or desc). */
  const everyMatch = (overrides: Partial<SearchCriteria>) => expected(criteria({ ...overrides, limit: Number.MAX_SAFE_INTEGER }));

  it.each([
    ['no criteria', {}],
    ['a short text', { text: 'ma' }],
    ['a chosen specialty', { text: 'orthodontist', textIn: 'specialty' as const, specialties: ['orthodontist'] }],
    ['a name with ticked affiliations, none among them', { text: 'chen', affiliations: ['heartland dental', ''] }],
  ])('counts beside each filter option the members choosing it finds, and the total: %s', async (_, overrides) => {
    const page = await index.findPage(criteria({ ...overrides, limit: 10 }), 0, facetOptions);
    expect(page.total).toBe(everyMatch(overrides).length);
    expect(page.members.map((member) => member.id)).toEqual(everyMatch(overrides).slice(0, 10));
    // A specialty's radio replaces the text and the specialty; an affiliation alone is ticked.
    const specialtyCounts = facetOptions.specialties.map((specialty) => everyMatch({ ...overrides, text: '', specialties: [specialty] }).length);
    const affiliationCounts = facetOptions.affiliations.map((affiliation) => everyMatch({ ...overrides, affiliations: [affiliation] }).length);
    expect(page.facets).toEqual({ specialties: specialtyCounts, affiliations: affiliationCounts });
    expect(specialtyCounts.filter(Boolean).length).toBeGreaterThan(1);
  });

  it('answers a page and its total without counting when no filter options are asked (the costliest part)', async () => {
    const wanted = criteria({ text: 'ma', limit: 10 });
    const counted = await index.findPage(wanted, 10, facetOptions);
    const uncounted = await index.findPage(wanted, 10, { specialties: [], affiliations: [] });
    expect(uncounted).toEqual({ ...counted, facets: { specialties: [], affiliations: [] } });
  });

  it('reaches page 30 of a large result, each page cut from one order: nothing repeated or skipped', async () => {
    const whole = everyMatch({});
    expect(whole.length).toBeGreaterThan(30 * 50);
    const page30 = await index.findPage(criteria({ limit: 50 }), 29 * 50, facetOptions);
    expect(page30.members.map((member) => member.id)).toEqual(whole.slice(29 * 50, 30 * 50));
    expect(page30.total).toBe(whole.length);

    // Relevance too: a one-letter text matching thousands (one no accent folds into), paged through to its end.
    const matching = everyMatch({ text: 'm' });
    expect(matching.length).toBeGreaterThan(1000);
    const paged: number[] = [];
    for (let offset = 0; offset < matching.length + 500; offset += 500) {
      const page = await index.findPage(criteria({ text: 'm', order: 'relevance', limit: 500 }), offset, facetOptions);
      paged.push(...page.members.map((member) => member.id));
    }
    expect(paged).toHaveLength(matching.length);
    expect(new Set(paged)).toEqual(new Set(matching));
  });

  it('ranks by relevance: the exact name, then names starting with the text, then a word starting with it, then the rest', async () => {
    const members = [
      { _id: 9001, name: 'Ana Kowalczyk-Ruiz' },
      { _id: 9002, name: 'Kowalczyk' },
      { _id: 9003, name: 'Kowalczykowa Ana' },
      { _id: 9004, name: 'Ana Kowalczyk' },
      { _id: 9005, name: "Ann O'Kowalczyk" },
    ].map((member) => searchableOf(storedProfile(member)));
    await index.save(members);
    // Equal ranks in name order: 'ana kowalczyk' before 'ana kowalczyk-ruiz'.
    expect(await ids(index, criteria({ text: 'kowalczyk', order: 'relevance' }))).toEqual([9002, 9003, 9004, 9001, 9005]);
  });

  it('keeps a later revision: a stale or repeated save loses, and a hidden member is never found', async () => {
    const member = (revision: number, name: string, searchVisibility = true) =>
      searchableOf(storedProfile({ _id: 9100, revision, name, privacy: { publicProfile: true, searchVisibility, locationSharing: true } }));
    expect(await index.save([member(5, 'Dr. Théo Quillfeather')])).toBe(1);
    expect(await index.save([member(4, 'Dr. Stale Quillfeather')])).toBe(0);
    expect(await index.save([member(5, 'Dr. Repeated Quillfeather')])).toBe(0);
    expect(await index.revisionOf(9100)).toBe(5);
    expect(await ids(index, criteria({ text: 'quillfeather' }))).toEqual([9100]);
    expect((await index.records([9100]))[0].user.name).toBe('Dr. Théo Quillfeather');

    expect(await index.save([member(6, 'Dr. Théo Quillfeather', false)])).toBe(1);
    expect(await ids(index, criteria({ text: 'quillfeather' }))).toEqual([]);
    expect(await ids(index, criteria({ text: 'théo' }))).toEqual([]);
    // Still held for GET profile, as its owner sees it.
    expect((await index.records([9100]))[0].privacy.searchVisibility).toBe(false);
  });

  it("forgets a deleted member: out of search and the records, and a stale save never brings them back; a repeat is harmless", async () => {
    const member = (revision: number) => searchableOf(storedProfile({ _id: 9200, revision, name: "Dr. Siobhán O'Quillan", specialty: 'Endodontist' }));
    await index.save([member(3)]);
    expect(await ids(index, criteria({ text: "o'quillan" }))).toEqual([9200]);

    await index.remove(9200);
    expect(await ids(index, criteria({ text: "o'quillan" }))).toEqual([]);
    expect(await index.records([9200])).toEqual([]);
    expect(await index.seenByOthers([9200])).toEqual([null]);
    expect(await index.save([member(4)])).toBe(0);
    expect(await ids(index, criteria({ text: "o'quillan" }))).toEqual([]);
    await index.remove(9200);
    expect(await index.records([9200])).toEqual([]);
  });
});

describe('profile: OpenSearch finds what literal matching cannot', () => {
  const namespace = uniqueNamespace();
  let redis: Redis;
  let index: SearchIndex;
  const members = [
    { _id: 1, name: 'Dr. Zoë Núñez Wojciechowska', specialty: 'Orthodontist' },
    { _id: 2, name: "Dr. Siobhán O'Connor-Ñúñez", specialty: 'Periodontist' },
    { _id: 3, name: 'Dr. Bartholomew Richardson', specialty: 'Oral Surgeon' },
  ];

  beforeAll(async () => {
    redis = connectRedis(testInfra().redisUrl);
    index = adapters[1][1](redis, namespace);
    await build(index, members.map((member) => searchableOf(storedProfile(member))));
  });

  afterAll(async () => {
    redis?.disconnect();
    await dropRedisNamespace(testInfra().redisUrl, namespace);
    await dropOpenSearchNamespace(testInfra().opensearchUrl, namespace);
  });

  it.each([
    ['a misspelt surname', 'Wojcechowska', [1]],
    ['misspelt words without their accents', 'wojcechowska nunez', [1]],
    ['a transposition', 'Richadrson', [3]],
    ['a name without its accents, in capitals', 'ZOE NUNEZ', [1]],
    ['accents typed where the name has none', 'Bártholomew', [3]],
    ['part of an accented name, folded', "o'connor-nun", [2]],
    ['no close spelling of a text with other characters: it stays literal', 'richardson.*', []],
  ])('%s: %s', async (_, text, found) => {
    expect(await ids(index, criteria({ text: text.toLowerCase(), order: 'relevance' }))).toEqual(found);
  });

  it('puts the exact name before a close spelling of it', async () => {
    await index.save([searchableOf(storedProfile({ _id: 4, name: 'Dr. Zoe Nunes Wojciechowski', revision: 1 }))]);
    expect(await ids(index, criteria({ text: 'dr. zoë núñez wojciechowska', order: 'relevance' }))).toEqual([1, 4]);
  });
});

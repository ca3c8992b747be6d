import { ApiRoutes, SEARCH_PAGING_LIMIT_MESSAGE, SEARCH_RESULT_LIMIT, type Statistics, type User, type UserSearchPage } from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing';
import { loadStackState } from '../harness/stack';
import { browserSession, verifiedRegistration } from './members';

const stack = loadStackState();
const baseUrl = stack.baseUrl;

type Agent = ReturnType<typeof browserSession>;

/** The index's name order: lower-cased names by code point (Redis compares UTF-8 bytes). */
function compareNames(a: string, b: string): number {
  const x = Array.from(a, (char) => char.codePointAt(0) as number);
  const y = Array.from(b, (char) => char.codePointAt(0) as number);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

/** A tag in every name, so this suite's searches see only its own members. */
const tag = `zq${Date.now().toString(36)}`;

async function newMember(name: string): Promise<{ agent: Agent; id: number }> {
  const agent = browserSession(baseUrl);
  const registered = await agent.post(ApiRoutes.authRegister).send(await verifiedRegistration(baseUrl, { name })).expect(201);
  await eventually(async () => (await agent.get(ApiRoutes.privacySettings)).status === 200, `the profile of ${name}`);
  return { agent, id: (registered.body as User).id };
}

describe('doctor search through the BFF', () => {
  let searcher: { agent: Agent; id: number };
  let exact: { agent: Agent; id: number };
  let prefixed: { agent: Agent; id: number };
  let titled: { agent: Agent; id: number };
  let hidden: { agent: Agent; id: number };
  let regex: { agent: Agent; id: number };

  const search = async (query: Record<string, string>) => {
    const answer = await searcher.agent.get(ApiRoutes.usersSearch).query(query);
    expect(answer.status).toBe(200);
    return (answer.body as User[]).map((user) => user.id);
  };

  beforeAll(async () => {
    searcher = await newMember(`Dr. Searcher ${tag}`);
    exact = await newMember(`${tag}`);
    prefixed = await newMember(`${tag}son Miller`);
    titled = await newMember(`Dr. Ana ${tag}`);
    hidden = await newMember(`Dr. Hidden ${tag}`);
    regex = await newMember(`Dr. A.B (${tag}) Smith`);
    await exact.agent.patch(ApiRoutes.usersById(exact.id)).send({ specialty: 'Orthodontist', affiliation: 'Heartland Dental' }).expect(200);
    await prefixed.agent
      .patch(ApiRoutes.profilePractice)
      .send({ practiceName: 'Perio Plus', practiceType: 'solo', dentalSpecialties: ['periodontics'] })
      .expect(200);
    await titled.agent.patch(ApiRoutes.usersById(titled.id)).send({ affiliation: 'Smile Brands' }).expect(200);
    await hidden.agent.patch(ApiRoutes.usersById(hidden.id)).send({ specialty: 'Orthodontist', affiliation: 'Heartland Dental' }).expect(200);
    await hidden.agent.put(ApiRoutes.privacySettings).send({ searchVisibility: false }).expect(200);
  });

  it('finds members by name, case-insensitively, exact and prefix matches first, never a hidden member', async () => {
    const found = await search({ query: tag.toUpperCase() });
    expect(found.slice(0, 2)).toEqual([exact.id, prefixed.id]);
    expect(found).toEqual(expect.arrayContaining([titled.id, regex.id, searcher.id]));
    expect(found).not.toContain(hidden.id);
    const byName = await search({ query: tag, sortBy: 'name_asc' });
    expect(byName).toHaveLength(found.length);
  });

  it('finds members by specialty and by affiliation', async () => {
    const orthodontists = await search({ query: 'Orthodontist', filterType: 'specialty', specialty: 'Orthodontist' });
    expect(orthodontists).toContain(exact.id);
    expect(orthodontists).not.toContain(hidden.id);
    expect(await search({ specialties: 'Periodontist' })).toContain(prefixed.id);
    const smileBrands = await search({ affiliations: 'Smile Brands' });
    expect(smileBrands).toContain(titled.id);
    expect(smileBrands).not.toContain(exact.id);
    expect(await search({ query: tag, filter: 'affiliation' })).toEqual([]);
    expect(await search({ query: 'heartland', filter: 'affiliation' })).toEqual(expect.arrayContaining([exact.id]));
  });

  it('treats regex characters as text', async () => {
    expect(await search({ query: `a.b (${tag})` })).toEqual([regex.id]);
    expect(await search({ query: `${tag}.*` })).toEqual([]);
    expect(await search({ query: `(${tag}` })).toEqual([regex.id]);
  });

  it("answers the full list without parameters ('Show All Doctors') and counts appearances in others' results", async () => {
    // Found by none of the searches above: its only appearance is this one, written in the background. Its
    // name sorts before the other suites' members, so it is on the list however many of them the run made.
    const fresh = await newMember(`Aa Fresh ${tag}`);
    // Its profile answers as soon as it is stored; search finds it once the engine has it searchable (OpenSearch: a
    // refresh, within half a second). Only the search that lists it counts an appearance for it.
    let everyone: User[] = [];
    await eventually(async () => {
      everyone = (await searcher.agent.get(ApiRoutes.usersSearch).expect(200)).body as User[];
      return everyone.some((user) => user.id === fresh.id);
    }, 'the new member listed');
    const names = everyone.map((user) => user.name.trim().toLowerCase());
    expect(names).toEqual([...names].sort(compareNames));
    expect(everyone.length).toBeLessThanOrEqual(SEARCH_RESULT_LIMIT);
    // The list is everyone findable in name order, up to the limit: each member of this suite is on it
    // unless the list is full and ends before their name.
    const last = names[names.length - 1];
    const listed = everyone.map((user) => user.id);
    for (const member of [searcher, exact, prefixed, titled, regex, fresh]) {
      const { name } = (await member.agent.get(ApiRoutes.usersById(member.id)).expect(200)).body as User;
      if (everyone.length < SEARCH_RESULT_LIMIT || compareNames(name.trim().toLowerCase(), last) <= 0) expect(listed).toContain(member.id);
    }
    expect(listed).toContain(fresh.id);
    expect(listed).not.toContain(hidden.id);
    await eventually(
      async () => ((await fresh.agent.get(ApiRoutes.userStatistics(fresh.id))).body as Statistics).searchAppearances === 1,
      'the search appearance written',
    );
  });

  it('answers one page with the total and, beside each filter option, how many choosing it finds', async () => {
    const page = async (query: Record<string, string>) => (await searcher.agent.get(ApiRoutes.usersSearch).query(query).expect(200)).body as UserSearchPage;
    const all = await search({ query: tag });
    const first = await page({ query: tag, page: '1', pageSize: '5' });
    const second = await page({ query: tag, page: '2', pageSize: '5' });
    expect(first.total).toBe(all.length);
    expect([...first.users, ...second.users].map((user) => user.id)).toEqual(all.slice(0, 10));
    expect(first).toMatchObject({ page: 1, pageSize: 5 });
    // Heartland Dental among this search: the member with it, never the hidden one; ticking it finds as many.
    const heartland = first.facets?.affiliations.find((facet) => facet.value === 'Heartland Dental');
    expect(heartland?.count).toBe((await search({ query: tag, affiliations: 'Heartland Dental' })).length);
    expect(heartland?.count).toBe(1);
    // A specialty's radio replaces the text: its count is what that choice finds.
    const orthodontists = first.facets?.specialties.find((facet) => facet.value === 'Orthodontist');
    expect(orthodontists?.count).toBe((await search({ query: 'Orthodontist', filterType: 'specialty', specialty: 'Orthodontist' })).length);
    // Asked without the counts (the SPA while its filter panel is hidden): the same page and total, and no counts.
    const { facets, ...shown } = first;
    expect(facets).toBeDefined();
    expect(await page({ query: tag, page: '1', pageSize: '5', facets: 'false' })).toStrictEqual(shown);
  });

  it('refuses a page beyond the paging depth or of an unknown size, saying how to go on', async () => {
    const deep = await searcher.agent.get(ApiRoutes.usersSearch).query({ page: '201', pageSize: '50' });
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({ message: SEARCH_PAGING_LIMIT_MESSAGE });
    const size = await searcher.agent.get(ApiRoutes.usersSearch).query({ page: '1', pageSize: '7' });
    expect(size.body).toEqual({ message: 'pageSize must be 5, 10, 20 or 50' });
    const zero = await searcher.agent.get(ApiRoutes.usersSearch).query({ page: '0' });
    expect(zero.body).toEqual({ message: 'page must be a whole number from 1' });
  });

  it('refuses an unknown sort order', async () => {
    const answer = await searcher.agent.get(ApiRoutes.usersSearch).query({ sortBy: 'age' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'sortBy must be relevance, name_asc or name_desc' });
  });
});

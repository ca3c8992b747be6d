import { screen, waitFor, within } from '@testing-library/react';
import {
  ApiRoutes,
  SEARCH_PAGING_LIMIT_MESSAGE,
  searchAffiliations,
  searchSpecialties,
  userWith,
  type MutualConnectionCounts,
  type User,
  type UserSearchPage,
} from '@docnet/contracts';
import { SearchPage } from '@/features/search/components/search-page';
import { api, forever, held, refuse, server } from './support/api-server';
import { colleague, member } from './support/members';
import { renderScreen } from './support/render';

const searched: URLSearchParams[] = [];

/** The server's page of these results: the one asked for, every result counted, no facet counts unless given. */
function pageAnswer(results: User[], params: URLSearchParams, facets: Partial<Record<string, number>> = {}, total = results.length): UserSearchPage {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const counts = (values: readonly string[]) => values.map((value) => ({ value, count: facets[value] ?? 0 }));
  return {
    users: results.slice((page - 1) * pageSize, page * pageSize),
    total: Math.max(total, results.length),
    page,
    pageSize,
    facets: { specialties: counts(searchSpecialties), affiliations: counts(searchAffiliations) },
  };
}

/** As the service: the call without a page answers the first 500 matches as a list. */
const LIST_LIMIT = 500;

function searchAnswers(results: User[], counts: MutualConnectionCounts['counts'] = {}, facets: Partial<Record<string, number>> = {}, total = results.length) {
  searched.length = 0;
  server.use(
    api.get(ApiRoutes.usersSearch, ({ request }) => {
      const params = new URL(request.url).searchParams;
      searched.push(params);
      return Response.json(params.has('page') ? pageAnswer(results, params, facets, total) : results.slice(0, LIST_LIMIT));
    }),
    api.get(ApiRoutes.connections, []),
    api.get(ApiRoutes.connectionsMutual, { counts } satisfies MutualConnectionCounts),
  );
}

const page = (route: string) => renderScreen(<SearchPage viewer={member} />, { route, path: '/search' });

describe('doctor search (/search)', () => {
  it('searches the name in the address and shows each doctor with their mutual connections', async () => {
    const second = userWith({ id: 58, name: 'Dr. Zoë Müller-Lüdenscheidt', username: 'zmuller', email: 'zoe@clinic.example', createdAt: '2026-01-01T00:00:00.000Z' });
    searchAnswers([colleague, second], { [colleague.id]: 2 });
    page('/search?query=M%C3%BCller');

    expect(await screen.findByRole('heading', { name: 'Found 2 doctors' })).toBeInTheDocument();
    expect(screen.getByText(colleague.name)).toBeInTheDocument();
    expect(screen.getByText(second.name)).toBeInTheDocument();
    expect(await screen.findByText('2 mutual connections')).toBeInTheDocument();
    expect(searched[0]?.get('query')).toBe('Müller');
  });

  it("shows a skeleton while searching, then 'No doctors found' with 'Show All Doctors'", async () => {
    const answer = held(({ request }) => Response.json(pageAnswer([], new URL(request.url).searchParams)));
    searchAnswers([]);
    server.use(api.get(ApiRoutes.usersSearch, answer.resolver));
    const { user } = page("/search?query=O'Brien");

    expect(await screen.findByRole('heading', { name: 'Search for doctors' })).toBeInTheDocument();
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    answer.release();
    expect(await screen.findByRole('heading', { name: 'No doctors found' })).toBeInTheDocument();

    searchAnswers([colleague]);
    await user.click(screen.getByRole('button', { name: 'Show All Doctors' }));
    expect(await screen.findByRole('heading', { name: 'Found 1 doctor' })).toBeInTheDocument();
    // No criteria: the call for every doctor, beside the small page that counts them.
    expect(searched.map(String)).toContain('');
  });

  it('says the search failed, and toasts when the full list fails', async () => {
    searchAnswers([]);
    server.use(api.get(ApiRoutes.usersSearch, () => refuse(503, 'Service unavailable')));
    const { user } = page('/search?query=Nu%C3%B1ez');

    expect(await screen.findByText('Failed to search users')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All Doctors' }));
    // The toast, beside the page's own alert about the failed search.
    const failure = (await screen.findByText('Error loading doctors')).closest('[role="alert"]') as HTMLElement;
    expect(within(failure).getByText('There was an error loading all doctors')).toBeInTheDocument();
  });

  it('sends nothing for an empty search', async () => {
    searchAnswers([colleague]);
    page('/search');
    expect(await screen.findByRole('heading', { name: 'Search for doctors' })).toBeInTheDocument();
    expect(within(document.body).queryByText(colleague.name)).not.toBeInTheDocument();
    expect(searched).toHaveLength(0);
  });

  it('keeps the loading state while the search is unanswered', async () => {
    searchAnswers([]);
    server.use(api.get(ApiRoutes.usersSearch, forever));
    page('/search?query=Chen');
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).not.toBeNull());
    expect(screen.queryByRole('heading', { name: 'No doctors found' })).not.toBeInTheDocument();
  });

  it('shows beside each filter option how many doctors choosing it finds, described but outside its name', async () => {
    searchAnswers([colleague], {}, { Orthodontist: 12, 'Heartland Dental': 1, None: 0 });
    page("/search?query=O'Brien");

    const orthodontist = await screen.findByRole('radio', { name: 'Orthodontist' });
    await waitFor(() => expect(orthodontist).toHaveAccessibleDescription('12 doctors'));
    expect(screen.getByRole('checkbox', { name: 'Heartland Dental' })).toHaveAccessibleDescription('1 doctor');
    expect(screen.getByRole('checkbox', { name: 'None' })).toHaveAccessibleDescription('0 doctors');
    expect(within(orthodontist.closest('label') as HTMLElement).getByTestId('facet-count')).toHaveTextContent('12');
  });

  it("asks for the filter options' counts, the costliest part of a search, only while the filter panel shows them", async () => {
    searchAnswers([]);
    const { user } = page("/search?query=O'Brien");
    expect(await screen.findByRole('heading', { name: 'No doctors found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Filters' }));

    searchAnswers([colleague], {}, { Orthodontist: 3 });
    await user.click(screen.getByRole('button', { name: 'Show All Doctors' }));
    expect(await screen.findByRole('heading', { name: 'Found 1 doctor' })).toBeInTheDocument();
    // Every doctor and how many: no counts while the panel is hidden.
    expect(searched.map(String).sort()).toEqual(['', 'page=1&pageSize=5&facets=false']);

    await user.click(screen.getByRole('button', { name: 'Show Filters' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Orthodontist' })).toHaveAccessibleDescription('3 doctors'));
    expect(searched.map(String).at(-1)).toBe('page=1&pageSize=5');
  });

  const briains = (count: number) =>
    Array.from({ length: count }, (_, at) =>
      userWith({ id: 1000 + at, name: `Dr. Siobhán Ó Briain ${at}`, username: `sob${at}`, email: `sob${at}@clinic.example`, createdAt: '2026-01-01T00:00:00.000Z' }),
    );

  it('pages the list the search answers here, the page in the address, a new size back on page 1', async () => {
    searchAnswers(briains(320));
    const { user } = page('/search?query=Briain&page=30&pageSize=10');

    expect(await screen.findByRole('heading', { name: 'Found 320 doctors' })).toBeInTheDocument();
    expect(await screen.findByText('Dr. Siobhán Ó Briain 290')).toBeInTheDocument();
    await user.click(screen.getByTitle('31'));
    expect(await screen.findByText('Dr. Siobhán Ó Briain 300')).toBeInTheDocument();
    // The call without a page, the small page that counts them and the one with the filter options' counts; the list
    // held every match, so no page was asked for.
    expect(searched.map((params) => `${params.get('page')} ${params.get('facets')}`).sort()).toEqual(['1 false', '1 null', 'null null']);

    await user.click(screen.getByRole('combobox', { name: 'Results per page' }));
    await user.click(await screen.findByTitle('50 per page'));
    expect(await screen.findByText('Dr. Siobhán Ó Briain 49')).toBeInTheDocument();
    expect(screen.queryByText('Dr. Siobhán Ó Briain 50')).not.toBeInTheDocument();
  });

  it('pages through a result larger than the list on the server, every match reachable', async () => {
    searchAnswers(briains(1_200));
    const { user } = page('/search?query=Briain&page=90&pageSize=10');

    expect(await screen.findByRole('heading', { name: 'Found 1200 doctors' })).toBeInTheDocument();
    expect(await screen.findByText('Dr. Siobhán Ó Briain 890')).toBeInTheDocument();
    expect(searched.at(-1)?.get('page')).toBe('90');
    await user.click(screen.getByTitle('91'));
    expect(await screen.findByText('Dr. Siobhán Ó Briain 900')).toBeInTheDocument();
    expect(searched.at(-1)?.get('page')).toBe('91');

    await user.click(screen.getByRole('combobox', { name: 'Results per page' }));
    await user.click(await screen.findByTitle('50 per page'));
    expect(await screen.findByText('Dr. Siobhán Ó Briain 49')).toBeInTheDocument();
    expect(Object.fromEntries(searched.at(-1)!)).toMatchObject({ page: '1', pageSize: '50' });
  });

  it('says how to see results past the paging depth', async () => {
    searchAnswers([colleague], {}, {}, 25_000);
    page('/search?query=a');
    expect(await screen.findByRole('heading', { name: 'Found 25000 doctors' })).toBeInTheDocument();
    expect(screen.getByText(SEARCH_PAGING_LIMIT_MESSAGE)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { ApiRoutes, userWith, type MutualConnectionCounts, type User } from '@docnet/contracts';
import { SearchPage } from '@/features/search/components/search-page';
import { api, forever, held, refuse, server } from './support/api-server';
import { colleague, member } from './support/members';
import { renderScreen } from './support/render';

const searched: URLSearchParams[] = [];

function searchAnswers(results: User[], counts: MutualConnectionCounts['counts'] = {}) {
  searched.length = 0;
  server.use(
    api.get(ApiRoutes.usersSearch, ({ request }) => {
      searched.push(new URL(request.url).searchParams);
      return Response.json(results);
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
    const answer = held(() => Response.json([]));
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
    expect(searched[0]?.toString()).toBe('');
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
});

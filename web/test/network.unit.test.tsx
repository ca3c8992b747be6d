import { screen, waitFor, within } from '@testing-library/react';
import { ApiRoutes, userWith, type ConnectionListItem, type ConnectionSuggestion } from '@docnet/contracts';
import { api, forever, held, refuse, server } from './support/api-server';
import { cardOf, colleague, connectionItem, member, signedInAs } from './support/members';
import { renderApp } from './support/render';

const requester = userWith({
  id: 73,
  name: "Dr. Aoife D'Arcy",
  username: 'adarcy',
  email: 'aoife.darcy@clinic.example',
  specialty: 'Endodontics',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const request = connectionItem(901, requester, member, 'pending');
const accepted = connectionItem(902, member, colleague, 'accepted', member);

function network({
  connections = [] as ConnectionListItem[],
  pending = [] as ConnectionListItem[],
  suggestions = [] as ConnectionSuggestion[],
} = {}) {
  server.use(
    signedInAs(member),
    api.get(ApiRoutes.connections, connections),
    api.get(ApiRoutes.connectionsPending, pending),
    api.get(ApiRoutes.connectionsSuggestions, suggestions),
  );
}

const statistic = (title: string) => screen.getByText(title).closest('.ant-statistic') as HTMLElement;
const tabPanel = () => screen.getByRole('tabpanel');

describe('My Network (/network)', () => {
  it('shows a skeleton while the connections load, then the list and the statistics', async () => {
    const answer = held(() => Response.json([accepted]));
    network({ pending: [request] });
    server.use(api.get(ApiRoutes.connections, answer.resolver));
    renderApp('/network');

    expect(await screen.findByRole('heading', { name: 'My Network' })).toBeInTheDocument();
    expect(tabPanel().querySelector('.ant-skeleton')).not.toBeNull();
    answer.release();
    expect(await within(tabPanel()).findByText(colleague.name)).toBeInTheDocument();
    expect(within(statistic('Connected Doctors')).getByText('1')).toBeInTheDocument();
    expect(within(statistic('Total Network Size')).getByText('2')).toBeInTheDocument();
    expect(screen.getByTestId('pending-count')).toHaveTextContent('1');
  });

  it('shows the empty states and sends a member without connections to search', async () => {
    network();
    const { user, router } = renderApp('/network');

    expect(await screen.findByText("You don't have any connections yet")).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Pending Requests/ }));
    expect(await screen.findByText('No pending connection requests')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Suggestions' }));
    expect(await screen.findByText('No connection suggestions available')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Connections' }));
    await user.click(screen.getByRole('button', { name: 'Find Doctors to Connect' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });

  it('says which list failed to load', async () => {
    network();
    server.use(
      api.get(ApiRoutes.connections, () => refuse(503, 'Service unavailable')),
      api.get(ApiRoutes.connectionsPending, () => refuse(503, 'Service unavailable')),
    );
    const { user } = renderApp('/network');

    expect(await screen.findByText('Failed to load connections. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Pending Requests/ }));
    expect(await screen.findByText('Failed to load pending requests. Please try again.')).toBeInTheDocument();
  });

  it('moves an accepted request into the connections at once, then confirms it', async () => {
    network({ pending: [request] });
    const put = held(() => Response.json({ ...request.connection, status: 'accepted' }));
    server.use(api.put(ApiRoutes.connectionById(':id'), put.resolver));
    const { user } = renderApp('/network');

    await user.click(await screen.findByRole('tab', { name: /Pending Requests/ }));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    // Before the server answers: gone from the requests, counted as a connection.
    expect(await screen.findByText('No pending connection requests')).toBeInTheDocument();
    expect(screen.getByText('Accepting Connection')).toBeInTheDocument();
    expect(within(statistic('Connected Doctors')).getByText('1')).toBeInTheDocument();

    // The refetch after success finds the connection made.
    server.use(
      api.get(ApiRoutes.connections, [{ ...request, connection: { ...request.connection, status: 'accepted' } }]),
      api.get(ApiRoutes.connectionsPending, []),
    );
    put.release();
    expect(await screen.findByText('Connection Accepted')).toBeInTheDocument();
    expect(screen.getByText('You have successfully connected with this doctor.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Connections' }));
    expect(await within(tabPanel()).findByText(requester.name)).toBeInTheDocument();
  });

  it('puts a declined request back when the server refuses, with its message or the fallback', async () => {
    network({ pending: [request] });
    server.use(api.put(ApiRoutes.connectionById(':id'), () => refuse(404, 'Connection request not found')));
    const { user } = renderApp('/network');

    await user.click(await screen.findByRole('tab', { name: /Pending Requests/ }));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Failed to Reject Connection')).toBeInTheDocument();
    expect(within(failure).getByText('Connection request not found')).toBeInTheDocument();
    expect(within(tabPanel()).getByText(requester.name)).toBeInTheDocument();
    expect(screen.getByTestId('pending-count')).toHaveTextContent('1');

    server.use(api.put(ApiRoutes.connectionById(':id'), () => new Response(null, { status: 502 })));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Could not accept connection request. Please try again.')).toBeInTheDocument();
    expect(within(tabPanel()).getByText(requester.name)).toBeInTheDocument();
  });

  it("offers 'Pending', disabled, for a suggestion already asked", async () => {
    const asked = connectionItem(903, member, colleague, 'pending', member);
    network({ connections: [asked], suggestions: [cardOf(colleague), cardOf(requester)] });
    server.use(api.get(ApiRoutes.connectionsAiRecommendations, forever));
    const { user } = renderApp('/network');

    await user.click(await screen.findByRole('tab', { name: 'Suggestions' }));
    const list = await screen.findByLabelText('People you may know');
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]).getByRole('button', { name: /Pending/ })).toBeDisabled();
    expect(within(rows[1]).getByRole('button', { name: /Connect/ })).toBeEnabled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { ApiRoutes, userWith, type ConnectionListItem, type ConnectionSuggestion } from '@docnet/contracts';
import { api, forever, held, noContent, refuse, server } from './support/api-server';
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

/** A 'Network Statistics' entry ('Pending Requests' is also the tab's label). */
const statistic = (title: string) =>
  screen
    .getAllByText(title)
    .map((element) => element.closest('.ant-statistic'))
    .find((found): found is HTMLElement => found instanceof HTMLElement) as HTMLElement;
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

  describe('requests the member sent', () => {
    const others = [
      userWith({ id: 81, name: "Dr. Órla Ní Dhúill", username: 'onidhuill', email: 'orla@clinic.example', specialty: 'Prosthodontics', createdAt: '2026-01-02T00:00:00.000Z' }),
      userWith({ id: 82, name: 'Dr. François Lévêque-Dubois', username: 'fleveque', email: 'francois@clinic.example', createdAt: '2026-01-03T00:00:00.000Z' }),
      userWith({ id: 83, name: "Dr. Ngozi O'Neill-Adébáyọ̀", username: 'noneill', email: 'ngozi@clinic.example', createdAt: '2026-01-04T00:00:00.000Z' }),
    ];
    const sentTo = others.map((other, index) => connectionItem(950 + index, member, other, 'pending', member));

    it('lists them under Pending Requests and counts them on the badge and in the statistics', async () => {
      network({ connections: [accepted, ...sentTo] });
      const { user } = renderApp('/network');

      await screen.findByRole('heading', { name: 'My Network' });
      await waitFor(() => expect(screen.getByTestId('pending-count')).toHaveTextContent('3'));
      expect(within(statistic('Pending Requests')).getByText('3')).toBeInTheDocument();
      expect(within(statistic('Connected Doctors')).getByText('1')).toBeInTheDocument();
      expect(within(statistic('Total Network Size')).getByText('4')).toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: /Pending Requests/ }));
      const sent = await screen.findByLabelText('Sent requests');
      expect(within(sent).getAllByTestId('member-name').map((name) => name.textContent)).toEqual(others.map(({ name }) => name));
      expect(screen.getByRole('heading', { name: 'Sent (3)' })).toBeInTheDocument();
      expect(screen.queryByText('No pending connection requests')).toBeNull();
      // Nothing to answer: no Accept or Reject next to one's own requests.
      expect(within(tabPanel()).queryByRole('button', { name: 'Accept' })).toBeNull();
    });

    it('shows received and sent requests under their own headings', async () => {
      network({ connections: [sentTo[0]], pending: [request] });
      const { user } = renderApp('/network');

      await user.click(await screen.findByRole('tab', { name: /Pending Requests/ }));
      expect(await screen.findByRole('heading', { name: 'Received (1)' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Sent (1)' })).toBeInTheDocument();
      expect(within(screen.getByLabelText('Pending Requests')).getByText(requester.name)).toBeInTheDocument();
      expect(screen.getByTestId('pending-count')).toHaveTextContent('2');
    });

    it('withdraws one at once, then confirms it; the member can be asked again', async () => {
      network({ connections: sentTo, suggestions: [] });
      const post = held(() => noContent());
      let withdrawn: string | undefined;
      server.use(
        api.post(ApiRoutes.connectionWithdraw(':id'), async (info) => {
          withdrawn = String(info.params.id);
          return post.resolver(info);
        }),
      );
      const { user } = renderApp('/network');

      await user.click(await screen.findByRole('tab', { name: /Pending Requests/ }));
      await user.click(await screen.findByRole('button', { name: `Withdraw request to ${others[1].name}` }));
      // Before the server answers: gone from the list and from the counts.
      await waitFor(() => expect(within(screen.getByLabelText('Sent requests')).queryByText(others[1].name)).toBeNull());
      expect(screen.getByTestId('pending-count')).toHaveTextContent('2');
      expect(within(statistic('Pending Requests')).getByText('2')).toBeInTheDocument();

      server.use(api.get(ApiRoutes.connections, [sentTo[0], sentTo[2]]));
      post.release();
      expect(await screen.findByText('Request Withdrawn')).toBeInTheDocument();
      expect(screen.getByText(`Your connection request to ${others[1].name} has been withdrawn.`)).toBeInTheDocument();
      expect(withdrawn).toBe(String(sentTo[1].connection.id));
      expect(within(screen.getByLabelText('Sent requests')).getAllByTestId('member-name')).toHaveLength(2);
    });

    it('puts a request back when the server refuses the withdrawal, with its message or the fallback', async () => {
      network({ connections: [sentTo[0]] });
      server.use(api.post(ApiRoutes.connectionWithdraw(':id'), () => refuse(409, 'This connection request has already been answered')));
      const { user } = renderApp('/network');

      await user.click(await screen.findByRole('tab', { name: /Pending Requests/ }));
      await user.click(await screen.findByRole('button', { name: `Withdraw request to ${others[0].name}` }));
      const failure = await screen.findByRole('alert');
      expect(within(failure).getByText('Failed to Withdraw Request')).toBeInTheDocument();
      expect(within(failure).getByText('This connection request has already been answered')).toBeInTheDocument();
      expect(within(screen.getByLabelText('Sent requests')).getByText(others[0].name)).toBeInTheDocument();
      expect(screen.getByTestId('pending-count')).toHaveTextContent('1');

      server.use(api.post(ApiRoutes.connectionWithdraw(':id'), () => new Response(null, { status: 502 })));
      await user.click(screen.getByRole('button', { name: `Withdraw request to ${others[0].name}` }));
      expect(await screen.findByText('Could not withdraw the connection request. Please try again.')).toBeInTheDocument();
      expect(within(screen.getByLabelText('Sent requests')).getByText(others[0].name)).toBeInTheDocument();
    });
  });
});

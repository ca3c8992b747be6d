import { screen, waitFor, within } from '@testing-library/react';
import { ApiRoutes, type ConnectionListItem, type MemberConnections } from '@docnet/contracts';
import { ProfileView } from '@/features/profile/components/profile-view';
import { api, forever, held, refuse, server } from './support/api-server';
import { colleague, connectionItem, member } from './support/members';
import { renderScreen } from './support/render';

function profileOf(connections: ConnectionListItem[] = []) {
  server.use(
    api.get(ApiRoutes.usersById(':id'), ({ params }) =>
      Number(params.id) === colleague.id ? Response.json(colleague) : Number(params.id) === member.id ? Response.json(member) : refuse(404, 'Profile not found'),
    ),
    api.get(ApiRoutes.connections, connections),
    api.get(ApiRoutes.userConnections(':id'), { connections: [], total: 4 } satisfies MemberConnections),
    api.get(ApiRoutes.userStatistics(':id'), { profileViews: 12, articleViews: 3, searchAppearances: 40 }),
  );
}

const view = (id: string) =>
  renderScreen(<ProfileView id={id} viewer={member} posts={() => <p>Posts of the member</p>} />, {
    route: `/profile/${id}`,
    path: '/profile/:id',
  });

describe('a profile (/profile/{id})', () => {
  it("shows the server's sentence for an unknown member, never the status and body", async () => {
    profileOf();
    view('999');
    expect(await screen.findByText('Profile not found')).toBeInTheDocument();
    expect(screen.queryByText(/404/)).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the card', async () => {
    profileOf();
    server.use(api.get(ApiRoutes.usersById(':id'), forever));
    const first = view(String(colleague.id));
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    first.unmount();

    profileOf();
    view(String(colleague.id));
    const card = await screen.findByLabelText('Profile');
    expect(within(card).getByRole('heading', { name: colleague.name })).toBeInTheDocument();
    expect(await within(card).findByText('4')).toBeInTheDocument();
  });

  it('offers Edit Profile on the own profile', async () => {
    profileOf();
    const { user, router } = view(String(member.id));
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/${member.id}/edit`));
  });

  it("shows 'Pending' at once after Connect, then names the member in the toast", async () => {
    profileOf();
    const sent = held(() => Response.json(connectionItem(950, member, colleague, 'pending', member).connection, { status: 201 }));
    server.use(api.post(ApiRoutes.connections, sent.resolver));
    const { user } = view(String(colleague.id));

    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('button', { name: 'Pending' })).toBeDisabled();
    expect(screen.getByText('Sending Connection Request')).toBeInTheDocument();

    server.use(api.get(ApiRoutes.connections, [connectionItem(950, member, colleague, 'pending', member)]));
    sent.release();
    expect(await screen.findByText('Connection Request Sent')).toBeInTheDocument();
    expect(screen.getByText(`Your connection request has been sent to ${colleague.name}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending' })).toBeDisabled();
  });

  it("goes back to 'Connect' when the request is refused, with the server's message", async () => {
    profileOf();
    server.use(api.post(ApiRoutes.connections, () => refuse(409, 'A connection request already exists')));
    const { user } = view(String(colleague.id));

    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Failed to Connect')).toBeInTheDocument();
    expect(within(failure).getByText('A connection request already exists')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeEnabled();
  });
});

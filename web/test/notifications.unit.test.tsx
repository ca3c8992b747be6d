import { screen, waitFor, within } from '@testing-library/react';
import { ApiRoutes, type Notification, type NotificationList } from '@docnet/contracts';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import { api, forever, held, refuse, server } from './support/api-server';
import { colleague } from './support/members';
import { renderScreen } from './support/render';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(id: number, known: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'contentComments',
    actor: { id: colleague.id, name: colleague.name, profilePicture: null },
    text: `${colleague.name} commented on “Zirconia crowns — 5-year follow-up”`,
    link: `/content/${300 + id}`,
    read: false,
    createdAt: minutesAgo(id),
    ...known,
  };
}

const list = (notifications: Notification[], total = notifications.length): NotificationList => ({
  notifications,
  total,
  unreadCount: notifications.filter((item) => !item.read).length,
});

const items = () => screen.getAllByTestId('notification-item');

describe('notifications (/notifications)', () => {
  beforeEach(() => server.use(api.get(ApiRoutes.notificationsUnreadCount, { count: 0 })));

  it('shows a skeleton while loading, and says so when the list cannot be read', async () => {
    server.use(api.get(ApiRoutes.notifications, forever));
    const first = renderScreen(<NotificationsPage />, { route: '/notifications' });
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    first.unmount();

    server.use(api.get(ApiRoutes.notifications, () => refuse(503, 'Service unavailable')));
    renderScreen(<NotificationsPage />, { route: '/notifications' });
    expect(await screen.findByText('Failed to load notifications. Please try again.')).toBeInTheDocument();
  });

  it('explains what will show up when there is nothing yet', async () => {
    server.use(api.get(ApiRoutes.notifications, list([])));
    renderScreen(<NotificationsPage />, { route: '/notifications' });
    expect(
      await screen.findByText('No notifications yet. Connection requests, likes, comments and messages will show up here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks one read at once and opens what it points to; a request opens the pending requests', async () => {
    const request = notification(2, { type: 'connectionRequests', text: `${colleague.name} wants to connect`, link: '/network' });
    server.use(api.get(ApiRoutes.notifications, list([notification(1), request])), api.put(ApiRoutes.notificationRead(':id'), held(() => Response.json({})).resolver));
    const { user, router } = renderScreen(<NotificationsPage />, { route: '/notifications' });

    await user.click(await screen.findByText(`${colleague.name} wants to connect`));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/network?tab=pending'));
  });

  it('marks every notification read, and puts them back unread with a toast when the server refuses', async () => {
    server.use(api.get(ApiRoutes.notifications, list([notification(1), notification(2)])));
    server.use(api.put(ApiRoutes.notificationsReadAll, () => refuse(503, 'Notifications are unavailable right now')));
    const { user } = renderScreen(<NotificationsPage />, { route: '/notifications' });

    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Could not mark notifications as read')).toBeInTheDocument();
    expect(within(failure).getByText('Notifications are unavailable right now')).toBeInTheDocument();
    expect(items().map((item) => item.dataset.unread)).toEqual(['true', 'true']);

    server.use(
      api.put(ApiRoutes.notificationsReadAll, { count: 0 }),
      api.get(ApiRoutes.notifications, list([notification(1, { read: true }), notification(2, { read: true })])),
    );
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(items().map((item) => item.dataset.unread)).toEqual(['false', 'false']));
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it("loads older pages with 'Load more', and says so when a page fails", async () => {
    const firstPage = Array.from({ length: 20 }, (_, index) => notification(index + 1, { read: true }));
    server.use(api.get(ApiRoutes.notifications, ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
      if (offset === 0) return Response.json(list(firstPage, 21));
      return refuse(500, 'Try again in a minute');
    }));
    const { user } = renderScreen(<NotificationsPage />, { route: '/notifications' });

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Failed to load notifications. Please try again.')).toBeInTheDocument();

    server.use(api.get(ApiRoutes.notifications, ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
      return Response.json(offset === 0 ? list(firstPage, 21) : list([notification(21, { read: true, text: 'The oldest one' })], 21));
    }));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('The oldest one')).toBeInTheDocument();
    expect(items()).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

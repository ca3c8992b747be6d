import { screen, waitFor, within } from '@testing-library/react';
import { ApiRoutes, DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@docnet/contracts';
import { NotificationsTab } from '@/features/settings/components/notifications-tab';
import { api, forever, held, refuse, server } from './support/api-server';
import { renderScreen } from './support/render';

describe("settings, the Notifications tab", () => {
  it('shows a skeleton while loading, and the load failure', async () => {
    server.use(api.get(ApiRoutes.notificationSettings, forever));
    const first = renderScreen(<NotificationsTab />, { route: '/settings' });
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    first.unmount();

    server.use(api.get(ApiRoutes.notificationSettings, () => refuse(503, 'Service unavailable')));
    renderScreen(<NotificationsTab />, { route: '/settings' });
    expect(await screen.findByText('Failed to load notification settings. Please try again.')).toBeInTheDocument();
  });

  it('saves the whole edited settings, busy while saving, then confirms', async () => {
    const saved: unknown[] = [];
    const answer = held(async ({ request }) => {
      const body = (await request.json()) as { settings: NotificationSettings };
      saved.push(body);
      return Response.json(body.settings);
    });
    server.use(api.get(ApiRoutes.notificationSettings, DEFAULT_NOTIFICATION_SETTINGS), api.post(ApiRoutes.notificationSettings, answer.resolver));
    const { user } = renderScreen(<NotificationsTab />, { route: '/settings' });

    // The frequency waits for digest mode.
    expect(within(await screen.findByLabelText('Digest frequency')).getByRole('radio', { name: 'Weekly' })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Digest mode' }));
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    await user.click(screen.getByRole('switch', { name: 'Likes' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Preferences' })).toHaveAttribute('aria-busy', 'true'));

    answer.release();
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(screen.getByText('Your notification preferences have been updated')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        settings: {
          ...DEFAULT_NOTIFICATION_SETTINGS,
          digestMode: true,
          digestFrequency: 'weekly',
          notifications: { ...DEFAULT_NOTIFICATION_SETTINGS.notifications, contentLikes: false },
        },
      },
    ]);
  });

  it("says 'Error' with the spec's sentence when saving fails, and keeps the member's choices", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      api.get(ApiRoutes.notificationSettings, DEFAULT_NOTIFICATION_SETTINGS),
      api.post(ApiRoutes.notificationSettings, () => refuse(500, 'Internal server error')),
    );
    const { user } = renderScreen(<NotificationsTab />, { route: '/settings' });

    await user.click(await screen.findByRole('switch', { name: 'Email notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Error')).toBeInTheDocument();
    expect(within(failure).getByText('Failed to save notification settings. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
  });
});

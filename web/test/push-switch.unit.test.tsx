import { screen, waitFor } from '@testing-library/react';
import { ApiRoutes, PushMessages, type PushSubscriptionBody } from '@docnet/contracts';
import { PushSwitch, PushSwitchTexts } from '@/features/settings/components/push-switch';
import { api, noContent, refuse, server } from './support/api-server';
import { renderScreen } from './support/render';

const PUBLIC_KEY = 'BIOttPkAhnfto5nsFGmh6HTedJcvW_DexcwBabZO02D0w5_0PUe3v1eb8-y6-YZzi-SkU0S92jfqVPJOlsiLrKA';
const DEVICE: PushSubscriptionBody = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dXyZ:APA91bE',
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

/** A browser with the Push API: a registered worker whose push manager keeps at most one subscription. */
function pushBrowser({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}) {
  let current: PushSubscription | null = null;
  const unsubscribe = jest.fn(async () => {
    current = null;
    return true;
  });
  const makeSubscription = () => ({ endpoint: DEVICE.endpoint, toJSON: () => DEVICE, unsubscribe }) as unknown as PushSubscription;
  if (subscribed) current = makeSubscription();
  const subscribe = jest.fn(async () => (current = makeSubscription()));
  const pushManager = { getSubscription: async () => current, subscribe };
  const requestPermission = jest.fn(async () => {
    notification.permission = answer;
    return answer;
  });
  const notification: { permission: NotificationPermission; requestPermission: typeof requestPermission } = { permission, requestPermission };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => ({ pushManager }) } });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  Object.defineProperty(window, 'Notification', { configurable: true, value: notification });
  return { subscribe, unsubscribe, requestPermission };
}

afterEach(() => {
  for (const [target, key] of [
    [navigator, 'serviceWorker'],
    [window, 'PushManager'],
    [window, 'Notification'],
  ] as const) {
    Reflect.deleteProperty(target, key);
  }
});

const pushSwitch = () => screen.getByRole('switch', { name: PushSwitchTexts.title });

describe('settings: push notifications on this device', () => {
  it('says so where the browser cannot receive pushes, or the server sends none, and asks nothing', async () => {
    const first = renderScreen(<PushSwitch />, { route: '/settings' });
    expect(screen.getByText(PushSwitchTexts.unsupported)).toBeInTheDocument();
    expect(pushSwitch()).toBeDisabled();
    first.unmount();

    const browser = pushBrowser();
    server.use(api.get(ApiRoutes.pushConfig, { publicKey: null }));
    renderScreen(<PushSwitch />, { route: '/settings' });
    expect(await screen.findByText(PushMessages.unavailable)).toBeInTheDocument();
    expect(pushSwitch()).toBeDisabled();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('asks the browser’s permission only when turned on, then hands the device to the server', async () => {
    const browser = pushBrowser();
    const saved: unknown[] = [];
    server.use(
      api.get(ApiRoutes.pushConfig, { publicKey: PUBLIC_KEY }),
      api.post(ApiRoutes.pushSubscriptions, async ({ request }) => {
        saved.push(await request.json());
        return noContent();
      }),
    );
    const { user } = renderScreen(<PushSwitch />, { route: '/settings' });
    await waitFor(() => expect(pushSwitch()).not.toHaveClass('ant-switch-loading'));
    expect(pushSwitch()).not.toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await user.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const [[options]] = browser.subscribe.mock.calls as unknown as [[{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }]];
    expect(options.userVisibleOnly).toBe(true);
    // The server's key as the 65 bytes of a P-256 point.
    expect(Buffer.from(options.applicationServerKey).toString('base64url')).toBe(PUBLIC_KEY);
    expect(saved).toEqual([DEVICE]);
  });

  it('tells the member when notifications are blocked, and sends nothing', async () => {
    const browser = pushBrowser({ answer: 'denied' });
    server.use(api.get(ApiRoutes.pushConfig, { publicKey: PUBLIC_KEY }));
    const { user } = renderScreen(<PushSwitch />, { route: '/settings' });
    await waitFor(() => expect(pushSwitch()).not.toHaveClass('ant-switch-loading'));
    await user.click(pushSwitch());
    expect(await screen.findByText(PushSwitchTexts.blocked)).toBeInTheDocument();
    expect(pushSwitch()).not.toBeChecked();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and leaves the browser unsubscribed, so the switch tells the truth', async () => {
    const browser = pushBrowser();
    server.use(
      api.get(ApiRoutes.pushConfig, { publicKey: PUBLIC_KEY }),
      api.post(ApiRoutes.pushSubscriptions, () => refuse(400, PushMessages.unknownService)),
    );
    const { user } = renderScreen(<PushSwitch />, { route: '/settings' });
    await waitFor(() => expect(pushSwitch()).not.toHaveClass('ant-switch-loading'));
    await user.click(pushSwitch());
    expect(await screen.findByText(PushMessages.unknownService)).toBeInTheDocument();
    expect(pushSwitch()).not.toBeChecked();
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('turns off on this device: the server forgets it and the browser unsubscribes', async () => {
    const browser = pushBrowser({ permission: 'granted', subscribed: true });
    const deleted: unknown[] = [];
    server.use(
      api.get(ApiRoutes.pushConfig, { publicKey: PUBLIC_KEY }),
      api.delete(ApiRoutes.pushSubscriptions, async ({ request }) => {
        deleted.push(await request.json());
        return noContent();
      }),
    );
    const { user } = renderScreen(<PushSwitch />, { route: '/settings' });
    await waitFor(() => expect(pushSwitch()).toBeChecked());
    await user.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).not.toBeChecked());
    expect(deleted).toEqual([{ endpoint: DEVICE.endpoint }]);
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });
});

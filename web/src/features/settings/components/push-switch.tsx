import { useEffect, useState } from 'react';
import { Alert, List, Switch } from 'antd';
import { PushMessages, type PushSubscriptionBody } from '@docnet/contracts';
import { Text } from '@/components/ui/typography';
import { serverMessage } from '@/lib/api-client';
import { deletePushSubscription, savePushSubscription, usePushConfig } from '../api/push-subscriptions';

export const PushSwitchTexts = {
  title: 'Push notifications on this device',
  description: 'Your phone or computer shows new notifications even when DocNet is closed. They say only what happened ("New message"), never who or what.',
  unsupported:
    'This browser cannot receive push notifications. On an iPhone or iPad, add DocNet to your Home Screen (Share > Add to Home Screen) and turn them on in the installed app.',
  blocked: "Notifications are blocked for DocNet in this browser. Allow them in the browser's site settings, then turn this on again.",
  noWorker: 'Push notifications need the installed app. Reload the page and try again.',
  failed: 'Push notifications could not be turned on. Please try again.',
} as const;

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The browser's subscription as the contract takes it (`toJSON()` types every field optional). */
function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
}

/** The VAPID key as the Push API wants it: bytes, from the server's base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Push on or off for this device. The browser's permission is asked only when the member turns it on; the server
 * keeps the device with the member's account, and the member's per-type settings still decide what is pushed.
 */
export function PushSwitch() {
  const supported = pushSupported();
  const { data: config, isLoading } = usePushConfig(supported);
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    currentSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null && Notification.permission === 'granted'))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, [supported]);

  const turnOn = async (publicKey: string) => {
    if ((await Notification.requestPermission()) !== 'granted') return setProblem(PushSwitchTexts.blocked);
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return setProblem(PushSwitchTexts.noWorker);
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    try {
      await savePushSubscription(subscriptionBody(subscription));
    } catch (error) {
      // The server refused this device: the browser's subscription goes too, so the switch tells the truth.
      await subscription.unsubscribe();
      throw error;
    }
    setSubscribed(true);
  };

  const turnOff = async () => {
    const subscription = await currentSubscription();
    if (subscription) {
      await deletePushSubscription(subscription.endpoint);
      await subscription.unsubscribe();
    }
    setSubscribed(false);
  };

  const change = async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (on && config?.publicKey) await turnOn(config.publicKey);
      else if (!on) await turnOff();
    } catch (error) {
      setProblem(serverMessage(error) ?? PushSwitchTexts.failed);
    } finally {
      setBusy(false);
    }
  };

  const unavailable = !supported ? PushSwitchTexts.unsupported : config && config.publicKey === null ? PushMessages.unavailable : null;
  return (
    <List.Item
      actions={[
        <Switch
          key="push"
          aria-label={PushSwitchTexts.title}
          checked={subscribed === true}
          loading={busy || (supported && (isLoading || subscribed === null))}
          disabled={unavailable !== null}
          onChange={(on) => void change(on)}
        />,
      ]}
    >
      <List.Item.Meta
        title={PushSwitchTexts.title}
        description={
          <>
            {PushSwitchTexts.description}
            {/* Why it cannot be turned on is a fact of this browser, not news: plain text; a failed change is an alert. */}
            {unavailable && <Text type="secondary" style={{ display: 'block', marginTop: 8 }}>{unavailable}</Text>}
            {problem && <Alert style={{ marginTop: 8 }} type="warning" showIcon message={problem} />}
          </>
        }
      />
    </List.Item>
  );
}

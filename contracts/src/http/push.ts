import * as yup from 'yup';
import type { NotificationKind } from './notifications';

/** The refusals of the push routes, in words a member can act on. */
export const PushMessages = {
  unavailable: 'Push notifications are not available on this DocNet server',
  invalidEndpoint: "This browser's push address is not valid. Turn push notifications off and on again.",
  unknownService: "This browser's push service is not one DocNet delivers to. Try another browser, or keep email notifications on.",
  invalidKeys: "This browser's push keys are not valid. Turn push notifications off and on again.",
} as const;

/** The longest push address accepted; the push services' own are a few hundred characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;

/** Base64url without padding, as the Push API gives its keys. */
const base64url = (min: number, max: number) =>
  yup
    .string()
    .strict()
    .required(PushMessages.invalidKeys)
    .min(min, PushMessages.invalidKeys)
    .max(max, PushMessages.invalidKeys)
    .matches(/^[A-Za-z0-9_-]+$/, PushMessages.invalidKeys);

const endpointField = yup
  .string()
  .strict()
  .trim()
  .required(PushMessages.invalidEndpoint)
  .max(PUSH_ENDPOINT_MAX_LENGTH, PushMessages.invalidEndpoint)
  .url(PushMessages.invalidEndpoint);

/**
 * POST /api/push/subscriptions body: the browser's PushSubscription as `subscription.toJSON()` gives it. `p256dh` is the
 * device's P-256 public key (65 bytes, 87 characters), `auth` its 16-byte secret (22 characters). Which push services'
 * addresses are accepted is the notifications service's configuration, checked there and again at each sending.
 */
export const pushSubscriptionSchema = yup.object({
  endpoint: endpointField,
  keys: yup
    .object({ p256dh: base64url(80, 100), auth: base64url(16, 30) })
    .default(undefined)
    .required(PushMessages.invalidKeys),
});
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** DELETE /api/push/subscriptions body: the device's push address, as the browser still knows it. */
export const pushUnsubscribeSchema = yup.object({ endpoint: endpointField });
export interface PushUnsubscribeBody {
  endpoint: string;
}

/** GET /api/push/config: the server's VAPID public key (the browser subscribes with it), or null when push is off. */
export interface PushConfig {
  publicKey: string | null;
}

/**
 * What a push message carries, decrypted on the device: the notification's kind, its id and the SPA path it opens,
 * never a name, a message's text or anything else from the notification, since push services and lock screens see it.
 */
export interface PushPayload {
  type: NotificationKind;
  id: number;
  link: string | null;
}

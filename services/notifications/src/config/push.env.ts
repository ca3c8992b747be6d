import { createECDH } from 'node:crypto';
import * as yup from 'yup';

/** The push services of the browsers members use (Chrome and Edge's FCM, Firefox's autopush, Windows', Apple's). */
const KNOWN_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://android.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.push.services.mozilla.com',
  'https://*.notify.windows.com',
  'https://web.push.apple.com',
  'https://*.push.apple.com',
].join(',');

/** A VAPID key as `npm run vapid-keys -w services/notifications` prints it: `length` base64url characters, or unset. */
function vapidKey(name: string, length: number) {
  return yup
    .string()
    .default('')
    .matches(new RegExp(`^([A-Za-z0-9_-]{${length}})?$`), `${name} must be the ${length}-character key 'npm run vapid-keys -w services/notifications' prints`)
    .test({
      name: 'vapid-keys-together',
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (both from one run of npm run vapid-keys -w services/notifications)',
      test: (_value, context) => {
        const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = context.parent as { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string };
        return Boolean(VAPID_PUBLIC_KEY) === Boolean(VAPID_PRIVATE_KEY);
      },
    })
    .test({
      name: 'vapid-keys-in-production',
      message: `${name} is required in production (npm run vapid-keys -w services/notifications makes a pair): without it members' devices get no push notifications`,
      test: (value, context) => (context.parent as { NODE_ENV?: string }).NODE_ENV !== 'production' || Boolean(value),
    });
}

/** Whether the private key is the public key's own (a pasted half of another pair would sign pushes no browser accepts). */
function pairMatches(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url') === publicKey;
  } catch {
    return false;
  }
}

/**
 * Web push: the VAPID key pair that signs every push (unset outside production turns push off: the routes answer 503
 * and the settings screen says so) and the push services devices may subscribe at.
 */
export const pushEnvKeys = {
  /** The VAPID public key browsers subscribe with (65 bytes, base64url). */
  VAPID_PUBLIC_KEY: vapidKey('VAPID_PUBLIC_KEY', 87),
  /** Its private key (32 bytes, base64url); a secret. */
  VAPID_PRIVATE_KEY: vapidKey('VAPID_PRIVATE_KEY', 43).test({
    name: 'vapid-pair',
    message: 'VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY: set both from one run of npm run vapid-keys -w services/notifications',
    test: (value, context) => {
      const { VAPID_PUBLIC_KEY } = context.parent as { VAPID_PUBLIC_KEY?: string };
      return !value || !VAPID_PUBLIC_KEY || pairMatches(VAPID_PUBLIC_KEY, value);
    },
  }),
  /** Who push services contact about this sender's pushes: a mailto: or https: address. */
  VAPID_SUBJECT: yup
    .string()
    .default('mailto:support@docnet.example')
    .matches(/^(mailto:.+@.+|https:\/\/.+)$/, 'VAPID_SUBJECT must be a mailto: or https: address'),
  /**
   * The origins a device's push address may be on, comma-separated; `*.` allows every subdomain. Checked when a device
   * subscribes and again at each sending, so the service never posts to an address a member chose. Production allows
   * https origins only; a test names its local fake push service.
   */
  PUSH_SERVICE_ORIGINS: yup
    .string()
    .default(KNOWN_PUSH_SERVICES)
    .test('origins', 'PUSH_SERVICE_ORIGINS must be comma-separated origins such as https://fcm.googleapis.com or https://*.push.apple.com', (value) =>
      value.split(',').every((origin) => /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(origin.trim())),
    )
    .test('https-in-production', 'PUSH_SERVICE_ORIGINS may name only https origins in production', (value, context) =>
      (context.parent as { NODE_ENV?: string }).NODE_ENV !== 'production' || value.split(',').every((origin) => origin.trim().startsWith('https://')),
    ),
};

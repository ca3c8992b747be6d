import { loadConfig } from '@docnet/platform';
import { generateVAPIDKeys } from 'web-push';
import { notificationsEnvSchema } from '../src/config/notifications.env';
import { onPushService } from '../src/modules/notifications/domain/push-origins';

/** The service keys every start has; the push keys vary per case. */
const base = { MONGO_URL: 'mongodb://127.0.0.1:27027', MONGO_DB: 'docnet_notifications', KAFKA_BROKERS: '127.0.0.1:9092', SERVICE_TOKEN: 'x'.repeat(32), REDIS_URL: 'redis://127.0.0.1:6379' };
const load = (env: Record<string, string>) => loadConfig('notifications', notificationsEnvSchema, { ...base, EMAIL_PROVIDER: 'sendgrid', SENDGRID_API_KEY: 'key', ...env });
const refusal = (env: Record<string, string>) => {
  try {
    load(env);
    return '';
  } catch (error) {
    return String(error);
  }
};

describe('push configuration: VAPID keys and the push services devices may use', () => {
  const keys = generateVAPIDKeys();

  it('turns push off cleanly without keys outside production, and refuses to start without them in production', () => {
    expect(load({})).toMatchObject({ VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' });
    expect(refusal({ NODE_ENV: 'production' })).toContain('VAPID_PUBLIC_KEY is required in production (npm run vapid-keys -w services/notifications makes a pair)');
    expect(load({ NODE_ENV: 'production', VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })).toMatchObject({ VAPID_PUBLIC_KEY: keys.publicKey });
  });

  it('names a half-set pair, a key that is not one, and a plain-http push service in production', () => {
    expect(refusal({ VAPID_PUBLIC_KEY: keys.publicKey })).toContain('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
    expect(refusal({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.publicKey })).toContain('VAPID_PUBLIC_KEY must be the 87-character key');
    expect(refusal({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: generateVAPIDKeys().privateKey })).toContain('VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY');
    expect(refusal({ NODE_ENV: 'production', VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:9000' })).toContain(
      'PUSH_SERVICE_ORIGINS may name only https origins in production',
    );
    expect(refusal({ PUSH_SERVICE_ORIGINS: 'fcm.googleapis.com/send' })).toContain('PUSH_SERVICE_ORIGINS must be comma-separated origins');
  });

  it('accepts the known push services by default and nothing that only looks like them', () => {
    const { PUSH_SERVICE_ORIGINS } = load({});
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXyZ:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
    ]) {
      expect({ endpoint, allowed: onPushService(endpoint, PUSH_SERVICE_ORIGINS) }).toEqual({ endpoint, allowed: true });
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pass@fcm.googleapis.com/x',
      'https://notify.windows.com/x',
      'https://169.254.169.254/latest',
      'https://[::1]/push',
    ]) {
      expect({ endpoint, allowed: onPushService(endpoint, PUSH_SERVICE_ORIGINS) }).toEqual({ endpoint, allowed: false });
    }
  });
});

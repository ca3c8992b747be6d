import { loadConfig } from '@docnet/platform';
import { identityEnvSchema } from '../src/config/identity.env';

describe('identity delivery configuration', () => {
  const base = {
    MONGO_URL: 'mongodb://127.0.0.1:27027',
    MONGO_DB: 'docnet_identity',
    KAFKA_BROKERS: '127.0.0.1:19092',
    REDIS_URL: 'redis://127.0.0.1:16379',
    SERVICE_TOKEN: 'a-long-enough-service-token',
  };
  const twilio = {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC1',
    TWILIO_AUTH_TOKEN: 'secret',
    TWILIO_VERIFY_SERVICE_SID: 'VA1',
  };
  const sendgrid = { EMAIL_PROVIDER: 'sendgrid', SENDGRID_API_KEY: 'SG.key' };

  it('refuses the local outbox for SMS codes in production unless a demo allows it', () => {
    const production = { ...base, ...sendgrid, NODE_ENV: 'production' };
    expect(() => loadConfig('identity', identityEnvSchema, production)).toThrow(/SMS_PROVIDER=outbox/);
    expect(loadConfig('identity', identityEnvSchema, { ...production, ...twilio }).SMS_PROVIDER).toBe(
      'twilio',
    );
    expect(
      loadConfig('identity', identityEnvSchema, { ...production, ALLOW_LOCAL_OUTBOX: 'true' }).SMS_PROVIDER,
    ).toBe('outbox');
  });

  it('keeps the outbox as the default of development and tests', () => {
    expect(loadConfig('identity', identityEnvSchema, base)).toMatchObject({
      EMAIL_PROVIDER: 'outbox',
      SMS_PROVIDER: 'outbox',
    });
  });
});

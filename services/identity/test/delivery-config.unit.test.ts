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
    TWILIO_MESSAGING_SERVICE_SID: 'MG1',
  };
  const sendgrid = { EMAIL_PROVIDER: 'sendgrid', SENDGRID_API_KEY: 'SG.key' };

  it('refuses the local outbox for SMS codes in production unless a demo allows it', () => {
    const production = { ...base, ...sendgrid, NODE_ENV: 'production', CODE_HMAC_KEY: 'a-random-secret-of-its-own-for-one-time-codes' };
    expect(() => loadConfig('identity', identityEnvSchema, production)).toThrow(/SMS_PROVIDER=outbox/);
    expect(loadConfig('identity', identityEnvSchema, { ...production, ...twilio }).SMS_PROVIDER).toBe(
      'twilio',
    );
    expect(
      loadConfig('identity', identityEnvSchema, { ...production, ALLOW_LOCAL_OUTBOX: 'true' }).SMS_PROVIDER,
    ).toBe('outbox');
  });

  it('refuses Twilio without the Messaging Service of the security notices texted to a replaced phone', () => {
    expect(() => loadConfig('identity', identityEnvSchema, { ...base, ...twilio, TWILIO_MESSAGING_SERVICE_SID: '' })).toThrow(
      /TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER=twilio/,
    );
  });

  it("refuses the SMS bypass code in production, and codes keyed with the service token or development's key", () => {
    const production = { ...base, ...sendgrid, ...twilio, NODE_ENV: 'production', CODE_HMAC_KEY: 'a-random-secret-of-its-own-for-one-time-codes' };
    expect(loadConfig('identity', identityEnvSchema, production).CODE_HMAC_KEY).toBe(production.CODE_HMAC_KEY);
    expect(() => loadConfig('identity', identityEnvSchema, { ...production, SMS_BYPASS_CODE: '424242' })).toThrow(/SMS_BYPASS_CODE/);
    expect(() => loadConfig('identity', identityEnvSchema, { ...production, CODE_HMAC_KEY: undefined })).toThrow(/CODE_HMAC_KEY/);
    const tokenAsKey = { ...production, SERVICE_TOKEN: 'the-same-secret-used-for-both-purposes', CODE_HMAC_KEY: 'the-same-secret-used-for-both-purposes' };
    expect(() => loadConfig('identity', identityEnvSchema, tokenAsKey)).toThrow(/CODE_HMAC_KEY/);
    expect(loadConfig('identity', identityEnvSchema, { ...base, SMS_BYPASS_CODE: '424242' }).SMS_BYPASS_CODE).toBe('424242');
  });

  it('keeps the outbox as the default of development and tests', () => {
    expect(loadConfig('identity', identityEnvSchema, base)).toMatchObject({
      EMAIL_PROVIDER: 'outbox',
      SMS_PROVIDER: 'outbox',
    });
  });
});

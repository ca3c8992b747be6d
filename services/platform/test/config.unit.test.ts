import { ConfigError, emailSettingsSchema, loadConfig, serviceEnvSchema } from '../src';

describe('configuration validated once at start', () => {
  const complete = {
    MONGO_URL: 'mongodb://127.0.0.1:27027',
    MONGO_DB: 'docnet_identity',
    KAFKA_BROKERS: '127.0.0.1:19092',
    SERVICE_TOKEN: 'a-long-enough-service-token',
  };

  it('applies defaults', () => {
    const config = loadConfig('identity', serviceEnvSchema(4101), complete);
    expect(config).toMatchObject({ PORT: 4101, HOST: '127.0.0.1', LOG_LEVEL: 'info', EVENTS_NAMESPACE: '', FAULT_POINTS: '' });
  });

  it('names every bad key in one error', () => {
    let error: unknown;
    try {
      loadConfig('identity', serviceEnvSchema(4101), { SERVICE_TOKEN: 'short', PORT: '99999', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const key of ['MONGO_URL', 'MONGO_DB', 'KAFKA_BROKERS', 'SERVICE_TOKEN', 'PORT', 'LOG_LEVEL']) {
      expect(message).toContain(key);
    }
    expect(message.startsWith('identity: invalid configuration')).toBe(true);
  });

  it('refuses unknown fault points', () => {
    expect(() => loadConfig('identity', serviceEnvSchema(4101), { ...complete, FAULT_POINTS: 'everywhere' })).toThrow(
      /FAULT_POINTS/,
    );
  });
});

describe('local delivery adapters in production', () => {
  const production = { NODE_ENV: 'production' };

  it('refuses the local outbox in production unless ALLOW_LOCAL_OUTBOX=true chooses it for a demo', () => {
    expect(() => loadConfig('notifications', emailSettingsSchema, production)).toThrow(/EMAIL_PROVIDER=outbox .*ALLOW_LOCAL_OUTBOX=true/);
    expect(loadConfig('notifications', emailSettingsSchema, { ...production, ALLOW_LOCAL_OUTBOX: 'true' }).EMAIL_PROVIDER).toBe('outbox');
    expect(loadConfig('notifications', emailSettingsSchema, {}).EMAIL_PROVIDER).toBe('outbox');
  });

  it('asks a production provider for its key', () => {
    expect(() => loadConfig('notifications', emailSettingsSchema, { ...production, EMAIL_PROVIDER: 'sendgrid' })).toThrow(/SENDGRID_API_KEY/);
    expect(loadConfig('notifications', emailSettingsSchema, { ...production, EMAIL_PROVIDER: 'sendgrid', SENDGRID_API_KEY: 'SG.key' })).toMatchObject({
      EMAIL_PROVIDER: 'sendgrid',
    });
  });
});

import { ConfigError, emailSettingsSchema, loadConfig, parseRedisUrl, redisEnv, serviceEnvSchema } from '../src';

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

describe('REDIS_URL: one Redis or a Redis Cluster', () => {
  const complete = {
    MONGO_URL: 'mongodb://127.0.0.1:27027',
    MONGO_DB: 'docnet_content',
    KAFKA_BROKERS: '127.0.0.1:19092',
    SERVICE_TOKEN: 'a-long-enough-service-token',
  };
  const load = (REDIS_URL?: string) => loadConfig('content', serviceEnvSchema(4103).shape(redisEnv), { ...complete, REDIS_URL });

  it('takes a server or a cluster named by its nodes, with credentials and TLS', () => {
    expect(load('redis://127.0.0.1:16379').REDIS_URL).toBe('redis://127.0.0.1:16379');
    expect(parseRedisUrl('rediss://:secret@cache.internal:6380')).toEqual({ kind: 'single', url: 'rediss://:secret@cache.internal:6380' });
    expect(parseRedisUrl('redis+cluster://10.0.0.1:6379,10.0.0.2:6379, redis-3.internal:7000')).toEqual({
      kind: 'cluster',
      nodes: [
        { host: '10.0.0.1', port: 6379 },
        { host: '10.0.0.2', port: 6379 },
        { host: 'redis-3.internal', port: 7000 },
      ],
      tls: false,
    });
    expect(parseRedisUrl('rediss+cluster://docnet:p%40ss@redis-1:6379/')).toEqual({
      kind: 'cluster',
      nodes: [{ host: 'redis-1', port: 6379 }],
      username: 'docnet',
      password: 'p@ss',
      tls: true,
    });
    expect(parseRedisUrl('redis+cluster://:only-a-password@redis-1:6379')).toMatchObject({ password: 'only-a-password' });
  });

  it.each([
    [undefined, /REDIS_URL is required/],
    ['127.0.0.1:16379', /REDIS_URL must be redis:\/\/host:port/],
    ['http://127.0.0.1:16379', /REDIS_URL must be redis:\/\/host:port/],
    ['redis+cluster://', /REDIS_URL must be/],
    ['redis+cluster://10.0.0.1', /the cluster node '10.0.0.1' is not host:port/],
    ['redis+cluster://10.0.0.1:6379,,10.0.0.2:6379', /the cluster node '' is not host:port/],
    ['redis+cluster://10.0.0.1:99999', /the cluster node '10.0.0.1:99999' is not host:port/],
  ])('refuses %j, saying what to write', (url, message) => {
    expect(() => load(url)).toThrow(message);
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

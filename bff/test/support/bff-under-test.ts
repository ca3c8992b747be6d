import { createHmac, randomBytes } from 'node:crypto';
import { serviceNames, serviceUrlVariable } from '@docnet/contracts';
import { TEST_KAFKA_FETCH_WAIT_MS, testInfra, uniqueNamespace } from '@docnet/platform/testing/infra-endpoints';
import { dropNamespace, dropRedisNamespace } from '@docnet/platform/testing/namespace-cleanup';
import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import { loadBffConfig } from '../../src/config/bff.env';
import { startBff } from '../../src/main';
import { REDIS } from '../../src/session/redis.provider';
import { SessionRegistry } from '../../src/session/session-registry';
import { SESSION_COOKIE, SESSION_KEY_PREFIX, SESSION_TTL_SECONDS } from '../../src/session/session.setup';

/** The environment several BFF instances of one test share: a namespace of topics and Redis keys of their own. */
export interface SharedBffEnv {
  namespace: string;
  env: Record<string, string>;
}

/** A BFF started in-process on the local Redis and Kafka; the services are unreachable (a call to one answers 503). */
export interface BffUnderTest {
  app: INestApplication;
  url: string;
  redis: Redis;
  sessions: SessionRegistry;
  close(): Promise<void>;
}

export function sharedBffEnv(overrides: Record<string, string> = {}): SharedBffEnv {
  const infra = testInfra();
  const namespace = uniqueNamespace('bff');
  const nowhere = 'http://127.0.0.1:9';
  return {
    namespace,
    env: {
      PORT: '0',
      METRICS_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      REDIS_URL: infra.redisUrl,
      KAFKA_BROKERS: infra.kafkaBrokers,
      KAFKA_FETCH_WAIT_MS: String(TEST_KAFKA_FETCH_WAIT_MS),
      EVENTS_NAMESPACE: namespace,
      REDIS_KEY_PREFIX: `${namespace}:`,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      SERVICE_TOKEN: randomBytes(24).toString('base64url'),
      ...Object.fromEntries(serviceNames.map((name) => [serviceUrlVariable(name), nowhere])),
      ...overrides,
    },
  };
}

export async function startBffUnderTest(shared: SharedBffEnv): Promise<BffUnderTest> {
  const { app, url } = await startBff(loadBffConfig(shared.env));
  return { app, url, redis: app.get<Redis>(REDIS), sessions: app.get(SessionRegistry), close: () => app.close() };
}

/** Removes the topics the BFFs created and the Redis keys they wrote. */
export async function dropBffNamespace(bff: BffUnderTest, shared: SharedBffEnv): Promise<void> {
  const infra = testInfra();
  // The BFF's keys start with its REDIS_KEY_PREFIX, `<namespace>:`, as the services' do (one Redis or a Cluster).
  await dropRedisNamespace(infra.redisUrl, shared.namespace);
  await dropNamespace(infra.mongoUrl, infra.kafkaBrokers, shared.namespace);
}

/** A signed-in session of the member as sign-in leaves it (stored, listed in the member's registry), and its cookie. */
export async function signedInSession(bff: BffUnderTest, shared: SharedBffEnv, userId: number, storedAgoMs = 0) {
  const sessionId = randomBytes(24).toString('base64url');
  const expires = new Date(Date.now() - storedAgoMs + SESSION_TTL_SECONDS * 1000);
  const stored = { cookie: { originalMaxAge: SESSION_TTL_SECONDS * 1000, expires, httpOnly: true, path: '/', sameSite: 'lax' }, userId };
  const ttl = Math.ceil((expires.getTime() - Date.now()) / 1000);
  await bff.redis.set(`${SESSION_KEY_PREFIX}${sessionId}`, JSON.stringify(stored), 'EX', ttl);
  await bff.sessions.track(userId, sessionId);
  // express-session's cookie: 's:' + id + '.' + HMAC-SHA256 of the id with the secret, base64 without padding.
  const signature = createHmac('sha256', shared.env.SESSION_SECRET).update(sessionId).digest('base64').replace(/=+$/, '');
  return { sessionId, cookie: `${SESSION_COOKIE}=${encodeURIComponent(`s:${sessionId}.${signature}`)}` };
}

import type { INestApplication } from '@nestjs/common';
import { loadBffConfig } from '../../bff/src/config/bff.env';
import { startBff } from '../../bff/src/main';
import type { StackState } from '../harness/stack';

/**
 * A second BFF on the running stack's services, Kafka and Redis, with settings of its own (low limits, mostly).
 * It keeps its Redis keys under the run's prefix, which the run drops at its end: a counter left unprefixed
 * would live on into the next run and count an address that run reuses. It trusts one proxy hop, so a test
 * can speak from an address of its own (`x-forwarded-for`).
 */
export async function startSecondBff(
  stack: StackState,
  purpose: string,
  settings: Record<string, string>,
): Promise<{ app: INestApplication; url: string }> {
  return startBff(
    loadBffConfig({
      PORT: '0',
      METRICS_PORT: '0',
      LOG_LEVEL: 'silent',
      REDIS_URL: stack.infra.redisUrl,
      REDIS_KEY_PREFIX: stack.processes.bff.env.REDIS_KEY_PREFIX,
      KAFKA_BROKERS: stack.infra.kafkaBrokers,
      EVENTS_NAMESPACE: stack.namespace,
      SESSION_SECRET: `${stack.serviceToken}-${purpose}-session-secret`,
      SERVICE_TOKEN: stack.serviceToken,
      IDENTITY_URL: stack.processes.identity.url,
      PROFILE_URL: stack.processes.profile.url,
      TRUST_PROXY_HOPS: '1',
      // Test members share one phone number, whose activations are counted run-wide under the shared prefix:
      // a second BFF keeps the stack's per-phone and per-browser limits unless its test sets its own.
      ...pick(stack.processes.bff.env, ['REGISTRATIONS_PER_PHONE_PER_DAY', 'REGISTRATIONS_PER_DEVICE_PER_DAY']),
      ...settings,
    }),
  );
}

function pick(env: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(names.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]));
}

import { Metrics, withTimeout } from '@docnet/platform';
import type Redis from 'ioredis';

/** The BFF's metrics: HTTP (added by main.ts) and its session store, pinged at each scrape. */
export function bffMetrics(redis: Redis): Metrics {
  const metrics = new Metrics('bff');
  metrics.gauge('session_store_up', 'Whether the session store (Redis) answered a PING within 1 s', [], async (gauge) => {
    gauge.set((await pingSeconds(redis)) === undefined ? 0 : 1);
  });
  metrics.gauge('session_store_ping_seconds', 'Time the session store took to answer a PING', [], async (gauge) => {
    const seconds = await pingSeconds(redis);
    if (seconds !== undefined) gauge.set(seconds);
  });
  return metrics;
}

async function pingSeconds(redis: Redis): Promise<number | undefined> {
  const started = process.hrtime.bigint();
  try {
    await withTimeout(redis.ping(), 1000);
    return Number(process.hrtime.bigint() - started) / 1e9;
  } catch {
    return undefined;
  }
}

import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { connectRedis, redisUrlSetting } from './connect-redis';

export { connectRedis, keyHoldingNodes, parseRedisUrl, redisUrlSetting, type RedisLocation } from './connect-redis';

/** The Redis key of a service that keeps read models there (ADR 3); the BFF has its own. */
export const redisEnv = {
  REDIS_URL: redisUrlSetting,
};

/** The service's Redis client (ioredis). */
export const REDIS = Symbol('REDIS');
/** What every key of this deployment starts with: `<EVENTS_NAMESPACE>:`, or '' without a namespace. */
export const REDIS_KEY_PREFIX = Symbol('REDIS_KEY_PREFIX');

export function redisKeyPrefix(namespace: string): string {
  return namespace ? `${namespace}:` : '';
}

/** A pipeline's answers, failing on the first command that failed. */
export async function pipelineResults(pipeline: ReturnType<Redis['pipeline']>): Promise<unknown[]> {
  const answers = (await pipeline.exec()) ?? [];
  return answers.map(([error, answer]) => {
    if (error) throw error;
    return answer;
  });
}

class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    // QUIT waits for an answer that an unreachable server never gives.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}

/**
 * Redis for a service's read models and its inbox of handled events. Keys are not prefixed by the client:
 * read models build their own (namespace first, then a hash tag per model) because their Lua scripts name
 * keys too.
 */
@Global()
@Module({})
export class RedisModule {
  static forRoot(url: string, namespace: string): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        { provide: REDIS, useFactory: () => connectRedis(url) },
        { provide: REDIS_KEY_PREFIX, useValue: redisKeyPrefix(namespace) },
        RedisLifecycle,
      ],
      exports: [REDIS, REDIS_KEY_PREFIX],
    };
  }
}

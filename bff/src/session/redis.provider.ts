import { connectRedis, redisKeyPrefix } from '@docnet/platform';
import type { FactoryProvider } from '@nestjs/common';
import type Redis from 'ioredis';
import { BFF_CONFIG, type BffConfig } from '../config/bff.env';

export const REDIS = Symbol('REDIS');

export const redisProvider: FactoryProvider<Redis> = {
  provide: REDIS,
  inject: [BFF_CONFIG],
  // One Redis or a Cluster, as REDIS_URL says (the platform's client, with its short retries).
  useFactory: (config: BffConfig) => connectRedis(config.REDIS_URL, { keyPrefix: config.REDIS_KEY_PREFIX }),
};

/** The read models services keep in Redis for the BFF to read (contracts' SharedReadModels), under the services' prefix. */
export interface ServiceReadModels {
  redis: Redis;
  /** The services' key prefix: `<EVENTS_NAMESPACE>:`, as the platform's. */
  prefix: string;
}

export const SERVICE_READ_MODELS = Symbol('SERVICE_READ_MODELS');

/** A connection of its own: the BFF's keys carry REDIS_KEY_PREFIX, which ioredis puts before every key it sends. */
export const serviceReadModelsProvider: FactoryProvider<ServiceReadModels> = {
  provide: SERVICE_READ_MODELS,
  inject: [BFF_CONFIG],
  useFactory: (config: BffConfig) => ({
    redis: connectRedis(config.REDIS_URL),
    prefix: redisKeyPrefix(config.EVENTS_NAMESPACE),
  }),
};

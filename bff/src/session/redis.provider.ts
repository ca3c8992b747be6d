import { redisKeyPrefix } from '@docnet/platform';
import type { FactoryProvider } from '@nestjs/common';
import Redis from 'ioredis';
import { BFF_CONFIG, type BffConfig } from '../config/bff.env';

export const REDIS = Symbol('REDIS');

export const redisProvider: FactoryProvider<Redis> = {
  provide: REDIS,
  inject: [BFF_CONFIG],
  useFactory: (config: BffConfig) =>
    new Redis(config.REDIS_URL, {
      maxRetriesPerRequest: 2,
      connectTimeout: 3000,
      lazyConnect: false,
      keyPrefix: config.REDIS_KEY_PREFIX,
    }),
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
    redis: new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, connectTimeout: 3000 }),
    prefix: redisKeyPrefix(config.EVENTS_NAMESPACE),
  }),
};

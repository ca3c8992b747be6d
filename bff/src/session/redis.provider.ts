import type { FactoryProvider } from '@nestjs/common';
import Redis from 'ioredis';
import { BFF_CONFIG, type BffConfig } from '../config/bff.env';

export const REDIS = Symbol('REDIS');

export const redisProvider: FactoryProvider<Redis> = {
  provide: REDIS,
  inject: [BFF_CONFIG],
  useFactory: (config: BffConfig) =>
    new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, connectTimeout: 3000, lazyConnect: false, keyPrefix: config.REDIS_KEY_PREFIX }),
};

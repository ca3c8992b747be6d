import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../session/redis.provider';

export interface RateRule {
  /** Names the counter, e.g. 'login'. */
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/** Fixed-window counters in Redis, shared by every BFF instance. */
@Injectable()
export class RateLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one attempt and refuses with 429 once the window's limit is passed. */
  async hit(rule: RateRule, subject: string): Promise<void> {
    const key = `docnet:rate:${rule.name}:${subject}`;
    const result = await this.redis.multi().incr(key).expire(key, rule.windowSeconds, 'NX').exec();
    const count = Number(result?.[0]?.[1] ?? 0);
    if (count > rule.limit) throw new HttpException({ message: rule.message }, HttpStatus.TOO_MANY_REQUESTS);
  }

  async reset(rule: RateRule, subject: string): Promise<void> {
    await this.redis.del(`docnet:rate:${rule.name}:${subject}`);
  }

  /** Takes back one counted attempt that turned out not to count (e.g. a sign-in that succeeded). */
  async forgive(rule: RateRule, subject: string): Promise<void> {
    await this.redis.eval(DECREMENT_IF_COUNTED, 1, `docnet:rate:${rule.name}:${subject}`);
  }
}

/** Never below zero, and never creates a counter the window's expiry would not end. */
const DECREMENT_IF_COUNTED = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

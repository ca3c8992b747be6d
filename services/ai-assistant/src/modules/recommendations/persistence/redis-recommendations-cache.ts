import type { AiRecommendationsResponse } from '@docnet/contracts';
import { LOGGER, pipelineResults, REDIS, REDIS_KEY_PREFIX } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { RecommendationsCache } from '../domain/recommendations-cache.port';

/*
 * Keys under the assistant's hash tag (one slot, so one MGET reads them), after the deployment's prefix and
 * `recommendations:`:
 *   epoch        string  a token replaced when every answer is dropped
 *   stamp:<id>   string  a token replaced when the member's answer is dropped
 *   of:<id>      string  JSON {epoch, stamp, answer}, served while both tokens are still the ones read before computing
 * Tokens are random rather than counters, so one that expired or was emptied with Redis never comes back.
 */

/** The spec's cache time of AI recommendations (part 2 §9); events drop an answer sooner. */
const KEPT_SECONDS = 5 * 60;
/** A stamp outlives every answer kept under the stamp it replaced (their time plus their computation). */
const STAMP_SECONDS = 2 * KEPT_SECONDS;

interface Kept {
  epoch: string | null;
  stamp: string | null;
  answer: AiRecommendationsResponse;
}

/** The recommendations cache in Redis, shared by every replica (the RecommendationsCache port). */
@Injectable()
export class RedisRecommendationsCache extends RecommendationsCache {
  private readonly base: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) prefix: string,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
    this.base = `${prefix}{ai-assistant}:recommendations:`;
  }

  async answer(memberId: number, compute: () => Promise<AiRecommendationsResponse>): Promise<AiRecommendationsResponse> {
    const key = `${this.base}of:${memberId}`;
    // Unreadable: answered without the cache, and not kept, since no token guards the answer.
    const read = await this.redis.mget(`${this.base}epoch`, `${this.base}stamp:${memberId}`, key).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'recommendations cache unreadable');
      return undefined;
    });
    if (!read) return compute();
    const [epoch, stamp, held] = read;
    const kept = held ? (JSON.parse(held) as Kept) : undefined;
    if (kept && kept.epoch === epoch && kept.stamp === stamp) return kept.answer;
    const answer = await compute();
    const entry: Kept = { epoch, stamp, answer };
    await this.redis
      .set(key, JSON.stringify(entry), 'EX', KEPT_SECONDS)
      .catch((error: unknown) => this.logger.warn({ err: error }, 'recommendations not kept'));
    return answer;
  }

  async forget(memberIds: readonly number[]): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const memberId of new Set(memberIds))
      pipeline.set(`${this.base}stamp:${memberId}`, randomUUID(), 'EX', STAMP_SECONDS).del(`${this.base}of:${memberId}`);
    if (pipeline.length) await pipelineResults(pipeline);
  }

  async forgetEveryone(): Promise<void> {
    await this.redis.set(`${this.base}epoch`, randomUUID());
  }
}

import type { AiRecommendationsResponse } from '@docnet/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../../session/redis.provider';

/** The spec's cache time of AI recommendations (part 2 §9). */
export const RECOMMENDATIONS_CACHE_SECONDS = 5 * 60;

const keyOf = (memberId: number) => `docnet:ai-recommendations:${memberId}`;

/** Each member's AI recommendations, kept 5 minutes in Redis (shared by every BFF instance). */
@Injectable()
export class RecommendationsCache {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async get(memberId: number): Promise<AiRecommendationsResponse | undefined> {
    const cached = await this.redis.get(keyOf(memberId));
    return cached ? (JSON.parse(cached) as AiRecommendationsResponse) : undefined;
  }

  async set(memberId: number, recommendations: AiRecommendationsResponse): Promise<void> {
    await this.redis.set(keyOf(memberId), JSON.stringify(recommendations), 'EX', RECOMMENDATIONS_CACHE_SECONDS);
  }

  async forget(memberIds: readonly number[]): Promise<void> {
    if (memberIds.length > 0) await this.redis.del(...memberIds.map(keyOf));
  }
}

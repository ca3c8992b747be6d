import { REDIS, REDIS_KEY_PREFIX, RedisMemberLists } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RecommendationLists, type RecommendationList } from './recommendation-lists.port';

/** Precomputed recommendation lists in Redis: `{member:<id>}:ai-assistant:recommendations`, the platform's RedisMemberLists. */
@Injectable()
export class RedisRecommendationLists extends RecommendationLists {
  private readonly lists: RedisMemberLists<RecommendationList>;

  constructor(@Inject(REDIS) redis: Redis, @Inject(REDIS_KEY_PREFIX) prefix: string) {
    super();
    this.lists = new RedisMemberLists(redis, prefix, 'ai-assistant:recommendations');
  }

  read(memberId: number): Promise<{ generation: number; list?: RecommendationList }> {
    return this.lists.read(memberId);
  }

  store(memberId: number, generation: number, list: RecommendationList): Promise<boolean> {
    return this.lists.store(memberId, generation, list);
  }

  invalidate(memberIds: readonly number[]): Promise<void> {
    return this.lists.invalidate(memberIds);
  }
}

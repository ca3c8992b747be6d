import { REDIS, REDIS_KEY_PREFIX, RedisMemberLists } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { SuggestionLists, type SuggestionList } from '../domain/suggestion-lists.port';

/** Precomputed suggestion lists in Redis (the SuggestionLists port): `{member:<id>}:social-graph:suggestions`, the platform's RedisMemberLists. */
@Injectable()
export class RedisSuggestionLists extends SuggestionLists {
  private readonly lists: RedisMemberLists<SuggestionList>;

  constructor(@Inject(REDIS) redis: Redis, @Inject(REDIS_KEY_PREFIX) prefix: string) {
    super();
    this.lists = new RedisMemberLists(redis, prefix, 'social-graph:suggestions');
  }

  read(memberId: number): Promise<{ generation: number; list?: SuggestionList }> {
    return this.lists.read(memberId);
  }

  store(memberId: number, generation: number, list: SuggestionList): Promise<boolean> {
    return this.lists.store(memberId, generation, list);
  }

  invalidate(memberIds: readonly number[]): Promise<void> {
    return this.lists.invalidate(memberIds);
  }
}

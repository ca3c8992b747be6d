import { pipelineResults as results, REDIS, REDIS_KEY_PREFIX, ReadModelMissing, RedisRebuildClaims } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import type { WeightedTrait } from '../domain/suggestion-ranking';
import { SuggestionTraits, type MemberTraits, type SharedTraits } from '../domain/suggestion-traits.port';

/*
 * Keys, beside the connections' under the same hash tag (ADR 3), after the deployment's prefix and `traits:`.
 * Members are ten-digit zero-padded ids, so the sets' lexical order (equal scores) is the ids' order:
 *   held         hash   member → the revision and trait keys stored (JSON)
 *   t:<trait>    zset   the members with that trait (score 1: a weighted union sums the weights)
 *   all          zset   every member (score 0)
 *   built, building, lock: the rebuild's marker, token and claim (the platform's RedisRebuildClaims)
 */

/** Compare-and-set of members' traits: ARGV base, '1' when rebuilding (equal revisions too), JSON entries {m, r, k}. */
const SAVE = `
local base = ARGV[1]
local rebuilding = ARGV[2] == '1'
local saved = 0
for _, e in ipairs(cjson.decode(ARGV[3])) do
  local old = redis.call('HGET', base .. 'held', e.m)
  local held = old and cjson.decode(old)
  if not held or held.r < e.r or (rebuilding and held.r == e.r) then
    if held then
      for _, k in ipairs(held.k) do redis.call('ZREM', base .. 't:' .. k, e.m) end
    end
    for _, k in ipairs(e.k) do redis.call('ZADD', base .. 't:' .. k, 1, e.m) end
    redis.call('ZADD', base .. 'all', 0, e.m)
    redis.call('HSET', base .. 'held', e.m, cjson.encode({ r = e.r, k = e.k }))
    saved = saved + 1
  end
end
return saved
`;

interface Scripts {
  suggestionTraitsSave(base: string, rebuilding: string, entries: string): Promise<number>;
}

const MODEL = 'suggestion traits';
const padded = (id: number): string => String(id).padStart(10, '0');

/** The suggestion traits in Redis (the SuggestionTraits port): a weighted union of the member's trait sets ranks the look-alikes. */
@Injectable()
export class RedisSuggestionTraits extends SuggestionTraits {
  private readonly base: string;
  private readonly scripts: Scripts;
  private readonly claims: RedisRebuildClaims;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) prefix: string,
  ) {
    super();
    this.base = `${prefix}{social-graph}:traits:`;
    this.claims = new RedisRebuildClaims(redis, this.base);
    if (!('suggestionTraitsSave' in redis)) redis.defineCommand('suggestionTraitsSave', { numberOfKeys: 0, lua: SAVE });
    this.scripts = redis as unknown as Scripts;
  }

  async save(members: MemberTraits[], { rebuilding = false } = {}): Promise<number> {
    if (!members.length) return 0;
    const entries = members.map(({ memberId, revision, traits }) => ({
      m: padded(memberId),
      r: revision,
      k: traits.map(({ key }) => key),
    }));
    return this.scripts.suggestionTraitsSave(this.base, rebuilding ? '1' : '0', JSON.stringify(entries));
  }

  async mostAlike(
    traits: WeightedTrait[],
    excluded: ReadonlySet<number>,
    count: number,
    among: readonly number[],
  ): Promise<{ alike: SharedTraits[]; sharedBy: Map<number, number> }> {
    if (!traits.length) {
      if (!(await this.isComplete())) throw new ReadModelMissing(MODEL);
      return { alike: [], sharedBy: new Map() };
    }
    // Negative weights: ascending order is then most shared first, and equal scores go by the padded id.
    const union = `${this.base}rank:${randomUUID()}`;
    const transaction = this.redis
      .multi()
      .exists(this.claims.markerKey)
      .zunionstore(
        union,
        traits.length,
        ...traits.map(({ key }) => `${this.base}t:${key}`),
        'WEIGHTS',
        ...traits.map(({ weight }) => -weight),
      )
      .zrange(union, 0, count + excluded.size - 1, 'WITHSCORES');
    if (among.length) transaction.zmscore(union, ...among.map(padded));
    transaction.del(union);
    const [complete, , ranked, scores] = await results(transaction);
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    const alike: SharedTraits[] = [];
    const pairs = ranked as string[];
    for (let index = 0; index < pairs.length && alike.length < count; index += 2) {
      const id = Number(pairs[index]);
      if (!excluded.has(id)) alike.push({ id, shared: -Number(pairs[index + 1]) });
    }
    const sharedBy = new Map<number, number>();
    if (among.length)
      (scores as (string | null)[]).forEach((score, index) => sharedBy.set(among[index], score === null ? 0 : -Number(score)));
    return { alike, sharedBy };
  }

  async others(excluded: ReadonlySet<number>, count: number): Promise<number[]> {
    const [complete, members] = await results(
      this.redis
        .pipeline()
        .exists(this.claims.markerKey)
        .zrange(`${this.base}all`, 0, count + excluded.size - 1),
    );
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    return (members as string[])
      .map(Number)
      .filter((id) => !excluded.has(id))
      .slice(0, count);
  }

  isComplete(): Promise<boolean> {
    return this.claims.isComplete();
  }

  claimRebuild(holdMs: number): Promise<string | undefined> {
    return this.claims.claimRebuild(holdMs);
  }

  extendRebuild(claim: string, holdMs: number): Promise<void> {
    return this.claims.extendRebuild(claim, holdMs);
  }

  finishRebuild(claim: string, complete: boolean): Promise<boolean> {
    return this.claims.finishRebuild(claim, complete);
  }
}

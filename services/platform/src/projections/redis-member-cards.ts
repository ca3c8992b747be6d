import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import { ReadModel, ReadModelMissing, RedisRebuildClaims } from '../redis/read-model-rebuild';
import { defineReadModelScript, revisionGuardedSaveScript } from '../redis/read-model-scripts';
import { pipelineResults as results } from '../redis/redis.module';
import type { MemberCard } from './member-cards.module';

/*
 * A service's member cards in Redis, beside its `member_cards` collection (ADR 3): the lists a service
 * answers (feeds, comments, connections, conversations) read their cards in one HMGET instead of a query.
 * Keys after `base` (the deployment's prefix and `{cards:<service>}:`, so each service keeps its own):
 *   cards   hash   member id → {r: revision, c: card} (JSON)
 *   built, building, lock: the rebuild's marker, token and claim (RedisRebuildClaims)
 */

/** Saves cards unless a later revision is held: JSON entries {id, r, d}, d the stored {r, c}. */
const SAVE = revisionGuardedSaveScript({
  hash: 'cards',
  id: 'id',
  write: `    redis.call('HSET', base .. 'cards', e.id, e.d)`,
});

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** SAVE: the number of cards written. */
    memberCardsSave(base: string, rebuilding: string, entries: string): Result<number, Context>;
  }
}

/** The Redis copy of a service's member cards, revision-guarded like every read model. */
export class RedisMemberCards extends ReadModel {
  protected readonly claims: RedisRebuildClaims;

  constructor(
    private readonly redis: Redis,
    private readonly base: string,
  ) {
    super();
    this.claims = new RedisRebuildClaims(redis, base);
    defineReadModelScript(redis, 'memberCardsSave', SAVE);
  }

  async save(cards: ReadonlyArray<{ card: MemberCard; revision: number }>, { rebuilding = false } = {}): Promise<number> {
    if (!cards.length) return 0;
    const entries = cards.map(({ card, revision }) => ({ id: String(card.id), r: revision, d: JSON.stringify({ r: revision, c: card }) }));
    return this.redis.memberCardsSave(this.base, rebuilding ? '1' : '0', JSON.stringify(entries));
  }

  async find(ids: readonly number[]): Promise<Map<number, MemberCard>> {
    const found = new Map<number, MemberCard>();
    const unique = [...new Set(ids)];
    const pipeline = this.redis.pipeline().exists(this.claims.markerKey);
    if (unique.length) pipeline.hmget(`${this.base}cards`, ...unique.map(String));
    const [complete, stored] = await results(pipeline);
    if (complete !== 1) throw new ReadModelMissing('member cards');
    ((stored ?? []) as (string | null)[]).forEach((entry, index) => {
      if (entry) found.set(unique[index], (JSON.parse(entry) as { c: MemberCard }).c);
    });
    return found;
  }

}

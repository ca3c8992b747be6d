import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import { ReadModel, ReadModelMissing, RedisRebuildClaims } from '../redis/read-model-rebuild';
import { defineReadModelScript } from '../redis/read-model-scripts';
import type { MemberCard } from './member-cards.module';

/*
 * A service's member cards in Redis, beside its `member_cards` collection (ADR 3): the lists a service
 * answers (feeds, comments, connections, conversations) read their cards from here instead of a query.
 * Each card is a key of its own, hash-tagged by the member, so the cards spread over a Redis Cluster's slots and a
 * member's cards of every service share one slot:
 *   <prefix>{member:<id>}:card:<service>   string  {r: revision, c: card} (JSON)
 *   <prefix>{cards:<service>}:built:per-member, building, lock: the rebuild's marker, token and claim (RedisRebuildClaims)
 */

/** KEYS the card; ARGV its revision, '1' when rebuilding, the stored {r, c}: saved unless a later revision is held. */
const SAVE = `
local old = redis.call('GET', KEYS[1])
local held = old and cjson.decode(old).r
local revision = tonumber(ARGV[1])
if held and (held > revision or (held == revision and ARGV[2] ~= '1')) then return 0 end
redis.call('SET', KEYS[1], ARGV[3])
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** SAVE: 1 when the card was written. */
    memberCardSave(card: string, revision: string, rebuilding: string, stored: string): Result<number, Context>;
  }
}

/** The Redis key of a member's card as `service` keeps it. */
export const memberCardKey = (prefix: string, service: string, memberId: number): string => `${prefix}{member:${memberId}}:card:${service}`;

/** Where a service keeps the bookkeeping of its cards' Redis copy: under its own hash tag, after the deployment's prefix. */
export const memberCardsBase = (prefix: string, service: string): string => `${prefix}{cards:${service}}:`;

/**
 * The marker's derivation: the cards were one hash per service, which a Cluster keeps on one node; a deployment that
 * held that layout rebuilds into this one once by itself.
 */
const DERIVATION = 'per-member';

/** The rebuild bookkeeping of a service's cards in Redis (its marker: `markerKey`). */
export const memberCardsClaims = (redis: Redis, prefix: string, service: string): RedisRebuildClaims =>
  new RedisRebuildClaims(redis, memberCardsBase(prefix, service), DERIVATION);

/** The Redis copy of a service's member cards, revision-guarded like every read model. */
export class RedisMemberCards extends ReadModel {
  protected readonly claims: RedisRebuildClaims;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly service: string,
  ) {
    super();
    this.claims = memberCardsClaims(redis, prefix, service);
    defineReadModelScript(redis, 'memberCardSave', SAVE, 1);
  }

  /** Saves each card by its own compare-and-set (a card is one member's: one slot); resolves to how many were written. */
  async save(cards: ReadonlyArray<{ card: MemberCard; revision: number }>, { rebuilding = false } = {}): Promise<number> {
    const written = await Promise.all(
      cards.map(({ card, revision }) =>
        this.redis.memberCardSave(this.key(card.id), String(revision), rebuilding ? '1' : '0', JSON.stringify({ r: revision, c: card })),
      ),
    );
    return written.reduce((sum, one) => sum + one, 0);
  }

  /** Forgets a deleted member's card. */
  async remove(memberId: number): Promise<void> {
    await this.redis.del(this.key(memberId));
  }

  /** One GET per card, sent together (one round trip per node), beside the marker's check. */
  async find(ids: readonly number[]): Promise<Map<number, MemberCard>> {
    const unique = [...new Set(ids)];
    const [complete, ...stored] = await Promise.all([
      this.redis.exists(this.claims.markerKey),
      ...unique.map((id) => this.redis.get(this.key(id))),
    ]);
    if (complete !== 1) throw new ReadModelMissing('member cards');
    const found = new Map<number, MemberCard>();
    stored.forEach((entry, index) => {
      if (entry) found.set(unique[index], (JSON.parse(entry) as { c: MemberCard }).c);
    });
    return found;
  }

  private key(memberId: number): string {
    return memberCardKey(this.prefix, this.service, memberId);
  }
}

import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import type { MemberCard, MemberCardDocument, MemberCardFollower, MemberCards } from '../projections/member-cards.module';
import { defineReadModelScript, paddedId as padded } from './read-model-scripts';
import { ReadModel, ReadModelBuilder, ReadModelMissing, RedisRebuildClaims, saveInBatches } from './read-model-rebuild';
import { pipelineResults as results } from './redis.module';

/** A trait key and how much sharing it weighs in a ranking. */
export interface WeightedTrait {
  key: string;
  weight: number;
}

/** A member's trait keys at a revision of their card. */
export interface MemberTraits {
  memberId: number;
  revision: number;
  keys: string[];
}

/** A member and the summed weights of the asked traits they have. */
export interface SharedTraits {
  id: number;
  shared: number;
}

/**
 * Who has which trait (port): a read model kept from the member cards (ADR 3) that ranks members by the
 * weighted traits they have, without reading a card. Each service keeps its own, with its own trait keys
 * (social-graph's suggestions, the assistant's recommendations). Revision-guarded like every read model;
 * reads reject with ReadModelMissing while it is incomplete.
 */
export abstract class MemberTraitIndex extends ReadModel {
  /** Stores the members' keys unless a later revision is held (`rebuilding`: an equal one too); resolves to how many were written. */
  abstract save(members: MemberTraits[], options?: { rebuilding?: boolean }): Promise<number>;

  /**
   * The `count` members with the highest summed weight of `traits` (then the lowest id), none of `excluded`
   * (members with none of the traits come last), and the summed weight of each of `among` (0 for none).
   */
  abstract mostAlike(
    traits: WeightedTrait[],
    excluded: ReadonlySet<number>,
    count: number,
    among: readonly number[],
  ): Promise<{ alike: SharedTraits[]; sharedBy: Map<number, number> }>;

  /** The `count` lowest ids of members none of `excluded`: the filler for a member with little in common with anyone. */
  abstract others(excluded: ReadonlySet<number>, count: number): Promise<number[]>;

}

/*
 * Keys after `base` (the deployment's prefix and the service's hash tag, so every script and ranking touches one
 * slot: the index is one aggregate, its rankings a union of its trait sets).
 * Members are ten-digit zero-padded ids, so the sets' lexical order (equal scores) is the ids' order:
 *   held         hash   member → the revision and trait keys stored (JSON)
 *   t:<trait>    zset   the members with that trait (score 1: a weighted union sums the weights)
 *   all          zset   every member (score 0)
 *   built, building, lock: the rebuild's marker, token and claim (RedisRebuildClaims)
 */

/**
 * Saves members' traits unless a later revision is held, moving each member between trait sets. KEYS `held`, `all`,
 * then every trait set the entries leave or join; ARGV '1' when rebuilding, the entries as JSON ({m, r, k, w}: w the
 * `held` entry the caller read, '' for none) and the trait names of KEYS[3…] in order. The sets a member leaves are
 * named by what the caller read, so the script first checks every `held` entry is still that: otherwise -1 and
 * nothing is written (the caller reads again).
 */
const SAVE = `
local rebuilding = ARGV[1] == '1'
local entries = cjson.decode(ARGV[2])
local set = {}
for i, name in ipairs(cjson.decode(ARGV[3])) do set[name] = KEYS[i + 2] end
for _, e in ipairs(entries) do
  if (redis.call('HGET', KEYS[1], e.m) or '') ~= e.w then return -1 end
end
local saved = 0
for _, e in ipairs(entries) do
  local held = e.w ~= '' and cjson.decode(e.w) or nil
  if not held or held.r < e.r or (rebuilding and held.r == e.r) then
    if held then
      for _, k in ipairs(held.k) do redis.call('ZREM', set[k], e.m) end
    end
    for _, k in ipairs(e.k) do redis.call('ZADD', set[k], 1, e.m) end
    redis.call('ZADD', KEYS[2], 0, e.m)
    redis.call('HSET', KEYS[1], e.m, cjson.encode({ r = e.r, k = e.k }))
    saved = saved + 1
  end
end
return saved
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** SAVE: the number of members written, -1 when a held entry changed since it was read. */
    memberTraitsSave(keyCount: number, ...keysAndArgs: string[]): Result<number, Context>;
  }
}

/** Attempts of a save whose held entries keep changing under it (each attempt reads them again). */
const SAVE_ATTEMPTS = 10;

/** The member trait index in Redis: one weighted ZUNIONSTORE of the asked trait sets ranks every member. */
export class RedisMemberTraitIndex extends MemberTraitIndex {
  protected readonly claims: RedisRebuildClaims;

  /** `base`: the keys' start, e.g. `<prefix>{social-graph}:traits:`. */
  constructor(
    private readonly redis: Redis,
    private readonly base: string,
    private readonly model: string,
  ) {
    super();
    this.claims = new RedisRebuildClaims(redis, base);
    defineReadModelScript(redis, 'memberTraitsSave', SAVE, 'counted');
  }

  async save(members: MemberTraits[], { rebuilding = false } = {}): Promise<number> {
    // One entry per member, its latest revision: the script reads each member's held entry once.
    const latest = new Map<number, MemberTraits>();
    for (const member of members) {
      const seen = latest.get(member.memberId);
      if (!seen || seen.revision < member.revision) latest.set(member.memberId, member);
    }
    if (!latest.size) return 0;
    const ids = [...latest.keys()].map(padded);
    for (let attempt = 1; ; attempt += 1) {
      const held = await this.redis.hmget(`${this.base}held`, ...ids);
      const names = new Set<string>();
      const entries = [...latest.values()].map(({ revision, keys }, index) => {
        const was = held[index] ?? '';
        const left = was ? (JSON.parse(was) as { k: unknown }).k : [];
        // cjson writes an empty list as {}.
        for (const name of [...(Array.isArray(left) ? (left as string[]) : []), ...keys]) names.add(name);
        return { m: ids[index], r: revision, k: keys, w: was };
      });
      const sets = [...names];
      const saved = await this.redis.memberTraitsSave(
        sets.length + 2,
        `${this.base}held`,
        `${this.base}all`,
        ...sets.map((name) => `${this.base}t:${name}`),
        rebuilding ? '1' : '0',
        JSON.stringify(entries),
        JSON.stringify(sets),
      );
      if (saved >= 0) return saved;
      if (attempt >= SAVE_ATTEMPTS) throw new Error(`${this.model}: members' traits kept changing during ${SAVE_ATTEMPTS} saves`);
    }
  }

  async mostAlike(
    traits: WeightedTrait[],
    excluded: ReadonlySet<number>,
    count: number,
    among: readonly number[],
  ): Promise<{ alike: SharedTraits[]; sharedBy: Map<number, number> }> {
    if (!traits.length) {
      if (!(await this.isComplete())) throw new ReadModelMissing(this.model);
      return { alike: [], sharedBy: new Map(among.map((id) => [id, 0])) };
    }
    // Negated weights: ascending order is then the highest sum first, and equal sums go by the padded id.
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
    if (complete !== 1) throw new ReadModelMissing(this.model);
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
    if (complete !== 1) throw new ReadModelMissing(this.model);
    return (members as string[])
      .map(Number)
      .filter((id) => !excluded.has(id))
      .slice(0, count);
  }

}

export interface MemberTraitsKeeperOptions {
  /** The model's name in logs and in a read's 503. */
  name: string;
  cards: MemberCards;
  /** The service's stored cards (`member_cards`), what a rebuild reads. */
  storedCards: Model<MemberCardDocument>;
  index: MemberTraitIndex;
  /** The card's trait keys, as the service's ranking names them. */
  keysOf(card: MemberCard): string[];
  logger: Logger;
}

const BATCH = 500;

/**
 * Keeps a member trait index from the member cards: each card that arrives is saved through the index's
 * compare-and-set right after the card itself (a failure makes the event be delivered again), and the index
 * is built from the stored cards at start, whenever a read finds it incomplete (Redis restarted empty) and
 * on demand (the service's `rebuild-read-models` command). A service provides a subclass that names its keys.
 */
export class MemberTraitsKeeper extends ReadModelBuilder implements MemberCardFollower {
  constructor(private readonly options: MemberTraitsKeeperOptions) {
    super({ name: options.name, claims: options.index, logger: options.logger });
    options.cards.follow(this);
  }

  async cardArrived(card: MemberCard, revision: number): Promise<void> {
    await this.options.index.save([{ memberId: card.id, revision, keys: this.options.keysOf(card) }]);
  }

  protected fill(keepClaim: () => Promise<void>): Promise<number> {
    const { storedCards, index, keysOf } = this.options;
    const cards = storedCards.find({}).lean<MemberCardDocument[]>().cursor({ batchSize: BATCH });
    const entries = (batch: MemberCardDocument[]) =>
      batch.map(({ _id, revision, ...card }) => ({ memberId: _id, revision, keys: keysOf({ ...card, id: _id }) }));
    return saveInBatches(cards, (batch) => index.save(entries(batch), { rebuilding: true }), keepClaim, BATCH);
  }
}

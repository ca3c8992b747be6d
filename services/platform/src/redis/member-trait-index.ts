import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import type { MemberCard, MemberCardDocument, MemberCardFollower, MemberCards } from '../projections/member-cards.module';
import { defineReadModelScript, paddedId as padded } from './read-model-scripts';
import { ReadModel, ReadModelBuilder, ReadModelMissing, RedisRebuildClaims, saveInBatches } from './read-model-rebuild';

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

/** Members kept per bucket: the most a stored list ranks with room for the member's own connections. */
export const TRAIT_BUCKET_SIZE = 200;

/**
 * KEYS the member's traits; ARGV revision, '1' when rebuilding, the stored {r, k}. Answers the keys held before (JSON,
 * '{"k":[]}' for none) when written, the held keys when the same revision is held (the buckets are joined again: a save
 * interrupted after this script completes on redelivery), and nothing when a later revision is held.
 */
const SAVE = `
local old = redis.call('GET', KEYS[1])
local held = old and cjson.decode(old)
local revision = tonumber(ARGV[1])
if held and (held.r > revision or (held.r == revision and ARGV[2] ~= '1')) then
  if held.r == revision then return old end
  return false
end
redis.call('SET', KEYS[1], ARGV[3])
return old or '{"k":[]}'
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    traitBucketsSave(traits: string, revision: string, rebuilding: string, stored: string): Result<string | null, Context>;
  }
}

/** Every non-empty combination of the keys, each sorted: the buckets of a model whose every key is its own dimension. */
export function traitCombinations(keys: readonly string[]): string[][] {
  const sorted = [...new Set(keys)].sort();
  const all: string[][] = [];
  for (let mask = 1; mask < 1 << sorted.length; mask += 1) all.push(sorted.filter((_, index) => mask & (1 << index)));
  return all;
}

export interface TraitBucketsOptions {
  /** The owning service: the keys' names (`{member:<id>}:<service>:traits`, `{<service>:traits:…}`). */
  service: string;
  /** The model's name in logs and in a read's 503. */
  model: string;
  /**
   * The buckets a member with these keys is in, each a sorted list of keys (the same list names the same bucket); a
   * ranking reads the buckets of the asked keys alike. Default: every combination (`traitCombinations`).
   */
  bucketsOf?(keys: readonly string[]): string[][];
}

/*
 * The member trait index as bounded buckets (ADR 3), so a ranking reads a few hundred entries whatever the network's
 * size, and no command combines sets that hold most of the network. A bucket per combination of trait keys keeps only
 * its TRAIT_BUCKET_SIZE oldest members (lowest ids, the rankings' order between equal scores); a member's value in a
 * ranking is the weight of the heaviest asked bucket holding them. A ranking is exact while a bucket's members ahead of a
 * candidate are not mostly excluded; a member leaving a full bucket leaves it one short until a rebuild fills it. A
 * member is in `bucketsOf(keys)` buckets, which each service bounds (social-graph 15; the assistant 23 and a language
 * each, as many as a profile accepts): the buckets hold at most that many entries per member, and there are no more
 * bucket keys than entries, whatever the network's size or skew. Keys after the deployment's prefix, each under its own
 * hash tag so they spread over a Redis Cluster's slots:
 *   {member:<id>}:<service>:traits      string  the member's revision and trait keys ({r, k}, JSON)
 *   {<service>:traits:<sha1>}           zset    a bucket (sha1 of its sorted keys; score 0, padded ids)
 *   {<service>:traits:others}           zset    the TRAIT_BUCKET_SIZE oldest members: the filler
 *   {<service>:traits}:built:buckets, building, lock: the rebuild's marker, token and claim
 */

/** The member trait index in bounded buckets in Redis, keyed per member and per bucket. */
export class RedisTraitBuckets extends MemberTraitIndex {
  protected readonly claims: RedisRebuildClaims;
  private readonly bucketsOf: (keys: readonly string[]) => string[][];

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly options: TraitBucketsOptions,
  ) {
    super();
    this.claims = new RedisRebuildClaims(redis, `${prefix}{${options.service}:traits}:`, 'buckets');
    this.bucketsOf = options.bucketsOf ?? traitCombinations;
    defineReadModelScript(redis, 'traitBucketsSave', SAVE, 1);
  }

  async save(members: MemberTraits[], { rebuilding = false } = {}): Promise<number> {
    const written = await Promise.all(members.map((member) => this.saveOne(member, rebuilding)));
    return written.filter(Boolean).length;
  }

  async mostAlike(
    traits: WeightedTrait[],
    excluded: ReadonlySet<number>,
    count: number,
    among: readonly number[],
  ): Promise<{ alike: SharedTraits[]; sharedBy: Map<number, number> }> {
    const weight = new Map<string, number>();
    for (const { key, weight: value } of traits) weight.set(key, (weight.get(key) ?? 0) + value);
    const weigh = (keys: readonly string[]) => keys.reduce((sum, key) => sum + (weight.get(key) ?? 0), 0);
    // Only buckets worth something: the rest add nothing a ranking could use.
    const buckets = this.bucketsOf([...weight.keys()]).filter((keys) => weigh(keys) > 0);
    const read = Math.min(TRAIT_BUCKET_SIZE, count + excluded.size) - 1;
    const [complete, held, ...members] = await Promise.all([
      this.redis.exists(this.claims.markerKey),
      // One GET per member (no multi-key command across members' slots), sent together.
      Promise.all(among.map((id) => this.redis.get(this.traitsKey(id)))),
      ...buckets.map((keys) => this.redis.zrange(this.bucketKey(keys), 0, read)),
    ]);
    if (complete !== 1) throw new ReadModelMissing(this.options.model);
    // A bucket's members have at least its keys; the heaviest bucket holding a member is what they share.
    const shared = new Map<number, number>();
    buckets.forEach((keys, index) => {
      const value = weigh(keys);
      for (const id of members[index].map(Number))
        if (!excluded.has(id) && value > (shared.get(id) ?? 0)) shared.set(id, value);
    });
    const alike = [...shared.entries()]
      .map(([id, value]) => ({ id, shared: value }))
      .sort((a, b) => b.shared - a.shared || a.id - b.id)
      .slice(0, count);
    const sharedBy = new Map(
      among.map((id, index) => {
        const entry = held[index];
        if (!entry) return [id, 0];
        const keys = new Set((JSON.parse(entry) as { k: string[] }).k);
        const heaviest = Math.max(0, ...buckets.filter((bucket) => bucket.every((key) => keys.has(key))).map(weigh));
        return [id, heaviest];
      }),
    );
    return { alike, sharedBy };
  }

  async others(excluded: ReadonlySet<number>, count: number): Promise<number[]> {
    const [complete, members] = await Promise.all([
      this.redis.exists(this.claims.markerKey),
      this.redis.zrange(this.othersKey, 0, Math.min(TRAIT_BUCKET_SIZE, count + excluded.size) - 1),
    ]);
    if (complete !== 1) throw new ReadModelMissing(this.options.model);
    return members
      .map(Number)
      .filter((id) => !excluded.has(id))
      .slice(0, count);
  }

  /**
   * The member's traits by compare-and-set, then the buckets they leave and join, each one key (a bounded number). A
   * save interrupted between the two is finished by the event's redelivery (the script answers the held keys again) or
   * by a rebuild.
   */
  private async saveOne({ memberId, revision, keys }: MemberTraits, rebuilding: boolean): Promise<boolean> {
    const was = await this.redis.traitBucketsSave(this.traitsKey(memberId), String(revision), rebuilding ? '1' : '0', JSON.stringify({ r: revision, k: keys }));
    if (was === null) return false;
    const member = padded(memberId);
    const joined = this.bucketsOf(keys).map((bucket) => this.bucketKey(bucket));
    const held = (JSON.parse(was) as { k: unknown }).k;
    // cjson writes an empty list as {}.
    const left = this.bucketsOf(Array.isArray(held) ? (held as string[]) : [])
      .map((bucket) => this.bucketKey(bucket))
      .filter((key) => !joined.includes(key));
    await Promise.all([
      ...left.map((key) => this.redis.zrem(key, member)),
      ...[...joined, this.othersKey].map((key) =>
        this.redis.multi().zadd(key, 0, member).zremrangebyrank(key, TRAIT_BUCKET_SIZE, -1).exec(),
      ),
    ]);
    return true;
  }

  private traitsKey(memberId: number): string {
    return `${this.prefix}{member:${memberId}}:${this.options.service}:traits`;
  }

  private bucketKey(keys: readonly string[]): string {
    return `${this.prefix}{${this.options.service}:traits:${createHash('sha1').update(JSON.stringify(keys)).digest('hex')}}`;
  }

  private get othersKey(): string {
    return `${this.prefix}{${this.options.service}:traits:others}`;
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

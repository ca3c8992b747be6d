import { createHash } from 'node:crypto';
import {
  defineReadModelScript,
  MemberTraitIndex,
  paddedId as padded,
  ReadModelMissing,
  RedisRebuildClaims,
  type MemberTraits,
  type SharedTraits,
  type WeightedTrait,
} from '@docnet/platform';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';

/*
 * The suggestion traits as bounded buckets (ADR 3), so a ranking reads a few hundred entries whatever the network's
 * size. A bucket per combination of trait keys (a member with specialty, state, city and affiliation is in the 15
 * buckets of the non-empty combinations of their keys) keeps only its BUCKET_SIZE oldest members (lowest ids, the
 * ranking's order between equal scores). A ranking is exact while a bucket's members ahead of a candidate are not mostly
 * the member's own connections; a member leaving a full bucket leaves it one short until a rebuild fills it. Keys after the deployment's prefix, each under its own hash tag so they
 * spread over a Redis Cluster's slots:
 *   {member:<id>}:social-graph:traits   string  the member's revision and trait keys ({r, k}, JSON)
 *   {social-graph:traits:<sha1>}        zset    a combination's bucket (sha1 of its sorted keys; score 0, padded ids)
 *   {social-graph:traits:others}        zset    the BUCKET_SIZE oldest members: the filler
 *   {social-graph:traits}:built:buckets, building, lock: the rebuild's marker, token and claim
 */

/** Members kept per bucket: the most a stored list ranks (60) with room for the member's own connections. */
export const BUCKET_SIZE = 200;

/**
 * KEYS the member's traits; ARGV revision, '1' when rebuilding, the stored {r, k}. Answers the keys held before (JSON,
 * '[]' for none) when written, the held keys when the same revision is held (the buckets are joined again: a save
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
    suggestionTraitsSave(traits: string, revision: string, rebuilding: string, stored: string): Result<string | null, Context>;
  }
}

/** Every non-empty combination of the keys, each sorted (the same combination names the same bucket). */
function combinations(keys: readonly string[]): string[][] {
  const sorted = [...new Set(keys)].sort();
  const all: string[][] = [];
  for (let mask = 1; mask < 1 << sorted.length; mask += 1) all.push(sorted.filter((_, index) => mask & (1 << index)));
  return all;
}

/** The suggestion traits in bounded buckets (a MemberTraitIndex, kept by the platform's MemberTraitsKeeper). */
export class RedisSuggestionTraits extends MemberTraitIndex {
  protected readonly claims: RedisRebuildClaims;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly model: string,
  ) {
    super();
    this.claims = new RedisRebuildClaims(redis, `${prefix}{social-graph:traits}:`, 'buckets');
    defineReadModelScript(redis, 'suggestionTraitsSave', SAVE, 1);
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
    const weight = new Map(traits.map(({ key, weight: value }) => [key, value]));
    const buckets = combinations([...weight.keys()]);
    const read = Math.min(BUCKET_SIZE, count + excluded.size) - 1;
    const [complete, held, ...members] = await Promise.all([
      this.redis.exists(this.claims.markerKey),
      // One GET per member (no multi-key command across members' slots), sent together.
      Promise.all(among.map((id) => this.redis.get(this.traitsKey(id)))),
      ...buckets.map((keys) => this.redis.zrange(this.bucketKey(keys), 0, read)),
    ]);
    if (complete !== 1) throw new ReadModelMissing(this.model);
    const weigh = (keys: readonly string[]) => keys.reduce((sum, key) => sum + (weight.get(key) ?? 0), 0);
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
        return [id, entry ? weigh((JSON.parse(entry) as { k: string[] }).k) : 0];
      }),
    );
    return { alike, sharedBy };
  }

  async others(excluded: ReadonlySet<number>, count: number): Promise<number[]> {
    const [complete, members] = await Promise.all([
      this.redis.exists(this.claims.markerKey),
      this.redis.zrange(this.othersKey, 0, Math.min(BUCKET_SIZE, count + excluded.size) - 1),
    ]);
    if (complete !== 1) throw new ReadModelMissing(this.model);
    return members
      .map(Number)
      .filter((id) => !excluded.has(id))
      .slice(0, count);
  }

  /**
   * The member's traits by compare-and-set, then the buckets they leave and join, each one key (a bounded number:
   * 15 at most). A save interrupted between the two is finished by the event's redelivery (the script answers the
   * held keys again) or by a rebuild.
   */
  private async saveOne({ memberId, revision, keys }: MemberTraits, rebuilding: boolean): Promise<boolean> {
    const was = await this.redis.suggestionTraitsSave(this.traitsKey(memberId), String(revision), rebuilding ? '1' : '0', JSON.stringify({ r: revision, k: keys }));
    if (was === null) return false;
    const member = padded(memberId);
    const joined = combinations(keys).map((combination) => this.bucketKey(combination));
    const left = combinations((JSON.parse(was) as { k: string[] }).k)
      .map((combination) => this.bucketKey(combination))
      .filter((key) => !joined.includes(key));
    await Promise.all([
      ...left.map((key) => this.redis.zrem(key, member)),
      ...[...joined, this.othersKey].map((key) =>
        this.redis.multi().zadd(key, 0, member).zremrangebyrank(key, BUCKET_SIZE, -1).exec(),
      ),
    ]);
    return true;
  }

  private traitsKey(memberId: number): string {
    return `${this.prefix}{member:${memberId}}:social-graph:traits`;
  }

  private bucketKey(keys: readonly string[]): string {
    return `${this.prefix}{social-graph:traits:${createHash('sha1').update(JSON.stringify(keys)).digest('hex')}}`;
  }

  private get othersKey(): string {
    return `${this.prefix}{social-graph:traits:others}`;
  }
}

import { defineReadModelScript, ReadModelMissing, REDIS, REDIS_KEY_PREFIX, RedisRebuildClaims } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import { ConnectionGraph, stageOf, type AcceptedTie, type GraphConnection } from '../domain/connection-graph.port';

/*
 * Keys after the deployment's prefix, per member and hash-tagged by the member, so members spread over a Redis
 * Cluster's slots and each script touches one member's keys (ADR 3). A connection is kept on both members' sides,
 * each side its own compare-and-set on the connection's stage:
 *   {member:<m>}:social-graph:conn      hash   connection id → the connection (JSON, with its stage `g`): every
 *                                              connection of m ever saved, a declined or removed one included, so a
 *                                              late event cannot bring it back
 *   {member:<m>}:social-graph:live      zset   connection ids (score: the id) of m's accepted and pending connections
 *   {member:<m>}:social-graph:pending   zset   connection ids of the requests m received and has not answered
 *   {member:<m>}:social-graph:friends   zset   the members m is connected with (score: the connection id); ZCARD is the count
 *   {member:<m>}:social-graph:linked    zset   the members m has an accepted or pending connection with (score: the connection
 *                                              id): a membership test of a few candidates instead of reading every connection
 *   {social-graph:connections}:built:per-member, building, lock: the rebuild's marker, token and claim
 */

/**
 * Compare-and-set of connections by stage on one member's side: KEYS the member's conn, live, pending, friends and
 * linked; ARGV '1' when rebuilding (equal stages too), the member, JSON entries {id, g, d}, g the stage of d. Moves each
 * connection between the member's sets; answers the ids written. A member entry (friends, linked) leaves only with the
 * connection that placed it: a late update of a pair's earlier connection cannot remove its newer one.
 */
const SAVE = `
local rebuilding = ARGV[1] == '1'
local me = tonumber(ARGV[2])
local function place(add, id, c)
  local function zset(key, score, member)
    if add then
      redis.call('ZADD', key, score, member)
    elseif key == KEYS[4] or key == KEYS[5] then
      if tonumber(redis.call('ZSCORE', key, member)) == tonumber(score) then redis.call('ZREM', key, member) end
    else
      redis.call('ZREM', key, member)
    end
  end
  local other = c.q == me and c.v or c.q
  if c.s == 'pending' or c.s == 'accepted' then
    zset(KEYS[2], id, id)
    zset(KEYS[5], id, other)
  end
  if c.s == 'pending' and c.v == me then zset(KEYS[3], id, id) end
  if c.s == 'accepted' then zset(KEYS[4], id, other) end
end
local saved = {}
for _, e in ipairs(cjson.decode(ARGV[3])) do
  local old = redis.call('HGET', KEYS[1], e.id)
  local held = old and cjson.decode(old)
  if not held or held.g < e.g or (rebuilding and held.g == e.g) then
    if held then place(false, e.id, held) end
    redis.call('HSET', KEYS[1], e.id, e.d)
    place(true, e.id, cjson.decode(e.d))
    saved[#saved + 1] = e.id
  end
end
return saved
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    connectionGraphSave(
      conn: string,
      live: string,
      pending: string,
      friends: string,
      linked: string,
      rebuilding: string,
      member: string,
      entries: string,
    ): Result<string[], Context>;
  }
}

/** A connection as stored: requester, receiver, status, creation (ISO), stage. */
interface Stored {
  q: number;
  v: number;
  s: GraphConnection['status'];
  t: string;
  g: number;
}

const MODEL = 'connections';

/** The connections read model in Redis (the ConnectionGraph port). */
@Injectable()
export class RedisConnectionGraph extends ConnectionGraph {
  protected readonly claims: RedisRebuildClaims;

  constructor(@Inject(REDIS) private readonly redis: Redis, @Inject(REDIS_KEY_PREFIX) private readonly prefix: string) {
    super();
    // Each change of the layout (per-member keys, then the linked sets) makes a deployment that held the last rebuild once.
    this.claims = new RedisRebuildClaims(redis, `${prefix}{social-graph:connections}:`, 'linked');
    defineReadModelScript(redis, 'connectionGraphSave', SAVE, 5);
  }

  async save(connections: GraphConnection[], { rebuilding = false } = {}): Promise<number> {
    if (!connections.length) return 0;
    const entries = connections.map(({ id, requesterId, receiverId, status, createdAt }) => {
      const stored: Stored = { q: requesterId, v: receiverId, s: status, t: new Date(createdAt).toISOString(), g: stageOf(status) };
      return { id: String(id), g: stored.g, d: JSON.stringify(stored), members: [requesterId, receiverId] };
    });
    const sides = new Map<number, typeof entries>();
    for (const entry of entries) for (const member of entry.members) sides.set(member, [...(sides.get(member) ?? []), entry]);
    const written = await Promise.all(
      [...sides].map(([member, side]) =>
        this.redis.connectionGraphSave(
          this.key(member, 'conn'),
          this.key(member, 'live'),
          this.key(member, 'pending'),
          this.key(member, 'friends'),
          this.key(member, 'linked'),
          rebuilding ? '1' : '0',
          String(member),
          JSON.stringify(side.map(({ id, g, d }) => ({ id, g, d }))),
        ),
      ),
    );
    // A connection is written when either side took it.
    return new Set(written.flat()).size;
  }

  async stageHeld({ id, requesterId, receiverId }: Pick<GraphConnection, 'id' | 'requesterId' | 'receiverId'>): Promise<number | undefined> {
    const held = await Promise.all([requesterId, receiverId].map((member) => this.redis.hget(this.key(member, 'conn'), String(id))));
    if (held.some((entry) => entry === null)) return undefined;
    return Math.min(...held.map((entry) => (JSON.parse(entry as string) as Stored).g));
  }

  live(memberId: number): Promise<GraphConnection[]> {
    return this.newestOf(memberId, 'live');
  }

  pending(memberId: number): Promise<GraphConnection[]> {
    return this.newestOf(memberId, 'pending');
  }

  async accepted(memberId: number, count: number): Promise<{ newest: AcceptedTie[]; total: number }> {
    const [complete, total, ranked] = await Promise.all([
      this.redis.exists(this.claims.markerKey),
      this.redis.zcard(this.key(memberId, 'friends')),
      this.redis.zrevrange(this.key(memberId, 'friends'), 0, count - 1, 'WITHSCORES'),
    ]);
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    const newest: AcceptedTie[] = [];
    for (let index = 0; index < ranked.length; index += 2) newest.push({ memberId: Number(ranked[index]), connectionId: Number(ranked[index + 1]) });
    return { newest, total };
  }

  async connections(memberId: number, connectionIds: readonly number[]): Promise<GraphConnection[]> {
    if (!connectionIds.length) return [];
    const stored = await this.redis.hmget(this.key(memberId, 'conn'), ...connectionIds.map(String));
    return connectionIds.flatMap((id, index) => {
      const found = stored[index];
      if (found === null) return [];
      const { q, v, s, t } = JSON.parse(found) as Stored;
      return [{ id, requesterId: q, receiverId: v, status: s, createdAt: new Date(t) }];
    });
  }

  linkedAmong(memberId: number, ids: readonly number[]): Promise<Set<number>> {
    return this.among(memberId, 'linked', ids);
  }

  connectedAmong(memberId: number, ids: readonly number[]): Promise<Set<number>> {
    return this.among(memberId, 'friends', ids);
  }

  async connectionsOf(memberIds: readonly number[], newest: number): Promise<Map<number, number[]>> {
    // One command per member (each its own slot), sent together.
    const [complete, ...lists] = await Promise.all([
      this.redis.exists(this.claims.markerKey),
      ...memberIds.map((id) => this.redis.zrevrange(this.key(id, 'friends'), 0, newest - 1)),
    ]);
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    return new Map(memberIds.map((id, index) => [id, lists[index].map(Number)]));
  }

  /** Those of `ids` in one of the member's member-valued zsets: one ZMSCORE, its work the size of `ids`. */
  private async among(memberId: number, set: 'linked' | 'friends', ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const [complete, scores] = await Promise.all([
      this.redis.exists(this.claims.markerKey),
      this.redis.zmscore(this.key(memberId, set), ...ids.map(String)),
    ]);
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    return new Set(ids.filter((_, index) => scores[index] !== null));
  }

  /**
   * The connections of one of a member's zsets, newest first (the scores are the connection ids): the whole set, which
   * only the member's own lists of the spec read.
   */
  private async newestOf(memberId: number, set: 'live' | 'pending'): Promise<GraphConnection[]> {
    const [complete, ids] = await Promise.all([this.redis.exists(this.claims.markerKey), this.redis.zrevrange(this.key(memberId, set), 0, -1)]);
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    return this.connections(memberId, ids.map(Number));
  }

  private key(memberId: number, name: 'conn' | 'live' | 'pending' | 'friends' | 'linked'): string {
    return `${this.prefix}{member:${memberId}}:social-graph:${name}`;
  }
}

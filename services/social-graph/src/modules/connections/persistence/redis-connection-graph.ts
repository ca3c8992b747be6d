import {
  defineReadModelScript,
  pipelineResults as results,
  ReadModelMissing,
  REDIS,
  REDIS_KEY_PREFIX,
  RedisRebuildClaims,
  revisionGuardedSaveScript,
} from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import { ConnectionGraph, stageOf, type GraphConnection } from '../domain/connection-graph.port';

/*
 * Keys, all under one hash tag so a connection's script touches one slot whatever its two members (ADR 3),
 * after the deployment's prefix:
 *   conn          hash   connection id → the connection (JSON, with its stage `g`): every connection ever
 *                        saved, a declined or removed one included, so a late event cannot bring it back
 *   live:<m>      zset   connection ids (score: the id) of member m's accepted and pending connections
 *   pending:<m>   zset   connection ids of the requests member m received and has not answered
 *   friends:<m>   zset   the members m is connected with (score: the connection id); ZCARD is the count
 *   built, building, lock: the rebuild's marker, token and claim (the platform's RedisRebuildClaims)
 */

/**
 * Compare-and-set of connections by stage: ARGV base, '1' when rebuilding (equal stages too), JSON entries
 * {id, g, d}, g the stage of d; moves the connection between its members' sets.
 */
const SAVE = revisionGuardedSaveScript({
  hash: 'conn',
  id: 'id',
  revision: 'g',
  prelude: `
local function place(add, id, c)
  local function zset(key, score, member)
    if add then redis.call('ZADD', base .. key, score, member) else redis.call('ZREM', base .. key, member) end
  end
  if c.s == 'pending' or c.s == 'accepted' then
    zset('live:' .. c.q, id, id)
    zset('live:' .. c.v, id, id)
  end
  if c.s == 'pending' then zset('pending:' .. c.v, id, id) end
  if c.s == 'accepted' then
    zset('friends:' .. c.q, id, c.v)
    zset('friends:' .. c.v, id, c.q)
  end
end`,
  write: `
    if held then place(false, e.id, held) end
    redis.call('HSET', base .. 'conn', e.id, e.d)
    place(true, e.id, cjson.decode(e.d))`,
});

declare module 'ioredis' {
  interface RedisCommander<Context> {
    connectionGraphSave(base: string, rebuilding: string, entries: string): Result<number, Context>;
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
  private readonly base: string;
  protected readonly claims: RedisRebuildClaims;

  constructor(@Inject(REDIS) private readonly redis: Redis, @Inject(REDIS_KEY_PREFIX) prefix: string) {
    super();
    this.base = `${prefix}{social-graph}:`;
    this.claims = new RedisRebuildClaims(redis, this.base);
    defineReadModelScript(redis, 'connectionGraphSave', SAVE);
  }

  async save(connections: GraphConnection[], { rebuilding = false } = {}): Promise<number> {
    if (!connections.length) return 0;
    const entries = connections.map(({ id, requesterId, receiverId, status, createdAt }) => {
      const stored: Stored = { q: requesterId, v: receiverId, s: status, t: new Date(createdAt).toISOString(), g: stageOf(status) };
      return { id: String(id), g: stored.g, d: JSON.stringify(stored) };
    });
    return this.redis.connectionGraphSave(this.base, rebuilding ? '1' : '0', JSON.stringify(entries));
  }

  async stageHeld(connectionId: number): Promise<number | undefined> {
    const held = await this.redis.hget(`${this.base}conn`, String(connectionId));
    return held === null ? undefined : (JSON.parse(held) as Stored).g;
  }

  live(memberId: number): Promise<GraphConnection[]> {
    return this.newestOf(`live:${memberId}`);
  }

  pending(memberId: number): Promise<GraphConnection[]> {
    return this.newestOf(`pending:${memberId}`);
  }

  accepted(memberId: number): Promise<GraphConnection[]> {
    return this.newestOf(`friends:${memberId}`);
  }

  async connectionsOf(memberIds: readonly number[], newest?: number): Promise<Map<number, number[]>> {
    const pipeline = this.redis.pipeline().exists(this.claims.markerKey);
    for (const id of memberIds) pipeline.zrevrange(`${this.base}friends:${id}`, 0, newest === undefined ? -1 : newest - 1);
    const [complete, ...lists] = await results(pipeline);
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    return new Map(memberIds.map((id, index) => [id, (lists[index] as string[]).map(Number)]));
  }

  /** The connections of a member's zset, newest first (the scores are the connection ids). */
  private async newestOf(key: string): Promise<GraphConnection[]> {
    const [complete, ranked] = await results(
      this.redis.pipeline().exists(this.claims.markerKey).zrevrangebyscore(`${this.base}${key}`, '+inf', '-inf', 'WITHSCORES'),
    );
    if (complete !== 1) throw new ReadModelMissing(MODEL);
    const ids = (ranked as string[]).filter((_, index) => index % 2 === 1);
    if (!ids.length) return [];
    const stored = await this.redis.hmget(`${this.base}conn`, ...ids);
    return ids.flatMap((id, index) => {
      const found = stored[index];
      if (found === null) return [];
      const { q, v, s, t } = JSON.parse(found) as Stored;
      return [{ id: Number(id), requesterId: q, receiverId: v, status: s, createdAt: new Date(t) }];
    });
  }

}

import { readThroughRecordKey } from '@docnet/contracts';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import { defineReadModelScript } from './read-model-scripts';
import { pipelineResults } from './redis.module';

/*
 * A copy in Redis of records a service reads far more often than it writes (identity's accounts, notifications'
 * recipients; ADR 3): a read costs one round trip instead of a document-store query. Not fed by events: filled on
 * a miss and forgotten after every write of the record, so the owner must write the record only through one port
 * that calls `forget`. It needs no rebuild: Redis restarted empty only costs the next read of each record its
 * query. Keys after the deployment's prefix, hash-tagged by the record (`{<name>:<id>}`), so a record's two keys share a
 * slot and the records spread over a Redis Cluster:
 *   {<name>:<id>}:r   string  the record (JSON), kept `keepSeconds` at most (contracts' `readThroughRecordKey`: others
 *                             may read it)
 *   {<name>:<id>}:g   string  the record's write generation: a fill that read the document before a write finished
 *                             carries the older generation and is refused, so a stale record cannot be put back.
 */

/** KEYS the generation, the record; ARGV the generation read before the document, the record, seconds to keep it. */
const FILL = `
local generation = redis.call('GET', KEYS[1]) or '0'
if generation ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3])
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** FILL: 1 when stored, 0 when a write came between the generation's read and the fill. */
    readThroughCacheFill(
      generationKey: string,
      recordKey: string,
      generation: string,
      record: string,
      seconds: string,
    ): Result<number, Context>;
  }
}

/** Outlives any fill in flight; an expired generation reads as '0' again, which no in-flight fill holds after a write. */
const GENERATION_SECONDS = 86_400;

export class ReadThroughCache<T> {
  private readonly recordKey: (id: number | string) => string;
  private readonly generationKey: (id: number | string) => string;

  /** `keepSeconds` bounds how long a record written while Redis could not be told stays stale. */
  constructor(
    private readonly redis: Redis,
    prefix: string,
    name: string,
    private readonly keepSeconds = 600,
  ) {
    this.recordKey = (id) => prefix + readThroughRecordKey(name, id);
    this.generationKey = (id) => `${prefix}{${name}:${id}}:g`;
    defineReadModelScript(redis, 'readThroughCacheFill', FILL, 2);
  }

  /**
   * The record: the cached copy, else `load`'s answer, cached unless a write came meanwhile. A Redis fault costs
   * only the cache (`onCacheFault` hears of it); a record `load` does not find is not cached.
   */
  async read(
    id: number | string,
    load: () => Promise<T | null>,
    onCacheFault?: (error: unknown) => void,
  ): Promise<T | null> {
    let generation: string;
    try {
      const [cached, stored] = (await pipelineResults(
        this.redis.pipeline().get(this.recordKey(id)).get(this.generationKey(id)),
      )) as [string | null, string | null];
      if (cached) return JSON.parse(cached) as T;
      generation = stored ?? '0';
    } catch (error) {
      onCacheFault?.(error);
      return load();
    }
    const record = await load();
    if (record !== null) {
      await this.redis
        .readThroughCacheFill(
          this.generationKey(id),
          this.recordKey(id),
          generation,
          JSON.stringify(record),
          String(this.keepSeconds),
        )
        .catch((error: unknown) => onCacheFault?.(error));
    }
    return record;
  }

  /** After a write of the record: drops its copy and refuses the fills that read it before. */
  async forget(id: number | string): Promise<void> {
    await pipelineResults(
      this.redis
        .multi()
        .incr(this.generationKey(id))
        .expire(this.generationKey(id), GENERATION_SECONDS)
        .del(this.recordKey(id)),
    );
  }
}

import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { HttpException, ServiceUnavailableException, type OnApplicationBootstrap } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import type { Logger } from 'pino';
import { defineReadModelScript } from './read-model-scripts';

/**
 * The rebuild bookkeeping of a read model (ADR 3): whether it is complete, and the right to rebuild it,
 * one replica at a time. A read model's port extends it; RedisRebuildClaims implements it in Redis.
 */
export interface RebuildClaims {
  /** Whether a rebuild completed since the store last started empty. */
  isComplete(): Promise<boolean>;
  /** The right to rebuild for `holdMs` (one rebuild at a time across replicas), else undefined. */
  claimRebuild(holdMs: number): Promise<string | undefined>;
  /** Keeps a rebuild's claim while it runs. */
  extendRebuild(claim: string, holdMs: number): Promise<void>;
  /**
   * Ends a rebuild and gives up its claim. With `complete`, marks the model complete unless the store
   * was emptied meanwhile (then the rebuild must run again); resolves to whether it is complete now.
   */
  finishRebuild(claim: string, complete: boolean): Promise<boolean>;
}

/**
 * A read model's port (ADR 3): its reads and writes beside the rebuild bookkeeping, which an adapter hands to
 * the RebuildClaims of its store (`claims`, e.g. RedisRebuildClaims).
 */
export abstract class ReadModel implements RebuildClaims {
  protected abstract readonly claims: RebuildClaims;

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

/** KEYS the claim; ARGV claim, hold ms: extends the claim if it is still this rebuild's. */
const EXTEND = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`;

/**
 * KEYS the claim, the token, the marker; ARGV claim, '1' when complete, the time: marks the model complete only while
 * the rebuild's token is still there (an emptied store lost it, and with it the rebuild's earlier writes), then
 * releases.
 */
const FINISH = `
local complete = 0
if ARGV[2] == '1' and redis.call('GET', KEYS[2]) == ARGV[1] then
  redis.call('SET', KEYS[3], ARGV[3])
  complete = 1
end
if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('DEL', KEYS[2]) end
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return complete
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    readModelExtend(lock: string, claim: string, holdMs: string): Result<number, Context>;
    readModelFinish(lock: string, building: string, marker: string, claim: string, complete: string, at: string): Result<number, Context>;
  }
}

/**
 * RebuildClaims in Redis under a read model's key base (`<prefix>{<model>}:`): the keys `built` (the
 * marker), `building` (the running rebuild's token) and `lock` (its claim, SET NX PX), in one slot by the base's
 * hash tag (a model's bookkeeping is one aggregate, however its entries spread over a Cluster).
 *
 * `derivation` names how the model is derived from its source: a model whose entries a new release derives
 * differently (more keys per entry, another shape) gives a new one, its marker is then `built:<derivation>`,
 * absent until a rebuild with the new code, so every deployment rebuilds it once by itself.
 */
export class RedisRebuildClaims implements RebuildClaims {
  constructor(
    private readonly redis: Redis,
    private readonly base: string,
    private readonly derivation?: string,
  ) {
    defineReadModelScript(redis, 'readModelExtend', EXTEND, 1);
    defineReadModelScript(redis, 'readModelFinish', FINISH, 3);
  }

  /** The marker's key, for a read that checks it in the same round trip as its first command. */
  get markerKey(): string {
    return this.derivation ? `${this.base}built:${this.derivation}` : `${this.base}built`;
  }

  async isComplete(): Promise<boolean> {
    return (await this.redis.exists(this.markerKey)) === 1;
  }

  async claimRebuild(holdMs: number): Promise<string | undefined> {
    const claim = randomUUID();
    if ((await this.redis.set(`${this.base}lock`, claim, 'PX', holdMs, 'NX')) !== 'OK') return undefined;
    await this.redis.set(`${this.base}building`, claim);
    return claim;
  }

  async extendRebuild(claim: string, holdMs: number): Promise<void> {
    await this.redis.readModelExtend(`${this.base}lock`, claim, String(holdMs));
  }

  async finishRebuild(claim: string, complete: boolean): Promise<boolean> {
    const { base, markerKey } = this;
    const at = new Date().toISOString();
    return (await this.redis.readModelFinish(`${base}lock`, `${base}building`, markerKey, claim, complete ? '1' : '0', at)) === 1;
  }
}

/** A read found the model incomplete (never built, or its store restarted empty): rebuild before answering. */
export class ReadModelMissing extends Error {
  constructor(model: string) {
    super(`the read model ${model} is missing`);
    this.name = 'ReadModelMissing';
  }
}

export interface ReadModelRebuildOptions {
  /** The model's name in logs and in the 503 of a read that waited too long. */
  name: string;
  claims: RebuildClaims;
  /**
   * Writes the whole model from the source of truth through the model's compare-and-set (rebuilding),
   * calling `keepClaim` after each batch; resolves to how many entries it wrote.
   */
  fill(keepClaim: () => Promise<void>): Promise<number>;
  logger: Logger;
}

/**
 * A rebuild's fill (ReadModelRebuildOptions.fill): streams the source, writes it `size` documents at a time
 * through `save` (the model's compare-and-set, rebuilding) and keeps the claim after each batch; resolves to
 * how many it wrote.
 */
export async function saveInBatches<T>(
  source: AsyncIterable<T>,
  save: (batch: T[]) => Promise<unknown>,
  keepClaim: () => Promise<void>,
  size = 500,
): Promise<number> {
  let written = 0;
  let batch: T[] = [];
  const flush = async () => {
    if (!batch.length) return;
    await save(batch);
    await keepClaim();
    written += batch.length;
    batch = [];
  };
  for await (const item of source) {
    batch.push(item);
    if (batch.length === size) await flush();
  }
  await flush();
  return written;
}

/** How long a rebuild's claim lasts without being extended (a crashed rebuild frees it after this). */
const HOLD_MS = 30_000;
/** How long a read waits for a missing model before answering 503. */
const WAIT_MS = 60_000;
const POLL_MS = 200;

/**
 * Rebuilds a read model (ADR 3): when it is missing (at start, or when a read finds its marker gone),
 * one replica at a time while the others wait, and on demand (the `rebuild-read-models` commands).
 */
export class ReadModelRebuild {
  private completing?: Promise<void>;

  constructor(private readonly options: ReadModelRebuildOptions) {}

  /** Resolves once the model is complete, rebuilding it here or waiting for the replica that does. */
  ensureComplete(): Promise<void> {
    this.completing ??= this.completeWhenMissing().finally(() => (this.completing = undefined));
    return this.completing;
  }

  /**
   * A read of the model: when it finds the model missing (ReadModelMissing), again after the rebuild, for as long
   * as a missing model is waited for (concurrent reads may meet the model lost again, or a rebuild that another
   * read's wait has just finished); while the store cannot be reached, 503 (the BFF passes it on as the service
   * being unavailable).
   */
  async read<T>(answer: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + WAIT_MS;
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await answer();
        } catch (error) {
          if (!(error instanceof ReadModelMissing) || Date.now() > deadline) throw error;
          // Missing again although complete when last asked: not asked again at once, so it is no busy loop.
          if (attempt > 0) await delay(POLL_MS);
          await this.ensureComplete();
        }
      }
    } catch (error) {
      if (error instanceof HttpException) throw error;
      throw new ServiceUnavailableException(`${this.options.name} is unavailable right now. Please try again shortly.`, { cause: error });
    }
  }

  /** Rebuilds now (after a rebuild another replica has in progress), over the model as it is. */
  async execute(): Promise<number> {
    for (;;) {
      const claim = await this.options.claims.claimRebuild(HOLD_MS);
      if (claim) {
        const written = await this.rebuildWith(claim);
        if (written !== undefined) return written;
      } else {
        await delay(POLL_MS);
      }
    }
  }

  private async completeWhenMissing(): Promise<void> {
    const { claims, name } = this.options;
    const deadline = Date.now() + WAIT_MS;
    while (!(await claims.isComplete())) {
      if (Date.now() > deadline) throw new ServiceUnavailableException(`${name} is being rebuilt. Please try again shortly.`);
      const claim = await claims.claimRebuild(HOLD_MS);
      if (claim) await this.rebuildWith(claim);
      else await delay(POLL_MS);
    }
  }

  /** The number of entries written, or undefined when the store was emptied meanwhile. */
  private async rebuildWith(claim: string): Promise<number | undefined> {
    const { claims, name, fill, logger } = this.options;
    const started = Date.now();
    let written = 0;
    let complete = false;
    try {
      written = await fill(() => claims.extendRebuild(claim, HOLD_MS));
      complete = true;
    } finally {
      complete = await claims.finishRebuild(claim, complete);
    }
    if (!complete) {
      logger.warn({ model: name, entries: written }, 'read model emptied during its rebuild; rebuilding again');
      return undefined;
    }
    logger.info({ model: name, entries: written, ms: Date.now() - started }, 'read model rebuilt');
    return written;
  }
}

/**
 * What keeps a read model built from its source of truth, as a service's provider: built at start, whenever a read
 * finds it incomplete (Redis restarted empty) and on demand (the service's `rebuild-read-models` command), one
 * replica at a time (ReadModelRebuild). A store that cannot be reached at start does not keep the service from
 * starting: reads then rebuild it or answer 503. A subclass writes `fill`, through the model's compare-and-set.
 */
export abstract class ReadModelBuilder implements OnApplicationBootstrap {
  private readonly rebuild: ReadModelRebuild;

  protected constructor(
    private readonly model: { name: string; claims: RebuildClaims; logger: Logger },
  ) {
    this.rebuild = new ReadModelRebuild({ ...model, fill: (keepClaim) => this.fill(keepClaim) });
  }

  /** Writes the whole model from its source, calling `keepClaim` after each batch; resolves to the entries written. */
  protected abstract fill(keepClaim: () => Promise<void>): Promise<number>;

  async onApplicationBootstrap(): Promise<void> {
    await this.rebuild
      .ensureComplete()
      .catch((error: unknown) => this.model.logger.warn({ err: error, model: this.model.name }, 'read model not built at start'));
  }

  /** A read of the model, once more after a rebuild when it is missing; 503 while Redis cannot be reached. */
  read<T>(answer: () => Promise<T>): Promise<T> {
    return this.rebuild.read(answer);
  }

  /** Rebuilds now (after a rebuild another replica has in progress), over the model as it is. */
  execute(): Promise<number> {
    return this.rebuild.execute();
  }
}

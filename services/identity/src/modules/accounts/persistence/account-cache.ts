import type { Account } from '@docnet/contracts';
import { defineReadModelScript, pipelineResults } from '@docnet/platform';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';

/*
 * Accounts as /api/auth/me and every account read answer them, in Redis beside the `accounts` collection
 * (ADR 3): a read costs one GET instead of a document-store query. Filled on a miss and forgotten after every
 * write of the account (all of them go through the Accounts port), so it never needs a rebuild: Redis restarted
 * empty only costs the next read of each account its query. Keys after `base` (prefix and `{accounts}:`):
 *   a:<id>   string  the Account (JSON), kept FILL_SECONDS at most
 *   g:<id>   string  the account's write generation: a fill that read the document before a write finished
 *                    carries the older generation and is refused, so a stale account cannot be put back.
 */

/** ARGV base, id, the generation read before the document, the Account, seconds to keep it. */
const FILL = `
local generation = redis.call('GET', ARGV[1] .. 'g:' .. ARGV[2]) or '0'
if generation ~= ARGV[3] then return 0 end
redis.call('SET', ARGV[1] .. 'a:' .. ARGV[2], ARGV[4], 'EX', ARGV[5])
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** FILL: 1 when stored, 0 when a write came between the generation's read and the fill. */
    accountCacheFill(
      base: string,
      id: string,
      generation: string,
      account: string,
      seconds: string,
    ): Result<number, Context>;
  }
}

/** Bounds how long an account written while Redis could not be told stays stale. */
const FILL_SECONDS = 600;
/** Outlives any fill in flight; an expired generation reads as '0' again, which no in-flight fill holds after a write. */
const GENERATION_SECONDS = 86_400;

export class AccountCache {
  private readonly base: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.base = `${prefix}{accounts}:`;
    defineReadModelScript(redis, 'accountCacheFill', FILL);
  }

  /** The cached account, else the generation a fill must carry. */
  async find(id: number): Promise<{ account: Account } | { generation: string }> {
    const [cached, generation] = (await pipelineResults(
      this.redis.pipeline().get(`${this.base}a:${id}`).get(`${this.base}g:${id}`),
    )) as [string | null, string | null];
    return cached ? { account: JSON.parse(cached) as Account } : { generation: generation ?? '0' };
  }

  async fill(account: Account, generation: string): Promise<void> {
    await this.redis.accountCacheFill(
      this.base,
      String(account.id),
      generation,
      JSON.stringify(account),
      String(FILL_SECONDS),
    );
  }

  /** After a write of the account: drops its copy and refuses fills that read it before. */
  async forget(id: number): Promise<void> {
    await pipelineResults(
      this.redis
        .multi()
        .incr(`${this.base}g:${id}`)
        .expire(`${this.base}g:${id}`, GENERATION_SECONDS)
        .del(`${this.base}a:${id}`),
    );
  }
}

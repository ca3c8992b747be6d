import type Redis from 'ioredis';

/**
 * Defines a read model's Lua script on this client, once per client: ioredis then sends EVALSHA and loads the
 * script when Redis does not know it (e.g. after a restart). A script takes every key it touches in KEYS, all in one
 * slot (one hash tag): a Redis Cluster runs it on the node of its first key and refuses any other key. `keys` is how
 * many KEYS it takes, or 'counted' when the caller passes their number first (a script over a varying set of keys).
 * 0 is for the scripts that still build key names from their arguments, which only a single Redis runs. Each is typed
 * where it is defined, by augmenting ioredis' `RedisCommander` as ioredis documents for `defineCommand`, so no caller
 * casts the client.
 */
export function defineReadModelScript(redis: Redis, name: string, lua: string, keys: number | 'counted' = 0): void {
  if (!Object.hasOwn(redis, name)) redis.defineCommand(name, { lua, ...(keys !== 'counted' && { numberOfKeys: keys }) });
}

/**
 * An id as a read model's sorted-set member or hash field: ten digits, zero-padded, so the members' lexical order
 * (which Redis uses between equal scores) is the ids' order.
 */
export const paddedId = (id: number): string => String(id).padStart(10, '0');

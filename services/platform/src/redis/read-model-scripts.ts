import type Redis from 'ioredis';

/**
 * Defines a read model's Lua script on this client, once per client: ioredis then sends EVALSHA and loads the
 * script when Redis does not know it (e.g. after a restart). The scripts take no KEYS (each builds its keys from
 * its first argument, the model's key base). Each is typed where it is defined, by augmenting ioredis'
 * `RedisCommander` as ioredis documents for `defineCommand`, so no caller casts the client.
 */
export function defineReadModelScript(redis: Redis, name: string, lua: string): void {
  if (!Object.hasOwn(redis, name)) redis.defineCommand(name, { numberOfKeys: 0, lua });
}

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

/**
 * The Lua of a read model's revision-guarded save (compare-and-set), for `defineReadModelScript` with no KEYS, so for
 * a single Redis only (a model moving to a Cluster passes its keys instead, as the member cards do): ARGV base, '1'
 * when rebuilding, and a JSON list of entries, each with its revision (field `revision`, `r` by default). The record
 * held for an entry is the JSON stored under `e.<id>` in the hash `base .. hash`, with its revision in the same
 * field; the entry is written (`write`: Lua that sees `base`, `e` and `held`, the decoded record or nil, and what
 * `prelude` defines before the loop) unless a later revision is held (rebuilding: an equal one too). The script
 * returns how many entries were written.
 */
export function revisionGuardedSaveScript({
  hash,
  id,
  write,
  revision = 'r',
  prelude = '',
}: {
  hash: string;
  id: string;
  write: string;
  revision?: string;
  prelude?: string;
}): string {
  return `
local base = ARGV[1]
local rebuilding = ARGV[2] == '1'
local saved = 0
${prelude}
for _, e in ipairs(cjson.decode(ARGV[3])) do
  local old = redis.call('HGET', base .. '${hash}', e.${id})
  local held = old and cjson.decode(old)
  if not held or held.${revision} < e.${revision} or (rebuilding and held.${revision} == e.${revision}) then
${write}
    saved = saved + 1
  end
end
return saved
`;
}

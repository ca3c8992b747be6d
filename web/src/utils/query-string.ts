/** A path with its query parameters; undefined values are left out (null values omitted). */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** True for a list key of `path` (the path itself or the path with a query), not for `path/<id>`. */
export function isListKey(key: unknown, path: string): boolean {
  return typeof key === 'string' && (key === path || key.startsWith(`${path}?`));
}

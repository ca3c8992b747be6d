/** A profile picture URL carries a timestamp so a new upload shows at once. */
export function withCacheBuster(url: string, stamp: number = Date.now()): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}t=${stamp}`;
}

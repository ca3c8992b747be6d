/** A validated list query as the service's query string (unset values left out). */
export function withQuery(path: string, query: Record<string, string | number | boolean | undefined>): string {
  const parameters = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) parameters.set(key, String(value));
  const text = parameters.toString();
  return text ? `${path}?${text}` : path;
}

/** How long one call to a node may take. */
export const OPENSEARCH_REQUEST_TIMEOUT_MS = 10_000;
/** How long a node that could not be reached is asked only after the others. */
const UNREACHABLE_FOR_MS = 5_000;

/** The nodes of OPENSEARCH_URL: one URL, or several of one cluster separated by commas. */
export function openSearchUrlsOf(value: string): string[] {
  return value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
}

/**
 * The nodes of one OpenSearch cluster, every one used: calls go round them in turn, so no node carries all of them,
 * and a call that cannot reach a node (refused, reset, timed out) goes to the next one, the node being asked only
 * after the others for a while. Every call the people index makes may be sent twice: searches only read, writes carry
 * the member's revision as external version (a repeat loses as stale), and creating the index accepts that it exists.
 * An answer of any status is the cluster's answer and is not sent again.
 */
export class OpenSearchNodes {
  private turn = 0;
  private readonly unreachableUntil = new Map<string, number>();

  constructor(readonly urls: readonly string[]) {
    if (!urls.length) throw new Error('OpenSearch needs at least one node URL');
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const first = this.turn;
    this.turn = (this.turn + 1) % this.urls.length;
    const now = Date.now();
    const inTurn = this.urls.map((_, at) => this.urls[(first + at) % this.urls.length]);
    const reachable = (url: string) => (this.unreachableUntil.get(url) ?? 0) <= now;
    const order = [...inTurn.filter(reachable), ...inTurn.filter((url) => !reachable(url))];
    let failure: unknown;
    for (const url of order) {
      try {
        const response = await fetch(new URL(path, url), { ...init, signal: AbortSignal.timeout(OPENSEARCH_REQUEST_TIMEOUT_MS) });
        this.unreachableUntil.delete(url);
        return response;
      } catch (error) {
        failure = error;
        this.unreachableUntil.set(url, Date.now() + UNREACHABLE_FOR_MS);
      }
    }
    throw failure;
  }
}

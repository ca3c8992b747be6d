import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export interface ReplicaOptions {
  /** How long a replica that could not be reached is tried only after the others. */
  downForMs: number;
  /** How long the addresses a service name resolves to are kept before they are looked up again. */
  resolveEveryMs: number;
}

export const DEFAULT_REPLICA_OPTIONS: ReplicaOptions = { downForMs: 2000, resolveEveryMs: 5000 };

/** Every address a host name resolves to (compose gives one name to all replicas of a service). */
export type ResolveAll = (host: string) => Promise<string[]>;

const resolveAll: ResolveAll = async (host) => (await lookup(host, { all: true })).map((entry) => entry.address);

/**
 * The replicas of one service: the base URLs configured for it, where a host name stands for every address it
 * resolves to. Calls go round-robin; a replica that could not be reached is tried last for a short while, so a
 * dead one costs one failed connection attempt per `downForMs`, not one per call.
 */
export class ServiceReplicas {
  private turn = 0;
  private readonly downUntil = new Map<string, number>();
  private resolved: { urls: string[]; at: number } | undefined;
  private resolving: Promise<string[]> | undefined;

  constructor(
    private readonly baseUrls: readonly string[],
    private readonly options: ReplicaOptions = DEFAULT_REPLICA_OPTIONS,
    private readonly resolve: ResolveAll = resolveAll,
  ) {
    if (baseUrls.length === 0) throw new Error('A service needs at least one base URL');
  }

  /** Every replica once, in the order one call tries them. */
  async attemptOrder(): Promise<string[]> {
    const urls = await this.urls();
    const start = this.turn++ % urls.length;
    const rotated = [...urls.slice(start), ...urls.slice(0, start)];
    const now = Date.now();
    const isDown = (url: string) => (this.downUntil.get(url) ?? 0) > now;
    return [...rotated.filter((url) => !isDown(url)), ...rotated.filter(isDown)];
  }

  markDown(url: string): void {
    this.downUntil.set(url, Date.now() + this.options.downForMs);
  }

  /** The addresses as last resolved; a stale list is refreshed in the background, only the first call waits. */
  private async urls(): Promise<string[]> {
    const stale = !this.resolved || Date.now() - this.resolved.at > this.options.resolveEveryMs;
    if (stale && !this.resolving) {
      this.resolving = this.expand().finally(() => (this.resolving = undefined));
    }
    return this.resolved?.urls ?? (await this.resolving!);
  }

  private async expand(): Promise<string[]> {
    const lists = await Promise.all(this.baseUrls.map((url) => this.addressesOf(url)));
    const urls = [...new Set(lists.flat())];
    this.resolved = { urls, at: Date.now() };
    return urls;
  }

  private async addressesOf(baseUrl: string): Promise<string[]> {
    const url = new URL(baseUrl);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) || host === 'localhost') return [trimSlash(baseUrl)];
    try {
      const addresses = await this.resolve(host);
      if (addresses.length === 0) return [trimSlash(baseUrl)];
      return addresses.map((address) => {
        const replica = new URL(baseUrl);
        replica.hostname = isIP(address) === 6 ? `[${address}]` : address;
        return trimSlash(replica.toString());
      });
    } catch {
      // Not resolvable now (a replica set being replaced): the name itself, so the call reports the failure.
      return [trimSlash(baseUrl)];
    }
  }
}

/** The configured list: base URLs separated by commas (or spaces). */
export function parseBaseUrls(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(trimSlash);
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

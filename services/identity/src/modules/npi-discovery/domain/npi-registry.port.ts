import type { NpiMatch, NpiSearch } from '@docnet/contracts';

/**
 * A registry record: the wizard's match plus the practice phone the registry lists (NPPES `telephone_number` of the
 * practice location), where an NPI binding's code goes. The phone stays inside identity: the wizard's answer is
 * the spec's NpiMatch without it.
 */
export interface RegistryRecord extends NpiMatch {
  /** Digits only ('5125550100'); null when the registry lists none. */
  phoneNumber: string | null;
}

/** Port to a provider registry: the public NPPES API in production, a bundled synthetic set in development and tests. */
export interface NpiRegistry {
  /** Matches of a search; [] when nothing matches. Throws NpiRegistryUnavailable when the registry cannot answer. */
  search(query: NpiSearch): Promise<RegistryRecord[]>;
}

export const NPI_REGISTRY = Symbol('NPI_REGISTRY');

export class NpiRegistryUnavailable extends Error {
  constructor(reason: string) {
    super(`NPI registry unavailable: ${reason}`);
    this.name = 'NpiRegistryUnavailable';
  }
}

/** Most matches a search answers (NPPES allows up to 200; the wizard shows cards). */
export const MAX_MATCHES = 20;

/** Registry names come in capitals ('SARAH', 'SAN FRANCISCO'); cards and the name rule want 'Sarah', 'San Francisco'. */
export function displayCase(value: string | undefined | null): string {
  return (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_match, separator: string, letter: string) => separator + letter.toUpperCase());
}

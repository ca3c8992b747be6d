import type { NpiSearch } from '@docnet/contracts';
import type { Logger } from 'pino';
import { displayCase, MAX_MATCHES, NpiRegistryUnavailable, type NpiRegistry, type RegistryRecord } from '../domain/npi-registry.port';

export interface NppesOptions {
  /** e.g. https://npiregistry.cms.hhs.gov/api/ */
  baseUrl: string;
  timeoutMs: number;
  /** Further attempts after a failed one (network error, timeout, 429 or 5xx). */
  retries: number;
  /** First back-off delay; doubled on each retry. */
  backoffMs?: number;
}

/** The parts of an NPPES v2.1 answer we read. */
interface NppesAnswer {
  result_count?: number;
  results?: NppesResult[];
  Errors?: { description?: string; field?: string }[];
}

interface NppesResult {
  number?: string | number;
  basic?: { first_name?: string; last_name?: string; organization_name?: string };
  addresses?: { address_purpose?: string; address_1?: string; city?: string; state?: string; telephone_number?: string }[];
  taxonomies?: { desc?: string; primary?: boolean }[];
}

class RetryableAnswer extends Error {}

/** Adapter to the public NPPES NPI Registry API v2.1 (https://npiregistry.cms.hhs.gov/api-page). */
export class NppesNpiRegistry implements NpiRegistry {
  constructor(
    private readonly options: NppesOptions,
    private readonly logger: Logger,
  ) {}

  async search(query: NpiSearch): Promise<RegistryRecord[]> {
    const parameters = this.parameters(query);
    if (!parameters) return [];
    const answer = await this.fetchWithRetries(parameters);
    if (answer.Errors?.length) {
      // NPPES answers 200 with Errors for searches it refuses (too broad, bad field): no matches for the member.
      this.logger.info({ errors: answer.Errors }, 'NPPES refused the search');
      return [];
    }
    return (answer.results ?? []).map(toMatch).filter((match): match is RegistryRecord => match !== null);
  }

  private parameters(query: NpiSearch): URLSearchParams | null {
    const parameters = new URLSearchParams({ version: '2.1', limit: String(MAX_MATCHES) });
    if (query.searchType === 'npi') {
      const number = (query.npiNumber ?? '').trim();
      if (!/^\d{10}$/.test(number)) return null;
      parameters.set('number', number);
      return parameters;
    }
    const fields = { first_name: query.firstName, last_name: query.lastName, city: query.city, state: query.state };
    if (!query.firstName?.trim() && !query.lastName?.trim()) return null;
    for (const [key, value] of Object.entries(fields)) if (value?.trim()) parameters.set(key, value.trim());
    parameters.set('enumeration_type', 'NPI-1');
    return parameters;
  }

  private async fetchWithRetries(parameters: URLSearchParams): Promise<NppesAnswer> {
    const url = `${this.options.baseUrl}${this.options.baseUrl.includes('?') ? '&' : '?'}${parameters.toString()}`;
    let delay = this.options.backoffMs ?? 250;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.fetchOnce(url);
      } catch (error) {
        const retryable = error instanceof RetryableAnswer || !(error instanceof NpiRegistryUnavailable);
        if (!retryable || attempt >= this.options.retries) {
          throw error instanceof NpiRegistryUnavailable ? error : new NpiRegistryUnavailable(String(error));
        }
        this.logger.warn({ attempt: attempt + 1, error: String(error) }, 'NPPES call failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay *= 2;
      }
    }
  }

  private async fetchOnce(url: string): Promise<NppesAnswer> {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.options.timeoutMs) });
    if (response.status === 429 || response.status >= 500) throw new RetryableAnswer(`status ${response.status}`);
    if (!response.ok) throw new NpiRegistryUnavailable(`status ${response.status}`);
    try {
      return (await response.json()) as NppesAnswer;
    } catch {
      throw new NpiRegistryUnavailable('answer is not JSON');
    }
  }
}

function toMatch(result: NppesResult): RegistryRecord | null {
  const npi = String(result.number ?? '');
  if (!/^\d{10}$/.test(npi)) return null;
  const address = result.addresses?.find((candidate) => candidate.address_purpose === 'LOCATION') ?? result.addresses?.[0];
  const taxonomy = result.taxonomies?.find((candidate) => candidate.primary) ?? result.taxonomies?.[0];
  return {
    firstName: displayCase(result.basic?.first_name),
    lastName: displayCase(result.basic?.last_name ?? result.basic?.organization_name),
    specialty: taxonomy?.desc ?? '',
    address: address?.address_1 ?? '',
    city: displayCase(address?.city),
    state: address?.state ?? '',
    npi,
    // NPPES writes '512-555-0100'; a record without a practice phone cannot be bound by phone.
    phoneNumber: address?.telephone_number?.replace(/\D/g, '') || null,
  };
}

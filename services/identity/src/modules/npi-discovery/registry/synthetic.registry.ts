import type { NpiSearch } from '@docnet/contracts';
import { displayCase, MAX_MATCHES, type NpiRegistry, type RegistryRecord } from '../domain/npi-registry.port';
import providers from './synthetic-providers.json';

interface SyntheticProvider {
  npi: string;
  firstName: string;
  lastName: string;
  specialty: string;
  address: string;
  city: string;
  state: string;
  phoneNumber: string;
}

const normalized = (value: string | undefined) => (value ?? '').trim().toLowerCase();

/**
 * A bundled, made-up registry (44 dental and medical providers with check-digit-valid NPIs and fictional 555
 * practice phones, two of them a group practice's with its one phone, as real registries list) that
 * answers like NPPES: by number, or by name prefix narrowed by city and state.
 */
export class SyntheticNpiRegistry implements NpiRegistry {
  constructor(private readonly records: readonly SyntheticProvider[] = providers) {}

  search(query: NpiSearch): Promise<RegistryRecord[]> {
    return Promise.resolve(this.find(query).slice(0, MAX_MATCHES).map(toMatch));
  }

  private find(query: NpiSearch): readonly SyntheticProvider[] {
    if (query.searchType === 'npi') {
      const number = (query.npiNumber ?? '').trim();
      return number ? this.records.filter((record) => record.npi === number) : [];
    }
    const criteria = {
      firstName: normalized(query.firstName),
      lastName: normalized(query.lastName),
      city: normalized(query.city),
      state: normalized(query.state),
    };
    // Like NPPES, a name is needed: city or state alone would list everyone.
    if (!criteria.firstName && !criteria.lastName) return [];
    return this.records.filter(
      (record) =>
        normalized(record.firstName).startsWith(criteria.firstName) &&
        normalized(record.lastName).startsWith(criteria.lastName) &&
        (!criteria.city || normalized(record.city) === criteria.city) &&
        (!criteria.state || normalized(record.state) === criteria.state),
    );
  }
}

function toMatch(record: SyntheticProvider): RegistryRecord {
  return {
    firstName: displayCase(record.firstName),
    lastName: displayCase(record.lastName),
    specialty: record.specialty,
    address: record.address,
    city: displayCase(record.city),
    state: record.state,
    npi: record.npi,
    phoneNumber: record.phoneNumber,
  };
}

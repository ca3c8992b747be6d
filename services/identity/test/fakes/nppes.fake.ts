import { FakeHttpServer, json } from './fake-http-server';

/** One NPPES v2.1 result in the registry's own shape. */
export const nppesResult = {
  number: '1982597910',
  enumeration_type: 'NPI-1',
  basic: { first_name: 'SARAH', last_name: 'CHEN', credential: 'DDS', status: 'A' },
  addresses: [
    { address_purpose: 'MAILING', address_1: 'PO BOX 12', city: 'AUSTIN', state: 'TX', postal_code: '78701', telephone_number: '512-555-0111' },
    { address_purpose: 'LOCATION', address_1: '1200 CONGRESS AVE', city: 'AUSTIN', state: 'TX', postal_code: '78701', telephone_number: '512-555-0199' },
  ],
  taxonomies: [
    { code: '1223G0001X', desc: 'Dentist, General Practice', primary: true, state: 'TX' },
  ],
};

/**
 * Speaks the NPPES NPI Registry API v2.1 (GET ?version=2.1&number=… or first_name/last_name/city/state).
 * `failures` makes the next calls answer 503, as the registry does when it is overloaded.
 */
export class FakeNppes extends FakeHttpServer {
  failures = 0;

  constructor() {
    super((request, response) => {
      if (this.failures > 0) {
        this.failures -= 1;
        return json(response, 503, { message: 'Service Unavailable' });
      }
      const query = new URL(request.path, 'http://fake').searchParams;
      if (query.get('version') !== '2.1') return json(response, 200, { Errors: [{ description: 'Invalid version', field: 'version', number: '01' }] });
      if (query.get('state') && !query.get('first_name') && !query.get('last_name') && !query.get('number')) {
        return json(response, 200, { Errors: [{ description: 'No valid search criteria provided', field: 'generic', number: '04' }] });
      }
      const matches =
        query.get('number') === nppesResult.number ||
        (query.get('last_name')?.toUpperCase() === 'CHEN' && (!query.get('city') || query.get('city')?.toUpperCase() === 'AUSTIN'));
      return json(response, 200, matches ? { result_count: 1, results: [nppesResult] } : { result_count: 0, results: [] });
    });
  }
}

import {
  criteriaFromParams,
  criteriaToParams,
  hasCriteria,
  initialOpenSections,
  normaliseCriteria,
  pagingFromParams,
  specialtySuggestions,
  withPaging,
} from '../src/features/search/utils/search-params';

const SPECIALTIES = ['General Practitioner', 'Implantologist', 'Oral Surgeon', 'Orthodontist', 'Periodontist', 'Prosthodontist'];

describe('search criteria from the URL', () => {
  it('reads query, filterType (or filter), specialty and comma-separated affiliations', () => {
    expect(criteriaFromParams(new URLSearchParams('query=ann&filter=name&affiliations=Heartland Dental,None'))).toEqual({
      query: 'ann',
      filterType: 'name',
      specialty: '',
      affiliations: ['Heartland Dental', 'None'],
    });
    expect(criteriaFromParams(new URLSearchParams('')).filterType).toBe('name');
  });
  it('an empty query with no specialty or affiliation is no search', () => {
    expect(hasCriteria(criteriaFromParams(new URLSearchParams('query=%20')))).toBe(false);
    expect(hasCriteria(criteriaFromParams(new URLSearchParams('specialty=Orthodontist')))).toBe(true);
  });
  it('turns a query equal to a known specialty into a specialty filter', () => {
    const criteria = normaliseCriteria({ query: 'orthodontist', filterType: 'name', specialty: '', affiliations: [] }, SPECIALTIES);
    expect(criteria).toMatchObject({ query: 'Orthodontist', filterType: 'specialty', specialty: 'Orthodontist' });
    expect(criteriaToParams(criteria).toString()).toBe('query=Orthodontist&filterType=specialty&specialty=Orthodontist');
  });
});

describe('paging in the URL', () => {
  it('reads page, pageSize and sortBy, taking a value the server would refuse as its default', () => {
    expect(pagingFromParams(new URLSearchParams('page=3&pageSize=20&sortBy=name_desc'))).toEqual({ page: 3, pageSize: 20, sortBy: 'name_desc' });
    expect(pagingFromParams(new URLSearchParams('page=-2&pageSize=7&sortBy=age'))).toEqual({ page: 1, pageSize: 10, sortBy: 'relevance' });
    expect(pagingFromParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });
  it('reads a page past the paging depth as the last page it reaches', () => {
    expect(pagingFromParams(new URLSearchParams('page=5000&pageSize=50')).page).toBe(200);
    expect(pagingFromParams(new URLSearchParams('page=5000')).page).toBe(1000);
  });
  it('writes the paging beside the criteria, leaving defaults out', () => {
    const criteria = new URLSearchParams('query=O%27Brien&filterType=name');
    expect(withPaging(criteria, { page: 30, pageSize: 50, sortBy: 'name_asc' }).toString()).toBe('query=O%27Brien&filterType=name&page=30&pageSize=50&sortBy=name_asc');
    expect(withPaging(new URLSearchParams('query=a&page=4'), { page: 1, pageSize: 10, sortBy: 'relevance' }).toString()).toBe('query=a');
  });
});

describe('navigation bar specialty suggestions', () => {
  it('filters by substring and limits the count', () => {
    expect(specialtySuggestions(SPECIALTIES, 'odont', 8)).toEqual(['Orthodontist', 'Periodontist', 'Prosthodontist']);
    expect(specialtySuggestions(SPECIALTIES, 'odont', 2)).toHaveLength(2);
  });
  it('offers the whole list for no text, and none for a name that matches no specialty', () => {
    expect(specialtySuggestions(SPECIALTIES, '  ', 5)).toEqual(SPECIALTIES.slice(0, 5));
    expect(specialtySuggestions(SPECIALTIES, "Dr. Siobhán O'Connor-Nguyen", 8)).toEqual([]);
    expect(specialtySuggestions(SPECIALTIES, 'zzz', 5)).toEqual([]);
  });
});

describe('search filter sections on a phone', () => {
  it('start collapsed on a phone unless they hold a choice, and open on a wider screen', () => {
    expect(initialOpenSections(true, { specialty: '', affiliations: [] })).toEqual([]);
    expect(initialOpenSections(true, { specialty: 'Orthodontist', affiliations: [] })).toEqual(['specialty']);
    expect(initialOpenSections(true, { specialty: '', affiliations: ["St. Mary's Dental"] })).toEqual(['affiliation']);
    expect(initialOpenSections(false, { specialty: '', affiliations: [] })).toEqual(['specialty', 'affiliation']);
  });
});

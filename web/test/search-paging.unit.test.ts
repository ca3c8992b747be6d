import {
  criteriaFromParams,
  criteriaToParams,
  hasCriteria,
  initialOpenSections,
  normaliseCriteria,
  pageOf,
  sortResults,
  specialtySuggestions,
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

describe('local sorting and paging', () => {
  const people = ['carol', 'Alice', 'bob'].map((name, id) => ({ id, name }));
  it('keeps the server order for relevance and sorts names both ways', () => {
    expect(sortResults(people, 'relevance').map((p) => p.name)).toEqual(['carol', 'Alice', 'bob']);
    expect(sortResults(people, 'name_asc').map((p) => p.name)).toEqual(['Alice', 'bob', 'carol']);
    expect(sortResults(people, 'name_desc').map((p) => p.name)).toEqual(['carol', 'bob', 'Alice']);
  });
  it('pages and clamps the page number', () => {
    const items = Array.from({ length: 23 }, (_, index) => index);
    expect(pageOf(items, 1, 10)).toEqual({ items: items.slice(0, 10), page: 1, pageCount: 3 });
    expect(pageOf(items, 3, 10).items).toEqual([20, 21, 22]);
    expect(pageOf(items, 9, 10).page).toBe(3);
    expect(pageOf([], 1, 5)).toEqual({ items: [], page: 1, pageCount: 1 });
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

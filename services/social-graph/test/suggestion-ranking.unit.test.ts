import { memberCard } from '@docnet/platform/testing';
import fc from 'fast-check';
import { rankSuggestions, sharedTraits, weightedTraits } from '../src/modules/connections/domain/suggestion-ranking';

describe('suggestion ranking', () => {
  const me = memberCard(1, {
    specialty: 'Orthodontist',
    city: 'Austin',
    state: 'TX',
    affiliation: 'Heartland Dental',
  });

  it('weighs the specialty, the city within the state, the state alone and the affiliation, ignoring case and blanks', () => {
    expect(sharedTraits(me, memberCard(2, { specialty: ' orthodontist ' }))).toBe(2);
    expect(sharedTraits(me, memberCard(3, { city: 'Austin', state: 'TX' }))).toBe(2);
    expect(sharedTraits(me, memberCard(4, { city: 'Dallas', state: 'tx' }))).toBe(1);
    expect(sharedTraits(me, memberCard(5, { city: 'Austin', state: 'MN' }))).toBe(0);
    expect(sharedTraits(me, memberCard(6, { affiliation: 'Heartland Dental' }))).toBe(2);
    expect(sharedTraits(memberCard(7, { specialty: '  ' }), memberCard(8, { specialty: '  ' }))).toBe(0);
    expect(sharedTraits(undefined, memberCard(9, { specialty: 'Orthodontist' }))).toBe(0);
  });

  it('ranks mutual connections first, then shared traits, then the lower id', () => {
    const candidates = [
      memberCard(10),
      memberCard(11, { state: 'TX' }),
      memberCard(12, { specialty: 'Orthodontist', state: 'TX' }),
      memberCard(13),
      memberCard(14),
    ];
    const ranked = rankSuggestions(
      me,
      candidates,
      new Map([
        [14, 1],
        [13, 2],
      ]),
    ).map(({ id }) => id);
    expect(ranked).toEqual([13, 14, 12, 11, 10]);
    expect(
      rankSuggestions(
        me,
        [...candidates].reverse(),
        new Map([
          [14, 1],
          [13, 2],
        ]),
      ).map(({ id }) => id),
    ).toEqual(ranked);
  });
});

describe('suggestion traits as weighted keys', () => {
  const values = (pool: string[]) => fc.option(fc.constantFrom(...pool), { nil: null });
  const card = (id: number) =>
    fc
      .record({
        specialty: values(['Orthodontist', ' orthodontist', 'Endodontist', '  ']),
        state: values(['TX', 'tx ', 'MN']),
        city: values(['Austin', 'austin', 'Dallas', '']),
        affiliation: values(['Heartland Dental', 'Pacific Dental Services']),
      })
      .map((traits) => memberCard(id, traits));

  it('adds up to the shared traits for any two cards, whatever their case, blanks and missing values', () => {
    fc.assert(
      fc.property(card(1), card(2), (mine, theirs) => {
        const weights = new Map(weightedTraits(theirs).map(({ key, weight }) => [key, weight]));
        const common = weightedTraits(mine).reduce((sum, { key }) => sum + (weights.get(key) ?? 0), 0);
        expect(common).toBe(sharedTraits(mine, theirs));
      }),
      { numRuns: 500 },
    );
  });
});

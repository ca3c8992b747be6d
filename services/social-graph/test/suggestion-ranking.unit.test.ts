import { memberCard } from '@docnet/platform/testing';
import { rankSuggestions, sharedTraits } from '../src/modules/connections/domain/suggestion-ranking';

describe('suggestion ranking', () => {
  const me = memberCard(1, { specialty: 'Orthodontist', city: 'Austin', state: 'TX', affiliation: 'Heartland Dental' });

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
    const candidates = [memberCard(10), memberCard(11, { state: 'TX' }), memberCard(12, { specialty: 'Orthodontist', state: 'TX' }), memberCard(13), memberCard(14)];
    const ranked = rankSuggestions(me, candidates, new Map([[14, 1], [13, 2]])).map(({ id }) => id);
    expect(ranked).toEqual([13, 14, 12, 11, 10]);
    expect(rankSuggestions(me, [...candidates].reverse(), new Map([[14, 1], [13, 2]])).map(({ id }) => id)).toEqual(ranked);
  });
});

import { languageOptions, MAX_OWN_ENTRIES } from '@docnet/contracts';
import fc from 'fast-check';
import {
  candidateTraitKeys,
  FactorWeights,
  complementarySpecialties,
  recommend,
  recommendationBuckets,
  recommendationQuery,
  scoreCandidate,
  summarize,
} from '../src/modules/recommendations/domain/recommendation-engine';
import type { MemberFacts } from '../src/domain/member-network.port';
import { findPhi } from '@docnet/platform';
import { intentOf } from '../src/modules/chat/domain/chat-intents';

const facts = (id: number, traits: Partial<MemberFacts> = {}): MemberFacts => ({
  id,
  name: `Dr. ${id}`,
  specialty: null,
  affiliation: null,
  city: null,
  state: null,
  languages: [],
  topics: [],
  ...traits,
});

const me = facts(1, { specialty: 'Orthodontist', affiliation: 'Heartland Dental', city: 'Austin', state: 'TX', languages: ['English', 'Spanish'], topics: ['aligners', 'implants'] });

describe('recommendation engine', () => {
  it('recognises referral partners: a generalist and any specialist, and known specialist pairs, not the same family', () => {
    expect(complementarySpecialties('General Practitioner', 'Periodontist')).toBe(true);
    expect(complementarySpecialties('Orthodontist', 'Periodontist')).toBe(true);
    expect(complementarySpecialties('Oral Surgeon', 'Implantologist')).toBe(true);
    expect(complementarySpecialties('Orthodontist', 'orthodontics')).toBe(false);
    expect(complementarySpecialties('Endodontist', 'Orthodontist')).toBe(false);
    expect(complementarySpecialties(null, 'Periodontist')).toBe(false);
  });

  it('scores every factor, names it and explains it in one sentence', () => {
    const partner = facts(2, { name: 'Dr. Perio', specialty: 'Periodontist', affiliation: 'heartland dental', city: 'austin', state: 'tx', languages: ['Spanish'], topics: ['implants'] });
    const scored = scoreCandidate(me, partner, 2);
    expect(scored.matchFactors).toEqual([
      'Complementary specialty for referrals: Periodontist',
      'Same city: austin, tx',
      'Same affiliation: heartland dental',
      '2 mutual connections',
      'Shared languages: Spanish',
      'Shared topics: implants',
    ]);
    expect(scored.score).toBe(25 + 20 + 15 + 16 + 5 + 4);
    expect(scored.reasoning).toMatch(/^Dr\. Perio is a Periodontist, a good referral partner for your Orthodontist practice, .* and writes about topics you write about \(implants\)\.$/);
  });

  it('names shared languages and topics as the candidate wrote them, capitalised, once each', () => {
    const linguist = facts(8, { name: "Dr. Aoife O'Neill", languages: ['English', 'French', 'english', 'Irish'], topics: ['Implants'] });
    const scored = scoreCandidate({ ...me, languages: ['french', 'ENGLISH'] }, linguist, 0);
    expect(scored.matchFactors).toEqual(['Shared languages: English, French', 'Shared topics: Implants']);
    expect(scored.reasoning).toContain('speaks English, French like you');
  });

  it("names languages of the profile's list by their names, not their stored values", () => {
    const colleague = facts(9, { name: 'Dr. María José Peña', languages: ['english', 'spanish'] });
    const scored = scoreCandidate({ ...me, languages: ['spanish', 'english'] }, colleague, 0);
    expect(scored.matchFactors).toEqual(['Shared languages: English, Spanish']);
    expect(scored.reasoning).toContain('speaks English, Spanish like you');
  });

  it('caps the score at 100 and counts a state without the city as less than the city', () => {
    const everything = facts(3, { specialty: 'Periodontist', affiliation: 'Heartland Dental', city: 'Austin', state: 'TX', languages: ['English', 'Spanish'], topics: ['aligners', 'implants'] });
    expect(scoreCandidate(me, everything, 5).score).toBe(100);
    const sameState = scoreCandidate(me, facts(4, { city: 'Dallas', state: 'TX' }), 0);
    expect(sameState).toMatchObject({ score: 10, matchFactors: ['Same state: TX'] });
  });

  it('excludes the member, connections and pending requests, drops strangers, and ranks mutual connections and specialty higher', () => {
    const candidates = [
      me,
      facts(2, { specialty: 'Orthodontist' }),
      facts(3, { specialty: 'Orthodontist' }),
      facts(4, { specialty: 'Endodontist' }),
      facts(5, { specialty: 'Periodontist', state: 'TX' }),
      facts(6, { state: 'TX' }),
      facts(7, { specialty: 'Periodontist', state: 'TX' }),
    ];
    const ranked = recommend(me, candidates, new Set([1, 7]), new Map([[3, 1]]), 10);
    expect(ranked.map(({ candidate }) => candidate.id)).toEqual([5, 3, 2, 6]);
    expect(ranked.map(({ score }) => score)).toEqual([35, 28, 20, 10]);
    expect(recommend(me, candidates, new Set(), new Map(), 2)).toHaveLength(2);
  });

  it('summarizes the list, or asks for a complete profile when it is empty', () => {
    const ranked = recommend(me, [facts(2, { specialty: 'Periodontist', affiliation: 'Heartland Dental', city: 'Austin', state: 'TX' })], new Set(), new Map([[2, 2]]), 10);
    expect(summarize(me, ranked)).toMatch(/^Based on your profile \(Orthodontist in Austin, TX\), we found 1 recommended connection, 1 of them a strong match\./);
    expect(summarize(facts(9), [])).toMatch(/^No recommendations yet: add your specialty, affiliation, city and state/);
  });
});

describe('chat guards and intents', () => {
  it("finds what identifies a patient in chat messages (the platform's PHI guard) and lets ordinary questions through", () => {
    const kinds = (message: string) => findPhi(message).map(({ kind }) => kind);
    expect(kinds('My patient SSN is 123-45-6789')).toEqual(['ssn']);
    expect(kinds('MRN: 00482913, can you refer?')).toEqual(['medical-record-number']);
    expect(kinds('Patient John Doe, DOB 04/12/1961, needs an implant')).toEqual(['patient-name', 'date']);
    expect(kinds('How can I expand my professional network?')).toEqual([]);
    expect(kinds('I graduated on 05/20/2010, any career advice?')).toEqual([]);
  });

  it('recognises what a member asks for', () => {
    expect(intentOf('How can I expand my professional network?')).toBe('expand-network');
    expect(intentOf('Get Recommendations')).toBe('recommendations');
    expect(intentOf('How do I connect with someone?')).toBe('how-to-connect');
    expect(intentOf('Any career advice for me?')).toBe('career-advice');
    expect(intentOf('hello')).toBe('help');
  });
});

describe('the recommendation query over the trait index', () => {
  const value = (pool: string[]) => fc.option(fc.constantFrom(...pool), { nil: null });
  const member = (id: number) =>
    fc
      .record({
        specialty: value(['Orthodontist', ' orthodontist', 'Periodontist', 'General Practitioner', 'Family Dentist', 'Oral Surgeon', 'Implantologist', 'Cardiologist', '  ']),
        state: value(['TX', 'tx ', 'WA']),
        city: value(['Austin', 'AUSTIN', 'Seattle', '']),
        affiliation: value(['Heartland Dental', 'Pacific Dental Services']),
        languages: fc.uniqueArray(fc.constantFrom('English', 'spanish', 'Spanish ', 'French'), { maxLength: 2 }),
      })
      .map((traits) => facts(id, traits));

  it('sums, over a candidate’s trait keys, to the card part of the exact score (specialty, place, affiliation, languages)', () => {
    fc.assert(
      fc.property(member(1), member(2), (mine, theirs) => {
        const keys = new Set(candidateTraitKeys(theirs));
        const summed = recommendationQuery(mine).reduce((sum, { key, weight }) => sum + (keys.has(key) ? weight : 0), 0);
        expect(summed).toBe(scoreCandidate(mine, theirs, 0).score);
      }),
      { numRuns: 1000 },
    );
  });

  it('weighs, in the heaviest bucket a candidate shares with the query, the card part of the score (a shared language alone 5)', () => {
    fc.assert(
      fc.property(member(1), member(2), (mine, theirs) => {
        const weights = new Map(recommendationQuery(mine).map(({ key, weight }) => [key, weight]));
        const held = new Set(candidateTraitKeys(theirs));
        const heaviest = Math.max(
          0,
          ...recommendationBuckets([...weights.keys()])
            .filter((bucket) => bucket.every((key) => held.has(key)))
            .map((bucket) => bucket.reduce((sum, key) => sum + (weights.get(key) ?? 0), 0)),
        );
        const card = scoreCandidate(mine, { ...theirs, languages: [] }, 0).score;
        const language = scoreCandidate(mine, theirs, 0).score > card ? FactorWeights.sharedLanguage.each : 0;
        expect(heaviest).toBe(Math.max(card, language));
        // The member's own buckets are those the candidate's keys name: what a ranking reads is what a save wrote.
        for (const bucket of recommendationBuckets([...weights.keys()]).filter((bucket) => bucket.every((key) => held.has(key))))
          expect(recommendationBuckets([...held]).map((own) => own.join())).toContain(bucket.join());
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps a card in a bounded number of buckets: 23 at most for its specialty, place and affiliation, and a language each up to what a profile accepts', () => {
    const languages = Array.from({ length: 60 }, (_, index) => `Language ${index}`);
    const card = facts(1, { specialty: 'Orthodontist', affiliation: 'Heartland Dental', city: 'Austin', state: 'TX', languages });
    const buckets = recommendationBuckets(candidateTraitKeys(card));
    expect(buckets.filter((bucket) => !bucket[0].startsWith('language:'))).toHaveLength(23);
    expect(buckets.filter((bucket) => bucket[0].startsWith('language:'))).toHaveLength(languageOptions.length + MAX_OWN_ENTRIES);
  });
});

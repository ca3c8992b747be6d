import { sampleArticles } from '../src/modules/news/seeding/sample-articles';

describe('the sample news articles', () => {
  it("send no member to a journal's home page: they have no publication of their own, so no source link", () => {
    const samples = sampleArticles(new Date('2026-11-28T06:00:00.000Z'));
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.filter((sample) => sample.sourceUrl !== null).map((sample) => [sample.title, sample.sourceUrl])).toEqual([]);
  });
});

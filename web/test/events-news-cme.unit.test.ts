// Pure helpers of the events, news and CME screens: tab → server query, cost and credits text, tags.
import { cmeFormSchema, formatCmeCost, HomeFirstReads, newsFormSchema, splitCommaList } from '@docnet/contracts';
import { cmeListKey, cmeListQuery, creditsText, visibleCmeTabs } from '../src/features/cme/utils/cme-tabs';
import { eventListKey, eventListQuery, eventsByTime, upcomingEvents, visibleEventTabs } from '../src/features/events/utils/event-tabs';
import { attendeesText, eventWhen } from '../src/features/events/utils/event-format';
import { categoryLabel, isNewsCategory, newsListKey, visibleNewsTabs } from '../src/features/news/utils/news-tabs';
import { isLogoVariant, logoVariants } from '../src/lib/site-logo';
import { isListKey, withQuery } from '../src/utils/query-string';

describe('CME cost', () => {
  it.each([
    [0, 'Free'],
    [null, 'Price not specified'],
    [49, '$49.00'],
    [129.5, '$129.50'],
    [0.01, '$0.01'],
    [1295, '$1,295.00'],
    [12500.5, '$12,500.50'],
  ])('%p → %s', (cost, text) => {
    expect(formatCmeCost(cost)).toBe(text);
  });

  it('counts credits in words', () => {
    expect(creditsText(1)).toBe('1 credit');
    expect(creditsText(2.25)).toBe('2.25 credits');
  });
});

describe('tags and topics typed as comma-separated text', () => {
  it('trims entries and drops empty ones', () => {
    expect(splitCommaList(' implants, , periodontics ,,sedation ')).toEqual(['implants', 'periodontics', 'sedation']);
    expect(splitCommaList('')).toEqual([]);
  });

  it('turns the typed text into the request list through the shared schemas', () => {
    const article = newsFormSchema.validateSync({
      title: 'Implant survival rates',
      summary: 'A ten-year cohort study of implants.',
      body: 'x'.repeat(60),
      source: 'JDR',
      sourceUrl: '',
      tags: 'implants, ,cohort',
      category: 'research',
    });
    expect(article.tags).toEqual(['implants', 'cohort']);
    expect(article.sourceUrl).toBeNull();

    const course = cmeFormSchema.validateSync({
      title: 'Sedation update',
      description: 'Moderate sedation for dental practice.',
      provider: 'ADA',
      credits: '1.5',
      cost: '',
      startDate: '2030-01-10',
      endDate: '',
      location: '',
      format: 'online',
      url: 'https://example.org/course',
      topics: 'sedation, safety',
    });
    expect(course).toMatchObject({ credits: 1.5, cost: null, endDate: null, location: null, topics: ['sedation', 'safety'] });
  });

  it("shows the form's messages for out-of-range numbers", () => {
    const base = {
      title: 'Sedation update',
      description: 'Moderate sedation for dental practice.',
      provider: 'ADA',
      startDate: '2030-01-10',
      format: 'online',
      url: 'https://example.org/course',
    };
    expect(() => cmeFormSchema.validateSync({ ...base, credits: '0' })).toThrow('Credits must be at least 0.25');
    expect(() => cmeFormSchema.validateSync({ ...base, credits: 1, cost: '-1' })).toThrow('Cost cannot be negative');
  });
});

describe('event tabs', () => {
  it('shows the member tabs only to members', () => {
    expect(visibleEventTabs(false).map((tab) => tab.label)).toEqual(['All Events', 'In Person', 'Virtual']);
    expect(visibleEventTabs(true).map((tab) => tab.label)).toEqual(['All Events', 'In Person', 'Virtual', 'My Events', 'Attending']);
  });

  it('asks the server for each tab', () => {
    expect(eventListQuery('all')).toEqual({});
    expect(eventListQuery('virtual')).toEqual({ type: 'virtual' });
    expect(eventListQuery('attending')).toEqual({ filter: 'attending' });
    expect(eventListKey('all')).toBe('/api/events');
    expect(eventListKey('in_person')).toBe('/api/events?type=in_person');
    expect(eventListKey('mine')).toBe('/api/events?filter=mine');
  });

  it('keeps upcoming events for the home card', () => {
    const events = [{ date: '2030-05-01' }, { date: '2020-01-01' }, { date: '2026-11-22' }];
    expect(upcomingEvents(events, '2026-11-22')).toEqual([{ date: '2030-05-01' }, { date: '2026-11-22' }]);
  });

  it("lists what 'Upcoming Medical Conferences' promises: upcoming soonest first, past events apart, most recent first", () => {
    const event = (id: number, date: string, time = '09:00') => ({ id, date, time, title: `Event ${id}` });
    const { upcoming, past } = eventsByTime(
      [
        event(1, '2027-03-14', '18:30'),
        event(2, '2025-01-10'),
        event(3, '2026-11-22', '08:00'),
        event(4, '2027-03-14', '08:15'),
        event(5, '2026-06-01'),
        event(6, '2026-11-21', '23:59'),
      ],
      '2026-11-22',
    );
    expect(upcoming.map((item) => item.id)).toEqual([3, 4, 1]);
    expect(past.map((item) => item.id)).toEqual([6, 5, 2]);
    expect(eventsByTime([], '2026-11-22')).toEqual({ upcoming: [], past: [] });
  });

  it('writes when an event happens and how many go', () => {
    expect(eventWhen('2025-06-03', '14:30')).toBe('June 3, 2025 at 2:30 PM');
    expect(attendeesText(3)).toBe('3 attending');
  });
});

describe('news tabs and categories', () => {
  it('shows the member tabs only to members', () => {
    expect(visibleNewsTabs(false).map((tab) => tab.label)).toEqual(['All Articles', 'Research', 'Clinical', 'Education', 'Policy']);
    expect(visibleNewsTabs(true).slice(-2).map((tab) => tab.label)).toEqual(['My Articles', 'Saved']);
  });

  it('asks the server for each tab', () => {
    expect(newsListKey('all')).toBe('/api/news');
    expect(newsListKey('policy')).toBe('/api/news?category=policy');
    expect(newsListKey('saved')).toBe('/api/news?filter=saved');
  });

  it('tells a known category from one that gets the default icon', () => {
    expect(isNewsCategory('research')).toBe(true);
    expect(isNewsCategory('gossip')).toBe(false);
    expect(isNewsCategory(undefined)).toBe(false);
    expect(categoryLabel('clinical')).toBe('Clinical');
    expect(categoryLabel('gossip')).toBe('Article');
  });
});

describe('CME tabs', () => {
  it('shows the member tabs only to members', () => {
    expect(visibleCmeTabs(false).map((tab) => tab.label)).toEqual(['All Opportunities', 'Online', 'In Person', 'Hybrid', 'Free']);
    expect(visibleCmeTabs(true).slice(-2).map((tab) => tab.label)).toEqual(['My Posts', 'Saved']);
  });

  it('asks the server for each tab', () => {
    expect(cmeListQuery('hybrid')).toEqual({ format: 'hybrid' });
    expect(cmeListKey('free')).toBe('/api/cme?free=true');
    expect(cmeListKey('mine')).toBe('/api/cme?filter=mine');
  });
});

describe('list keys', () => {
  it('leaves out parameters without a value', () => {
    expect(withQuery('/api/cme', { format: undefined, free: true, limit: 5 })).toBe('/api/cme?free=true&limit=5');
  });

  it('tells a list from one item', () => {
    expect(isListKey('/api/events', '/api/events')).toBe(true);
    expect(isListKey('/api/events?type=virtual', '/api/events')).toBe(true);
    expect(isListKey('/api/events/4', '/api/events')).toBe(false);
    expect(isListKey(['/api/events'], '/api/events')).toBe(false);
  });

  it("requests the home page's events as the BFF hints them (one download, not two)", () => {
    expect(eventListKey('all')).toBe(HomeFirstReads.events);
  });
});

describe('logo choice', () => {
  it('knows the six variants', () => {
    expect(logoVariants).toEqual(['default', 'network', 'smile', 'professional', 'hub', 'mesh']);
    expect(isLogoVariant('mesh')).toBe(true);
    expect(isLogoVariant('fancy')).toBe(false);
  });
});

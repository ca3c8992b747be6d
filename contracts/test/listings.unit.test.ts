import { cmeFormSchema, eventFormSchema, formatCmeCost, newsFormSchema, splitCommaList } from '../src';

/** The first message a schema gives for the input, or undefined when it is valid. */
function firstError(schema: { validateSync(value: unknown, options: object): unknown }, input: unknown): string | undefined {
  try {
    schema.validateSync(input, { abortEarly: true, stripUnknown: true });
    return undefined;
  } catch (error) {
    return (error as { errors: string[] }).errors[0];
  }
}

const event = { title: 'Study Club', description: 'Monthly implant case reviews.', date: '2099-01-31', time: '09:15', location: 'Austin, TX' };
const article = {
  title: 'A good title',
  summary: 'A summary of at least twenty characters.',
  body: 'A body that is long enough to pass the fifty character rule of the form.',
  source: 'JADA',
};
const cme = {
  title: 'A course title',
  description: 'A description of at least twenty characters.',
  provider: 'ADA',
  startDate: '2099-03-01',
  url: 'https://example.org/course',
};

describe('event, news and CME forms', () => {
  it('defaults the event type to in_person and refuses with the forms\' messages', () => {
    expect(eventFormSchema.validateSync(event).type).toBe('in_person');
    expect(firstError(eventFormSchema, { ...event, title: 'Club' })).toBe('Title must be at least 5 characters');
    expect(firstError(eventFormSchema, { ...event, description: 'short' })).toBe('Description must be at least 20 characters');
    expect(firstError(eventFormSchema, { ...event, date: '31/01/2099' })).toBe('Date is required');
    expect(firstError(eventFormSchema, { ...event, time: '' })).toBe('Time is required');
    expect(firstError(eventFormSchema, { ...event, location: 'TX' })).toBe('Location is required');
    expect(firstError(eventFormSchema, { ...event, type: 'hybrid' })).toBe('Event type is required');
  });

  it('cleans news tags, accepts an empty source URL and defaults the category to research', () => {
    const parsed = newsFormSchema.validateSync({ ...article, tags: ' caries , ,fluoride,caries ', sourceUrl: '' });
    expect(parsed).toMatchObject({ tags: ['caries', 'fluoride'], sourceUrl: null, category: 'research' });
    // An address typed without its scheme gets https:// instead of a refusal.
    expect(newsFormSchema.validateSync({ ...article, sourceUrl: 'jada.ada.org' }).sourceUrl).toBe('https://jada.ada.org');
    expect(firstError(newsFormSchema, { ...article, sourceUrl: 'jada ada org' })).toBe('Please enter a valid URL');
    // Without '//' a browser would resolve these against our own origin.
    for (const sourceUrl of ['http:/api/users/2', 'https:\\api\\users\\2', '/api/users/2'])
      expect(firstError(newsFormSchema, { ...article, sourceUrl })).toBe('Please enter a valid URL');
    expect(firstError(newsFormSchema, { ...article, summary: 'short' })).toBe('Summary must be at least 20 characters');
    expect(firstError(newsFormSchema, { ...article, body: 'short' })).toBe('Article body must be at least 50 characters');
    expect(firstError(newsFormSchema, { ...article, source: 'J' })).toBe('Source is required');
    expect(firstError(newsFormSchema, { ...article, category: 'sports' })).toBe('Category is required');
  });

  it('checks CME credits in steps of 0.25, cost in cents and keeps an empty cost as not specified', () => {
    expect(cmeFormSchema.validateSync(cme)).toMatchObject({ credits: 1, cost: null, format: 'online', topics: [], endDate: null });
    expect(cmeFormSchema.validateSync({ ...cme, cost: '', credits: 1.75 })).toMatchObject({ cost: null, credits: 1.75 });
    expect(cmeFormSchema.validateSync({ ...cme, cost: 0.3 }).cost).toBe(0.3);
    expect(firstError(cmeFormSchema, { ...cme, credits: 0 })).toBe('Credits must be at least 0.25');
    expect(firstError(cmeFormSchema, { ...cme, credits: 1.1 })).toBe('Credits must be in steps of 0.25');
    expect(firstError(cmeFormSchema, { ...cme, cost: -0.01 })).toBe('Cost cannot be negative');
    expect(firstError(cmeFormSchema, { ...cme, cost: 1.234 })).toBe('Cost must be in steps of 0.01');
    expect(firstError(cmeFormSchema, { ...cme, provider: 'A' })).toBe('Provider name is required');
    expect(firstError(cmeFormSchema, { ...cme, startDate: '' })).toBe('Start date is required');
    expect(firstError(cmeFormSchema, { ...cme, format: 'podcast' })).toBe('Format is required');
    expect(firstError(cmeFormSchema, { ...cme, url: '' })).toBe('Please enter a valid URL');
    expect(firstError(cmeFormSchema, { ...cme, endDate: '2099-02-01' })).toBe('End date cannot be before the start date');
  });

  it('shows the cost as Free, Price not specified or dollars with 2 decimals', () => {
    expect([formatCmeCost(0), formatCmeCost(null), formatCmeCost(49.5)]).toEqual(['Free', 'Price not specified', '$49.50']);
    expect(splitCommaList('a, b,,a ')).toEqual(['a', 'b']);
  });
});

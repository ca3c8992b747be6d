/**
 * Browser journeys (events, journal news, CME): a member posts an event, an article and a CME
 * opportunity through the screens' dialogs (invalid input first: the forms' messages, and the server refuses the
 * same input), marks them Going and Saved, reloads, and finds them under My Events / Attending, My Articles /
 * Saved and My Posts / Saved. Also the article's source link, Share (the link reaches the clipboard) and the
 * CME card's credits, cost and 'Register' link.
 * Drives Debian's Chromium through playwright-core against the running stack (BFF serving the SPA).
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium),
 * DOCNET_STACK_FILE (to find identity's outbox for the email code; else DOCNET_OUTBOX_DIR or <repo>/.local/outbox).
 */
import mongoose from 'mongoose';
import type { Locator, Page } from 'playwright-core';
import { ApiRoutes, EVENT_DATE_PAST_MESSAGE } from '@docnet/contracts';
import { loadStackState } from '../harness/stack';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe';
import { BASE_URL, PHONE_VIEWPORT, useChromium, waitForPath } from './support/chromium';
import { gotoOk, poll, registerMember, signIn } from './support/members';
import { expectToast } from './support/toasts';

jest.setTimeout(300_000);

const chromium = useChromium();

async function signedInPage(): Promise<Page> {
  const context = await chromium.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
  await signIn(page, await registerMember('lister'));
  return page;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The card of one item (each card is an article named by its title). */
const card = (page: Page, title: string): Locator => page.getByRole('article', { name: title, exact: true });

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
}

/** Waits for the open tab's list to load, then answers whether it holds the item. */
async function tabHolds(page: Page, title: string): Promise<boolean> {
  await page.getByRole('tabpanel').locator('[role="article"], .ant-empty').first().waitFor();
  return (await card(page, title).count()) > 0;
}

/**
 * Every message of a dialog's fields, in order, once there are `count` of them: fields validated while
 * typing show theirs before the submit adds the others.
 */
async function fieldMessages(dialog: Locator, count: number): Promise<string[]> {
  const messages = dialog.locator('.ant-form-item-explain-error');
  return poll(() => messages.allInnerTexts(), (texts) => texts.length >= count);
}

/** A call from the signed-in page (same origin, session cookie): status, the server's message and the id it answers. */
async function callFromPage(
  page: Page,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; message: string; id: number }> {
  return page.evaluate(
    async ([verb, url, payload]) => {
      const response = await fetch(url, {
        method: verb,
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string; id?: number };
      return { status: response.status, message: answer.message ?? '', id: answer.id ?? 0 };
    },
    [method, path, body] as const,
  );
}

const postFromPage = (page: Page, path: string, body: unknown) => callFromPage(page, 'POST', path, body);

/**
 * An event's date passes (a past date is refused when posting): its stored date is moved back in the stack's own
 * database, and a mark and its removal list it again as stored, as any change of it does.
 */
async function datePassed(page: Page, eventId: number, date: string): Promise<void> {
  const stack = loadStackState();
  const database = await mongoose
    .createConnection(stack.infra.mongoUrl, { dbName: stack.processes['events-news-cme'].env.MONGO_DB })
    .asPromise();
  try {
    await database.collection('events').updateOne({ _id: eventId as never }, { $set: { date } });
  } finally {
    await database.close();
  }
  expect((await callFromPage(page, 'PUT', ApiRoutes.eventMark(eventId), { mark: 'going' })).status).toBe(200);
  expect((await callFromPage(page, 'DELETE', ApiRoutes.eventMark(eventId))).status).toBe(200);
}

describe('events, news and CME journeys', () => {
  it('posts an event, marks it Going and finds it under My Events and Attending after a reload', async () => {
    const page = await signedInPage();
    const title = `Journey Implant Summit ${unique()}`;

    await gotoOk(page, '/events');
    await page.getByRole('heading', { name: 'Upcoming Medical Conferences' }).waitFor();
    for (const tab of ['All Events', 'In Person', 'Virtual', 'My Events', 'Attending']) {
      await page.getByRole('tab', { name: tab, exact: true }).waitFor();
    }
    await openTab(page, 'My Events');
    await page.getByText('No events found').waitFor();

    await page.getByRole('button', { name: 'Post Event', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a New Event' });
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    expect(await fieldMessages(dialog, 5)).toEqual([
      'Title must be at least 5 characters',
      'Description must be at least 20 characters',
      'Date is required',
      'Time is required',
      'Location is required',
    ]);
    await expectAccessibleInBothThemes(page, 'new event dialog with errors');
    // The server refuses the same input with the same message.
    const valid = { description: 'A full day of hands-on workshops.', date: '2031-01-01', time: '10:00', location: 'Denver, CO', type: 'in_person' };
    await expect(postFromPage(page, '/api/events', { ...valid, title: 'Expo' })).resolves.toMatchObject({
      status: 400,
      message: 'Title must be at least 5 characters',
    });
    await expect(postFromPage(page, '/api/events', { ...valid, title: 'Valid title', time: '' })).resolves.toMatchObject({
      status: 400,
      message: 'Time is required',
    });

    await dialog.getByLabel('Event Title').fill(title);
    await dialog.getByLabel('Description').fill('Two days of live surgery and hands-on implant workshops.');
    await dialog.getByLabel('Date').fill('2031-04-15');
    await dialog.getByLabel('Time').fill('09:30');
    await dialog.getByLabel('Location').fill('Baltimore Convention Center, MD');
    await dialog.locator('label').filter({ hasText: 'Virtual' }).click();
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectToast(page, 'Event created', `${title} is now listed in Events.`);

    // The list refreshed: the new event is under My Events and the Virtual tab.
    await card(page, title).waitFor();
    await expect(card(page, title).innerText()).resolves.toContain('April 15, 2031 at 9:30 AM');
    await expectAccessibleInBothThemes(page, 'events, My Events');
    await openTab(page, 'Virtual');
    await card(page, title).waitFor();
    await openTab(page, 'Attending');
    expect(await tabHolds(page, title)).toBe(false);

    await openTab(page, 'All Events');
    const going = card(page, title).getByRole('button', { name: 'Going', exact: true });
    await going.click();
    await page.waitForFunction(
      (name) => document.querySelector(`[aria-label="${name}"] button[aria-pressed="true"]`)?.textContent?.includes('Going'),
      title,
    );
    await expect(card(page, title).innerText()).resolves.toContain('1 attending');

    await page.reload();
    await openTab(page, 'Attending');
    await card(page, title).waitFor();
    await expect(card(page, title).getByRole('button', { name: 'Going', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await openTab(page, 'My Events');
    await card(page, title).waitFor();

    // The detail page shows the event and the mark; 'Interested' replaces 'Going'.
    const detail = await card(page, title).getByRole('link', { name: title }).getAttribute('href');
    expect(detail).toMatch(/^\/events\/\d+$/);
    await gotoOk(page, detail as string);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Interested', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('button[aria-pressed="true"]')?.textContent?.includes('Interested'));
    await page.getByText('0 attending').waitFor();
    await expectAccessibleInBothThemes(page, 'event detail');
  });

  it("lists upcoming events soonest first and past ones apart under 'Past Events', most recent first", async () => {
    const page = await signedInPage();
    const id = unique();
    const event = (title: string, date: string) => ({
      title: `${title} ${id}`,
      description: "Case reviews with Dr. O'Brien — implant failures and how to prevent them.",
      date,
      time: '18:30',
      location: 'Nashville, TN',
      type: 'in_person',
    });
    const posted = [
      event('Study club 2019', '2019-05-02'),
      event('Summit 2099', '2099-09-09'),
      event('Study club 2024', '2024-03-14'),
      event('Summit 2031', '2031-04-15'),
    ];
    await gotoOk(page, '/events');
    // A past date is refused: the study clubs are posted ahead and their dates pass (in the store) afterwards.
    for (const body of posted) {
      const past = body.date < '2025';
      const answer = await postFromPage(page, '/api/events', past ? { ...body, date: '2098-01-01' } : body);
      expect(answer.status).toBe(201);
      if (past) await datePassed(page, answer.id, body.date);
    }
    await page.reload();
    await page.getByRole('heading', { name: 'Upcoming Medical Conferences' }).waitFor();
    await openTab(page, 'My Events');
    const panel = page.getByRole('tabpanel');
    await card(page, `Study club 2019 ${id}`).waitFor();
    const titles = await panel.getByRole('article').evaluateAll((cards) => cards.map((node) => node.getAttribute('aria-label')));
    expect(titles).toEqual([`Summit 2031 ${id}`, `Summit 2099 ${id}`, `Study club 2024 ${id}`, `Study club 2019 ${id}`]);
    const past = panel.getByRole('region', { name: 'Past Events' });
    await past.getByRole('heading', { name: 'Past Events' }).waitFor();
    await expectAccessible(page, 'events with past events');
    expect(await past.getByRole('article').evaluateAll((cards) => cards.map((node) => node.getAttribute('aria-label')))).toEqual([
      `Study club 2024 ${id}`,
      `Study club 2019 ${id}`,
    ]);
  });

  // Events were stuck once posted, and a past date was listed as upcoming and at the top of the feed.
  it('refuses a date that has passed, and lets the organizer edit and delete their event, on a phone', async () => {
    const page = await signedInPage();
    await page.setViewportSize(PHONE_VIEWPORT);
    const title = `Séance d’implantologie ${unique()}`;

    await gotoOk(page, '/events');
    await page.getByRole('button', { name: 'Post Event', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a New Event' });
    await dialog.getByLabel('Event Title').fill(title);
    await dialog.getByLabel('Description').fill("Case reviews with Dr. O'Brien — guided surgery.\n\nBring your own cases.");
    await dialog.getByLabel('Date').fill('2024-03-14');
    await dialog.getByLabel('Time').fill('18:30');
    await dialog.getByLabel('Location').fill('Montréal, QC');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await dialog.getByText(EVENT_DATE_PAST_MESSAGE, { exact: true }).waitFor();
    await expectAccessible(page, 'new event dialog with a past date');
    await expect(postFromPage(page, '/api/events', { title, description: 'A date that has already passed.', date: '2024-03-14', time: '18:30', location: 'Montréal, QC', type: 'in_person' })).resolves.toMatchObject({
      status: 400,
      message: EVENT_DATE_PAST_MESSAGE,
    });
    await dialog.getByLabel('Date').fill('2031-05-20');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The organizer edits it from its page: same form, same rule for the date. Its card keeps the paragraphs.
    await openTab(page, 'My Events');
    await expect(card(page, title).getByText(/^Case reviews/).innerText()).resolves.toBe(
      "Case reviews with Dr. O'Brien — guided surgery.\n\nBring your own cases.",
    );
    await card(page, title).getByRole('link', { name: title }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Edit Event' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByLabel('Event Title').inputValue()).resolves.toBe(title);
    await edit.getByLabel('Date').fill('2020-01-01');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText(EVENT_DATE_PAST_MESSAGE, { exact: true }).waitFor();
    const renamed = `${title} (nouvelle salle)`;
    await edit.getByLabel('Event Title').fill(renamed);
    await edit.getByLabel('Date').fill('2031-06-02');
    await edit.getByLabel('Location').fill('Palais des congrès, Montréal, QC');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expectToast(page, 'Event updated', `${renamed} has been updated.`);
    await page.getByRole('heading', { name: renamed, level: 1 }).waitFor();
    await page.getByText('Palais des congrès, Montréal, QC', { exact: true }).waitFor();
    await expect(page.locator('body').innerText()).resolves.toContain('June 2, 2031');
    await expectAccessible(page, 'event page of its organizer');

    // Deleting asks first, then the event leaves the list.
    await page.getByRole('button', { name: 'Delete Event' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete this event?' });
    await ask.getByRole('button', { name: 'Delete Event' }).click();
    await expectToast(page, 'Event deleted', `${renamed} is no longer listed.`);
    await waitForPath(page, '/events');
    await openTab(page, 'My Events');
    expect(await tabHolds(page, renamed)).toBe(false);
  });

  it("lets an article's and an opportunity's author edit and delete them", async () => {
    const page = await signedInPage();
    const id = unique();
    await gotoOk(page, '/news');
    const article = await postFromPage(page, '/api/news', {
      title: `Fluoride varnish in adults ${id}`,
      summary: 'Twice-yearly varnish in adults at high caries risk.',
      body: 'A pragmatic trial of fluoride varnish in adults at high risk of caries found fewer new lesions over two years.',
      source: 'Journal of Dental Research',
      sourceUrl: '',
      tags: 'caries, varnish',
      category: 'clinical',
    });
    expect(article.status).toBe(201);
    await gotoOk(page, `/news/${article.id}`);
    await page.getByRole('button', { name: 'Edit Article' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Article' });
    await expect(edit.getByLabel('Tags').inputValue()).resolves.toBe('caries, varnish');
    const retitled = `Fluoride varnish in adults: two-year results ${id}`;
    await edit.getByLabel('Title').fill(retitled);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: retitled, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Delete Article' }).click();
    await page.getByRole('dialog', { name: 'Delete this article?' }).getByRole('button', { name: 'Delete Article' }).click();
    await expectToast(page, 'Article deleted', `${retitled} is no longer listed.`);
    await waitForPath(page, '/news');

    const course = `Sedation refresher ${id}`;
    const opportunity = await postFromPage(page, '/api/cme', {
      title: course,
      description: 'Moderate sedation for dental offices: monitoring and rescue.',
      provider: 'Texas Dental Education Institute',
      credits: 2,
      cost: 0,
      startDate: '2031-02-01',
      endDate: '',
      location: '',
      format: 'online',
      url: 'https://example.org/sedation',
      topics: 'sedation',
    });
    expect(opportunity.status).toBe(201);
    await gotoOk(page, '/resources/cme');
    await openTab(page, 'My Posts');
    await card(page, course).getByRole('button', { name: 'Edit Opportunity' }).click();
    const editCourse = page.getByRole('dialog', { name: 'Edit Opportunity' });
    await editCourse.getByLabel('Cost (USD)').fill('1295');
    await editCourse.getByRole('button', { name: 'Save Changes' }).click();
    await editCourse.waitFor({ state: 'hidden' });
    await card(page, course).getByText('$1,295.00', { exact: true }).waitFor();
    await expectAccessible(page, 'CME with its author actions');
    await card(page, course).getByRole('button', { name: 'Delete Opportunity' }).click();
    await page.getByRole('dialog', { name: 'Delete this opportunity?' }).getByRole('button', { name: 'Delete Opportunity' }).click();
    await expectToast(page, 'Opportunity deleted', `${course} is no longer listed.`);
    expect(await tabHolds(page, course)).toBe(false);
  });

  it('shares a journal article, saves it and finds it under My Articles and Saved after a reload', async () => {
    const page = await signedInPage();
    const title = `Journey implant cohort ${unique()}`;

    await gotoOk(page, '/news');
    await page.getByRole('heading', { name: 'Latest Medical Journals' }).waitFor();
    for (const tab of ['All Articles', 'Research', 'Clinical', 'Education', 'Policy', 'My Articles', 'Saved']) {
      await page.getByRole('tab', { name: tab, exact: true }).waitFor();
    }

    await page.getByRole('button', { name: 'Post Article', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share a Medical Journal Article' });
    await dialog.getByLabel('Source URL').fill('not a link');
    await dialog.getByRole('button', { name: 'Publish Article' }).click();
    expect(await fieldMessages(dialog, 5)).toEqual([
      'Title must be at least 5 characters',
      'Summary must be at least 20 characters',
      'Article body must be at least 50 characters',
      'Source is required',
      'Please enter a valid URL',
    ]);
    await expectAccessibleInBothThemes(page, 'share article dialog with errors');

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Summary').fill('Ten-year survival of short implants in the posterior mandible.');
    await dialog.getByLabel('Article Body').fill('We followed 412 short implants for ten years and compared them with standard-length implants placed after grafting.');
    await dialog.getByLabel('Source', { exact: true }).fill('Journal of Dental Research');
    await dialog.getByLabel('Source URL').fill('https://example.org/jdr/short-implants');
    await dialog.getByLabel('Tags').fill(' implants, , cohort ');
    await dialog.locator('label').filter({ hasText: 'Clinical' }).click();
    await dialog.getByRole('button', { name: 'Publish Article' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectToast(page, 'Article published', `${title} is now listed in News.`);

    const article = card(page, title);
    await article.waitFor();
    await expectAccessibleInBothThemes(page, 'news');
    const text = await article.innerText();
    expect(text).toContain('Clinical');
    expect(text).toContain('implants');
    expect(text).toContain('cohort');
    const source = article.getByRole('link', { name: /Read full article/ });
    await expect(source.getAttribute('href')).resolves.toBe('https://example.org/jdr/short-implants');
    await expect(source.getAttribute('target')).resolves.toBe('_blank');
    await expect(source.getAttribute('rel')).resolves.toContain('noopener');

    await article.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByText('Link copied', { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${BASE_URL}/news/\\d+$`));

    await article.getByRole('button', { name: 'Save', exact: true }).click();
    await article.getByRole('button', { name: 'Saved', exact: true }).waitFor();

    await page.reload();
    await openTab(page, 'Saved');
    await card(page, title).waitFor();
    await openTab(page, 'My Articles');
    await card(page, title).waitFor();
    await openTab(page, 'Research');
    expect(await tabHolds(page, title)).toBe(false);

    // The copied link opens the article.
    await gotoOk(page, new URL(copied).pathname);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();
    await expectAccessibleInBothThemes(page, 'news article detail');
  });

  it('adds a CME opportunity, saves it and finds it under My Posts and Saved after a reload', async () => {
    const page = await signedInPage();
    const title = `Journey sedation course ${unique()}`;

    await gotoOk(page, '/resources/cme');
    await page.getByRole('heading', { name: 'CME Opportunities' }).waitFor();
    for (const tab of ['All Opportunities', 'Online', 'In Person', 'Hybrid', 'Free', 'My Posts', 'Saved']) {
      await page.getByRole('tab', { name: tab, exact: true }).waitFor();
    }

    await page.getByRole('button', { name: 'Add Opportunity', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add CME Opportunity' });
    await expect(dialog.getByLabel('Credits').inputValue()).resolves.toBe('1');
    await expect(dialog.getByLabel('Credits').getAttribute('step')).resolves.toBe('0.25');
    await dialog.getByLabel('Credits').fill('0');
    await dialog.getByLabel('Cost (USD)').fill('-5');
    await dialog.getByRole('button', { name: 'Post Opportunity' }).click();
    expect(await fieldMessages(dialog, 7)).toEqual([
      'Title must be at least 5 characters',
      'Description must be at least 20 characters',
      'Provider name is required',
      'Credits must be at least 0.25',
      'Cost cannot be negative',
      'Start date is required',
      'Please enter a valid URL',
    ]);
    await expectAccessibleInBothThemes(page, 'add CME dialog with errors');

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Moderate sedation for the dental office, with simulation training.');
    await dialog.getByLabel('Provider').fill('Academy of Dental Sedation');
    await dialog.getByLabel('Credits').fill('2.5');
    await dialog.getByLabel('Cost (USD)').fill('149.5');
    await dialog.getByLabel('Start Date').fill('2031-02-10');
    await dialog.getByLabel('Location').fill('Chicago, IL');
    await dialog.locator('label').filter({ hasText: 'Hybrid' }).click();
    await dialog.getByLabel('Registration URL').fill('https://example.org/sedation');
    await dialog.getByLabel('Topics').fill('sedation, safety');
    await dialog.getByRole('button', { name: 'Post Opportunity' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectToast(page, 'Opportunity added', `${title} is now listed in CME Opportunities.`);

    const opportunity = card(page, title);
    await opportunity.waitFor();
    await expectAccessibleInBothThemes(page, 'CME opportunities');
    const text = await opportunity.innerText();
    expect(text).toContain('2.5 credits');
    expect(text).toContain('$149.50');
    expect(text).toContain('February 10, 2031');
    expect(text).toContain('Chicago, IL');
    expect(text).toContain('sedation');
    const register = opportunity.getByRole('link', { name: 'Register' });
    await expect(register.getAttribute('href')).resolves.toBe('https://example.org/sedation');
    await expect(register.getAttribute('target')).resolves.toBe('_blank');

    await opportunity.getByRole('button', { name: 'Save', exact: true }).click();
    await opportunity.getByRole('button', { name: 'Saved', exact: true }).waitFor();

    await page.reload();
    await openTab(page, 'Saved');
    await card(page, title).waitFor();
    await openTab(page, 'My Posts');
    await card(page, title).waitFor();
    await openTab(page, 'Hybrid');
    await card(page, title).waitFor();
    await openTab(page, 'Free');
    expect(await tabHolds(page, title)).toBe(false);
  });
});

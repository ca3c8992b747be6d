/**
 * Browser journeys's walkthrough defects, as a member notices them:
 * - on a 390×844 phone, a long article (paragraphs, Unicode, emoji, no summary) published from the home composer
 *   is the first thing in the feed, with its auto-summary and 'Read more', above an event posted for months ahead;
 * - a profile's Posts tab shows the member's real posts (none for a newcomer) and search shows real mutual
 *   connections (none made up);
 * - an email changed on the profile stays pending and unverified until its code is entered in Settings, then
 *   signs in; the phone is verified from Settings, after which two-factor sign-in can be turned on;
 * - an NPI record of a cardiologist fills in specialty and location, and About no longer says 'dental professional'.
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium),
 * DOCNET_STACK_FILE (to find identity's outbox for codes; else DOCNET_OUTBOX_DIR or <repo>/.local/outbox).
 */
import type { Page } from 'playwright-core';
import { ApiRoutes, autoSummary, specialtyFromTaxonomy } from '@docnet/contracts';
import { claimSyntheticProvider } from '../harness/npi-claims';
import { codeIn, waitForOutboxMessage } from '../harness/outbox';
import { expectAccessibleInBothThemes } from './support/axe';
import { useChromium } from './support/chromium';
import { gotoOk, poll, registerMember, signIn, uniqueWordOf, type Member } from './support/members';

jest.setTimeout(300_000);

const chromium = useChromium();
const openPages: Page[] = [];
const OUTBOX_TIMEOUT_MS = 15_000;

async function newPage(viewport?: { width: number; height: number }): Promise<Page> {
  const page = await chromium.newPage();
  if (viewport) await page.setViewportSize(viewport);
  openPages.push(page);
  return page;
}

async function describePages(): Promise<string> {
  const lines = await Promise.all(
    openPages.splice(0).map(async (page, index) => {
      const text = await page
        .locator('body')
        .innerText()
        .catch(() => '');
      return `page ${index + 1} at ${page.url()}:\n${text.slice(0, 1500)}`;
    }),
  );
  return lines.join('\n---\n');
}

function journey(name: string, run: () => Promise<void>): void {
  it(name, async () => {
    try {
      await run();
    } catch (error) {
      throw new Error(`${(error as Error).message}\n\n${await describePages()}`, { cause: error });
    }
  });
}

/** A JSON call of the signed-in page's session (the browser adds the Origin the BFF checks). */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
  if (answer.status >= 400) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text}`);
  return (answer.text ? JSON.parse(answer.text) : null) as T;
}

/**
 * Waits for a toast, then closes it as a member would: it sits over the top of the screen (a tab bar included),
 * and a pointer over it, as a click there would bring, keeps it open.
 */
async function toast(page: Page, title: string): Promise<void> {
  const shown = page.locator('.docnet-toast').filter({ has: page.getByText(title, { exact: true }) }).first();
  await shown.waitFor();
  await shown.getByLabel('Close', { exact: true }).click();
  await shown.waitFor({ state: 'hidden' });
}

const codeSentTo = async (channel: 'email' | 'sms', to: string, since: number) =>
  codeIn(await waitForOutboxMessage(channel, to, new Date(since - 1000), /./, OUTBOX_TIMEOUT_MS));

describe('walkthrough journeys', () => {
  journey('publishes a long article from the home composer on a phone and sees it first, its opening once (not repeated by the auto-summary) and Read more', async () => {
    const [author, organizer] = await Promise.all([registerMember('writer'), registerMember('organizer')]);
    const organizerPage = await newPage();
    await signIn(organizerPage, organizer);
    // An event posted now for four months ahead: it must not sit above a post made after it.
    const day = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
    const eventTitle = `Cardiology Summit ${Date.now().toString(36)}`;
    await call(organizerPage, 'POST', ApiRoutes.events, {
      title: eventTitle,
      description: 'Three days of talks on structural heart disease and imaging.',
      date: day,
      time: '09:00',
      location: 'Austin Convention Center',
      type: 'in_person',
    });

    const page = await newPage({ width: 390, height: 844 });
    await signIn(page, author);
    const title = `Café rounds: what we learned ${Date.now().toString(36)} 🩺`;
    const body = [
      'Über die Jahre haben wir gelernt, dass Visiten am Krankenbett mehr als Routine sind — sie sind Lehre, Gespräch und Fürsorge zugleich. 😊',
      'On our ward, résidents présentent chaque patient in two minutes: history, findings, plan. The attending asks one question, never more, and the nurse adds what the night shift saw.',
      'Results after six months: shorter stays, fewer readmissions, and a team that knows each patient by name. 👩‍⚕️👨‍⚕️ We will share the checklist next month.',
    ].join('\n\n');

    await page.getByRole('heading', { name: 'Your Feed', exact: true }).waitFor();
    await page
      .getByRole('group', { name: 'Create shortcuts' })
      .getByRole('button', { name: /Article$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Create Content' });
    await dialog.waitFor();
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Body', { exact: true }).fill(body);
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await toast(page, 'Content created');
    await dialog.waitFor({ state: 'hidden' });

    const feed = page.getByRole('region', { name: 'Your Feed' });
    const first = feed.getByRole('article').first();
    await first.getByRole('link', { name: title }).waitFor();
    // The card shows the body's opening up to a word break; the auto-summary (the same opening cut at its 150th
    // character) is not shown above it as well.
    await first.getByText(body.slice(0, 60)).first().waitFor();
    expect(await first.getByText(autoSummary(body), { exact: true }).count()).toBe(0);
    // The feed comes before the side cards on a phone: the new post is in view without scrolling.
    expect(await first.isVisible()).toBe(true);
    const box = await first.boundingBox();
    expect(box && box.y < 844).toBe(true);
    const labels = await feed.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    expect(labels.indexOf(title)).toBe(0);
    if (labels.includes(eventTitle)) expect(labels.indexOf(eventTitle)).toBeGreaterThan(0);
    await first.getByRole('button', { name: 'Read more', exact: true }).click();
    await first.getByText(/We will share the checklist next month\./).waitFor();
    await expectAccessibleInBothThemes(page, 'home on a phone');

    // Their profile's Posts tab lists the article, not a sample post under their name.
    await page.goto(`/profile/${await call<{ id: number }>(page, 'GET', ApiRoutes.authMe).then((me) => me.id)}`);
    await page.getByRole('tab', { name: 'Posts' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: title }).waitFor();
    expect(await page.getByText('digital impressions').count()).toBe(0);
  });

  journey("shows a newcomer's empty Posts tab and real mutual connections in search", async () => {
    const [viewer, friend, target, newcomer] = await Promise.all([
      registerMember('viewer'),
      registerMember('friend'),
      registerMember('target'),
      registerMember('newcomer'),
    ]);
    const pages = await Promise.all([newPage(), newPage(), newPage()]);
    const [viewerPage, friendPage, targetPage] = pages;
    const ids = await Promise.all([signIn(viewerPage, viewer), signIn(friendPage, friend), signIn(targetPage, target)]);
    const [, friendId, targetId] = ids;
    // viewer — friend — target: the viewer and the target share one connection.
    await connect(viewerPage, friendPage, friendId);
    await connect(targetPage, friendPage, friendId);

    const newcomerId = await newcomerIdOf(viewerPage, newcomer);
    await viewerPage.goto(`/profile/${newcomerId}`);
    await viewerPage.getByRole('tab', { name: 'Posts' }).click();
    await viewerPage.getByText('No posts yet', { exact: true }).waitFor();
    expect(await viewerPage.getByText('digital impressions').count()).toBe(0);

    await gotoOk(viewerPage, `/search?query=${encodeURIComponent(uniqueWordOf(target))}`);
    await viewerPage.getByRole('heading', { name: 'Found 1 doctor' }).waitFor();
    const result = viewerPage.getByTestId('search-result').filter({ hasText: target.name });
    await result.getByText('1 mutual connection', { exact: true }).waitFor();
    expect(targetId).toBeGreaterThan(0);

    await gotoOk(viewerPage, `/search?query=${encodeURIComponent(uniqueWordOf(newcomer))}`);
    const stranger = viewerPage.getByTestId('search-result').filter({ hasText: newcomer.name });
    await stranger.waitFor();
    expect(await stranger.getByText(/mutual connection/).count()).toBe(0);
  });

  journey('changes the email only after its code is entered in Settings, then signs in with it; verifies the phone for two-factor sign-in', async () => {
    const member = await registerMember('mover');
    const page = await newPage();
    const id = await signIn(page, member);
    const newEmail = `moved.${member.email}`;

    await gotoOk(page, `/profile/${id}/edit`);
    const basic = page.getByRole('form', { name: 'Basic Information' });
    await basic.getByLabel('Email', { exact: true }).fill(newEmail);
    const since = Date.now();
    await basic.getByRole('button', { name: 'Save Basic Information' }).click();
    // A new address is where resets go: the member confirms it with their password.
    const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm.getByLabel('Current password').fill(member.password);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Verify your new email');
    // The verified address stays in use and says so; the new one is shown as not verified.
    const pending = basic.getByText(`New email ${newEmail}`);
    await pending.waitFor();
    expect(await pending.innerText()).toContain('Not verified');
    const me = await call<{ email: string; pendingEmail: string | null; isVerified: boolean }>(page, 'GET', ApiRoutes.authMe);
    expect(me).toMatchObject({ email: member.email, pendingEmail: newEmail, isVerified: true });

    await gotoOk(page, '/settings');
    // Each screen names the browser tab (every page was titled 'DocNet').
    await poll(
      () => page.title(),
      (title) => title === 'Settings · DocNet',
    );
    expect(await page.title()).toBe('Settings · DocNet');
    const verification = page.getByLabel('Verification');
    const code = await codeSentTo('email', newEmail, since);
    await verification.getByLabel('Email verification code').fill(code);
    await verification.getByRole('button', { name: 'Verify Email' }).click();
    await toast(page, 'Email Verified');
    await verification.getByText(newEmail, { exact: true }).waitFor();

    // Phone: not verified since activation; a code by SMS verifies it, then two-factor can be turned on.
    await verification.getByRole('button', { name: 'Send Code' }).click();
    const smsSince = Date.now();
    const smsCode = await codeSentTo('sms', member.phoneNumber, smsSince - 5000);
    await verification.getByLabel('SMS verification code').fill(smsCode);
    await verification.getByRole('button', { name: 'Verify Phone' }).click();
    await toast(page, 'Phone Verified');
    await page.getByRole('tab', { name: 'Security' }).click();
    const twoFactor = page.getByRole('switch', { name: 'Two-factor authentication' });
    await poll(
      () => twoFactor.isEnabled(),
      (enabled) => enabled,
    );
    expect(await twoFactor.isEnabled()).toBe(true);

    // Sign in again with the new address.
    await page.context().clearCookies();
    await signIn(page, { ...member, username: newEmail });
  });

  journey('fills in a cardiologist’s specialty and location from the NPI record', async () => {
    const provider = someMedicalProvider();
    const member = await registerMember('npi', { npi: provider.npi });
    const page = await newPage();
    const id = await signIn(page, member);
    const { specialty } = specialtyFromTaxonomy(provider.specialty);
    await gotoOk(page, `/profile/${id}`);
    const card = page.getByLabel('Profile');
    await card.getByText(specialty as string, { exact: true }).waitFor();
    await card.getByText(new RegExp(`${provider.city}`, 'i')).waitFor();
    const about = page.locator('.docnet-card').filter({ has: page.getByText('About', { exact: true }) });
    expect(await about.innerText()).not.toContain('dental professional');
    await about.getByText(new RegExp(`is an? ${specialty}`)).waitFor();
  });
});

async function connect(requesterPage: Page, receiverPage: Page, receiverId: number): Promise<void> {
  const connection = await call<{ id: number }>(requesterPage, 'POST', ApiRoutes.connections, { receiverId });
  await call(receiverPage, 'PUT', ApiRoutes.connectionById(connection.id), { status: 'accepted' });
}

async function newcomerIdOf(page: Page, member: Member): Promise<number> {
  const found = await poll(
    () => call<{ id: number; name: string }[]>(page, 'GET', `${ApiRoutes.usersSearch}?query=${encodeURIComponent(uniqueWordOf(member))}`),
    (users) => users.length === 1,
  );
  return found[0].id;
}

/** A medical (not dental) record of identity's bundled synthetic registry that no other test on this stack registers with. */
const someMedicalProvider = () => claimSyntheticProvider((record) => !/^dentist/i.test(record.specialty));

/**
 * Browser journeys of identity: account activation through the 4-step wizard (NPI search in the
 * synthetic registry, email and SMS codes read from the local outbox, account step), sign-in with the new
 * account, the existing-account answer of a second attempt, and password reset from the forgot-password
 * dialog through the emailed link.
 * Drives Debian's Chromium through playwright-core against the running stack (BFF serving the SPA).
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium),
 * DOCNET_OUTBOX_DIR (where identity writes messages; else the identity process's OUTBOX_DIR from the stack
 * file DOCNET_STACK_FILE; else <repo>/.local/outbox, identity's default).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { claimSyntheticProvider } from '../harness/npi-claims';
import { codeIn, waitForOutboxMessage } from '../harness/outbox';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe';
import { animationsSettled, pathnameOf, UI_TIMEOUT_MS, useChromium, waitForPath } from './support/chromium';
import { gotoOk, registerMember } from './support/members';

const REPO_ROOT = resolve(__dirname, '../..');
const PASSWORD = 'Passw0rd!23';
const NEW_PASSWORD = 'N3w-Passw0rd!45';
const OUTBOX_TIMEOUT_MS = 15_000;

jest.setTimeout(180_000);

const chromium = useChromium();

/**
 * Pages of the running journey and what their consoles, script errors and failed calls said, with the requests
 * still unanswered, kept for a failure report.
 */
const openPages: { page: Page; notes: string[]; pending: Set<string> }[] = [];
const FAILURE_DIR = join(REPO_ROOT, '.local', 'test-results', 'browser');

/** A fresh, signed-out browser session. */
async function newPage(): Promise<Page> {
  const context = await chromium.newContext();
  await context.addInitScript(TOAST_RECORDER);
  const page = await context.newPage();
  const notes: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      notes.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      notes.push(`${response.request().method()} ${new URL(response.url()).pathname} → ${response.status()}`);
  });
  page.on('pageerror', (error) => notes.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    notes.push(`${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText}`),
  );
  const pending = new Set<string>();
  const path = (url: string) => new URL(url).pathname;
  page.on('request', (request) => pending.add(path(request.url())));
  page.on('requestfinished', (request) => pending.delete(path(request.url())));
  page.on('requestfailed', (request) => pending.delete(path(request.url())));
  openPages.push({ page, notes, pending });
  return page;
}

/**
 * A journey whose failure leaves a screenshot of each page under .local/test-results/browser/ and adds the
 * pages' console errors and failed /api calls to the error.
 */
function journey(name: string, body: () => Promise<void>): void {
  it(name, async () => {
    try {
      await body();
    } catch (error) {
      const slug = name.replace(/\W+/g, '-').slice(0, 80);
      mkdirSync(FAILURE_DIR, { recursive: true });
      const notes = await Promise.all(
        openPages.map(async ({ page, notes: pageNotes, pending }, index) => {
          const file = join(FAILURE_DIR, `${slug}-${index}.png`);
          await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
          const unanswered = [...pending].map((request) => `still unanswered: ${request}`);
          return [`page ${index} at ${page.url()} (screenshot ${file})`, ...pageNotes, ...unanswered].join('\n  ');
        }),
      );
      if (error instanceof Error) {
        const report = `\n\n${notes.join('\n')}`;
        error.message += report;
        if (error.stack) error.stack = `${error.stack}${report}`;
      }
      throw error;
    } finally {
      openPages.splice(0);
    }
  });
}


/**
 * Every toast a page showed, recorded as it appears: one toast shows at a time, so a later one (say, from
 * another screen's call) may replace the one a journey checks before the check looks.
 */
const TOAST_RECORDER = `
  window.__docnetToasts = [];
  new MutationObserver(() => {
    document.querySelectorAll('.docnet-toast').forEach((node) => {
      const title = node.querySelector('.ant-notification-notice-message')?.textContent ?? '';
      const description = node.querySelector('.ant-notification-notice-description')?.textContent ?? '';
      const entry = title + '\\n' + description;
      if (title && node.getAttribute('data-recorded') !== entry) {
        node.setAttribute('data-recorded', entry);
        window.__docnetToasts.push({ title, description });
      }
    });
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

/** Waits until the page has shown a toast with this title (and description, when given). */
async function toastShown(page: Page, title: string, description?: string | RegExp): Promise<void> {
  await page.waitForFunction(
    ({ title: wantedTitle, exact, pattern }) =>
      (window.__docnetToasts ?? []).some(
        (shown) =>
          shown.title === wantedTitle &&
          (exact === null || shown.description === exact) &&
          (pattern === null || new RegExp(pattern).test(shown.description)),
      ),
    {
      title,
      exact: typeof description === 'string' ? description : null,
      pattern: description instanceof RegExp ? description.source : null,
    },
    { timeout: UI_TIMEOUT_MS },
  );
}

// ---------------------------------------------------------------------------------------------------------
// Outbox: identity's development adapters write each message as one JSON file {channel, to, subject, text, createdAt}.

/** The newest message to `to` on `channel` written at or after `since` (ms). */
const waitForMessage = (channel: 'email' | 'sms', to: string, since: number) =>
  waitForOutboxMessage(channel, to, new Date(since - 1000), /./, OUTBOX_TIMEOUT_MS);

const codeSentTo = async (channel: 'email' | 'sms', to: string, since: number) => codeIn(await waitForMessage(channel, to, since));

// ---------------------------------------------------------------------------------------------------------
// Test data: unique members per run; an NPI record of identity's bundled synthetic registry.

/** The provider the system suite activates on the same stack (tests/system/identity-activation.test.ts). */
const CLAIMED_BY_SYSTEM_SUITE = { firstName: 'SARAH', lastName: 'CHEN' };

/** A record no other test on this stack registers with, never the one the system suite activates. */
const someProvider = () =>
  claimSyntheticProvider(
    (record) =>
      record.firstName.toUpperCase() !== CLAIMED_BY_SYSTEM_SUITE.firstName ||
      record.lastName.toUpperCase() !== CLAIMED_BY_SYSTEM_SUITE.lastName,
  );

const displayCase = (value: string) =>
  value.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

function uniquePhone(): string {
  return `555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
}

// ---------------------------------------------------------------------------------------------------------
// Wizard steps.

async function fillContactStep(page: Page, email: string, phoneNumber: string): Promise<void> {
  await page.getByRole('heading', { name: 'Step 2 of 4: Contact Info' }).waitFor();
  // Asked for only when no NPI record names the member; kept when given already.
  const name = page.getByLabel('Full Name', { exact: true });
  if ((await name.count()) && !(await name.inputValue())) await name.fill("Aoife Ní Bhriain");
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Confirm Email', { exact: true }).fill(email);
  await page.getByLabel('Phone Number', { exact: true }).fill(phoneNumber);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('heading', { name: 'Step 3 of 4: Verify Contact' }).waitFor();
}

async function verifyEmail(page: Page, email: string): Promise<void> {
  const section = page.getByRole('region', { name: 'Email Verification' });
  const verify = section.getByRole('button', { name: 'Verify', exact: true });
  expect(await verify.isDisabled()).toBe(true); // disabled while the code is empty
  const since = Date.now();
  await section.getByRole('button', { name: 'Send Code', exact: true }).click();
  await toastShown(page, 'Verification Code Sent', 'Check your email for the verification code.');
  const code = await codeSentTo('email', email, since);
  await section.getByLabel('Email verification code').fill(code);
  await verify.click();
  await toastShown(page, 'Email Verified');
  await section.getByText('Verified', { exact: true }).waitFor();
}

async function fillAccountStep(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Step 4 of 4: Activate Account' }).waitFor();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  // Ticking the box opens the terms; 'I Understand' ticks it.
  await page.getByRole('checkbox', { name: 'I agree to the Privacy Policy & Terms' }).click();
  const terms = page.getByRole('dialog', { name: 'Privacy Policy & Terms' });
  await terms.waitFor();
  await animationsSettled(page);
  await expectAccessible(page, 'activation wizard, terms dialog');
  await terms.getByRole('button', { name: 'I Understand', exact: true }).click();
  await terms.waitFor({ state: 'hidden' });
  expect(
    await page.getByRole('checkbox', { name: 'I agree to the Privacy Policy & Terms' }).isChecked(),
  ).toBe(true);
  await page.getByRole('button', { name: 'Activate Account', exact: true }).click();
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function signOut(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').getByText(email).waitFor();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await waitForPath(page, '/auth');
}

// ---------------------------------------------------------------------------------------------------------

describe('activation wizard journeys', () => {
  const suffix = uniqueSuffix();
  const member = {
    username: `wizard${suffix}`,
    email: `wizard.${suffix}@example.com`,
    phoneNumber: uniquePhone(),
  };

  journey('activates a new member through the 4 steps, who then signs in', async () => {
    const provider = someProvider();
    const name = `${displayCase(provider.firstName)} ${displayCase(provider.lastName)}`;
    const page = await newPage();

    // /auth?register=true opens sign-up.
    await page.goto('/auth?register=true');
    await waitForPath(page, '/register');
    await page.getByRole('heading', { name: 'Activate My Account' }).waitFor();
    await page.getByRole('heading', { name: 'Step 1 of 4: NPI Discovery' }).waitFor();
    await expectAccessibleInBothThemes(page, 'activation wizard, step 1');

    // Step 1: an unknown number finds nothing; then a search by name and location finds the record.
    await page.getByLabel('NPI', { exact: true }).fill('1234567893');
    await page.getByRole('button', { name: 'Search NPI Records', exact: true }).click();
    await toastShown(
      page,
      'No Records Found',
      'No matching NPI records found. You can still create an account.',
    );

    await page.getByText('Name & Location', { exact: true }).click();
    await page.getByLabel('First Name', { exact: true }).fill(provider.firstName.toLowerCase());
    await page.getByLabel('Last Name', { exact: true }).fill(provider.lastName.toLowerCase());
    await page.getByLabel('City', { exact: true }).fill(provider.city);
    await page.getByLabel('State', { exact: true }).fill(provider.state);
    await page.getByRole('button', { name: 'Search NPI Records', exact: true }).click();
    await toastShown(page, 'NPI Records Found', /^Found \d+ matching record\(s\)$/);
    await expectAccessible(page, 'activation wizard, step 1 with NPI records');
    // The record's card is a button named by what it shows: name, specialty, address, NPI.
    await page.getByRole('button', { name }).filter({ hasText: `NPI: ${provider.npi}` }).click();

    // Step 2: the selected profile is summarized.
    await page.getByText(provider.npi, { exact: true }).waitFor();
    // What the server would refuse at the last step is refused here, in words.
    await page.getByLabel('Phone Number', { exact: true }).fill('+1 (615) 555-0142 ext. 123456789012345678');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Please enter a valid phone number', { exact: true }).waitFor();
    await expectAccessibleInBothThemes(page, 'activation wizard, step 2 with an error');
    await fillContactStep(page, member.email, member.phoneNumber);
    await expectAccessibleInBothThemes(page, 'activation wizard, step 3');

    // Step 3: Continue stays disabled until the email is verified; the SMS code is verified too.
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    expect(await continueButton.isDisabled()).toBe(true);
    await verifyEmail(page, member.email);
    expect(await continueButton.isEnabled()).toBe(true);

    const sms = page.getByRole('region', { name: 'Phone Verification' });
    const since = Date.now();
    await sms.getByRole('button', { name: 'Send Code', exact: true }).click();
    await toastShown(page, 'Verification Code Sent', 'Check your phone for the verification code.');
    const smsCode = await codeSentTo('sms', member.phoneNumber, since);
    const wrong = smsCode === '000000' ? '111111' : '000000';
    await sms.getByLabel('SMS verification code').fill(wrong);
    await sms.getByRole('button', { name: 'Verify', exact: true }).click();
    await toastShown(page, 'Verification Failed');
    await sms.getByLabel('SMS verification code').fill(smsCode);
    await sms.getByRole('button', { name: 'Verify', exact: true }).click();
    await toastShown(page, 'Phone Verified');
    await sms.getByText('Verified', { exact: true }).waitFor();
    await continueButton.click();

    // Step 4: a 46-character username is refused where it is typed; then account, terms, submit → success
    // toast, then /auth after 2 s, which sends the new member home.
    await page.getByRole('heading', { name: 'Step 4 of 4: Activate Account' }).waitFor();
    await page.getByLabel('Username', { exact: true }).fill('u'.repeat(46));
    await page.getByLabel('Username', { exact: true }).press('Tab');
    await page.getByText('Username must be at most 40 characters', { exact: true }).waitFor();
    await expectAccessibleInBothThemes(page, 'activation wizard, step 4 with an error');
    await fillAccountStep(page, member.username, PASSWORD);
    await toastShown(page, 'Account Created Successfully!');
    const createdAt = Date.now();
    expect(pathnameOf(page)).toBe('/register');
    await page.waitForURL((url) => url.pathname !== '/register', { timeout: UI_TIMEOUT_MS });
    expect(Date.now() - createdAt).toBeGreaterThanOrEqual(1000);
    await waitForPath(page, '/');
    await page.getByRole('heading', { name }).waitFor();

    // Sign out, then sign in with the new account: by username, and by email.
    await signOut(page, member.email);
    await signIn(page, member.username, PASSWORD);
    await waitForPath(page, '/');
    await page.getByRole('heading', { name }).waitFor();
    await signOut(page, member.email);
    await signIn(page, member.email.toUpperCase(), PASSWORD);
    await waitForPath(page, '/');
    await page.getByRole('heading', { name }).waitFor();
  });

  journey(
    'answers a second activation with the same username with the existing-account message',
    async () => {
      const page = await newPage();
      await page.goto('/register');
      await page.getByRole('button', { name: 'Skip', exact: true }).click();
      await page.getByText('No NPI record selected. You can still create an account.').waitFor();
      await fillContactStep(page, member.email, member.phoneNumber);
      await verifyEmail(page, member.email);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await fillAccountStep(page, member.username, PASSWORD);

      await page
        .getByRole('alert')
        .getByText(`Account already exists. Please use login with username: ${member.username}`, {
          exact: true,
        })
        .waitFor();
      await toastShown(page, 'Registration Failed', 'Unable to create account. Please try again.');
      expect(pathnameOf(page)).toBe('/register');

      // The link back to sign-in.
      await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
      await waitForPath(page, '/auth');
    },
  );
});

/** A phone's screen: the wizard is used on phones first. */
const PHONE = { width: 390, height: 844 };

describe('activation wizard on a phone: history, reload and a claimed NPI', () => {
  journey('moves between steps with Back and Forward and keeps the verified email across a reload', async () => {
    const suffix = uniqueSuffix();
    const email = `siobhan.${suffix}@example.ie`;
    const name = "Siobhán O'Connor-Ruíz";
    const page = await newPage();
    await page.setViewportSize(PHONE);
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Step 1 of 4: NPI Discovery' }).waitFor();
    // The stepper does not fill the first screen (stacked, its four steps took a third of it): the search is on it.
    expect((await page.locator('.ant-steps').boundingBox())?.height).toBeLessThan(100);
    const searchBox = await page.getByRole('button', { name: 'Search NPI Records', exact: true }).boundingBox();
    expect((searchBox?.y ?? Infinity) + (searchBox?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);

    // An empty or partial number asks for the 10 digits instead of searching.
    const search = page.getByRole('button', { name: 'Search NPI Records', exact: true });
    await search.click();
    await page.getByText('Enter your 10-digit NPI number', { exact: true }).waitFor();
    await page.getByLabel('NPI', { exact: true }).fill('12345');
    await search.click();
    await page.getByText('NPI must be 10 digits', { exact: true }).waitFor();

    // Skip asks for a name, since no record gives one.
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
    await page.getByRole('heading', { name: 'Step 2 of 4: Contact Info' }).waitFor();
    expect(new URL(page.url()).search).toBe('?step=2');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Please enter your full name', { exact: true }).waitFor();
    await page.getByLabel('Full Name', { exact: true }).fill(name);
    await fillContactStep(page, email, uniquePhone());
    await verifyEmail(page, email);
    // The testing hint about a fixed SMS code is not for members.
    expect(await page.getByText('Testing', { exact: true }).count()).toBe(0);

    // The phone's back gesture goes to the previous step with its fields, Forward returns with the email verified.
    await page.goBack();
    await page.getByRole('heading', { name: 'Step 2 of 4: Contact Info' }).waitFor();
    expect(await page.getByLabel('Full Name', { exact: true }).inputValue()).toBe(name);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await page.goForward();
    await page.getByRole('heading', { name: 'Step 3 of 4: Verify Contact' }).waitFor();
    const emailSection = page.getByRole('region', { name: 'Email Verification' });
    await emailSection.getByText('Verified', { exact: true }).waitFor();

    // A reload keeps the step and the verification.
    await page.reload();
    await page.getByRole('heading', { name: 'Step 3 of 4: Verify Contact' }).waitFor();
    await emailSection.getByText('Verified', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Step 4 of 4: Activate Account' }).waitFor();

    // Two empty password fields are not "different".
    await page.getByLabel('Password', { exact: true }).focus();
    await page.getByLabel('Confirm Password', { exact: true }).focus();
    await page.getByLabel('Username', { exact: true }).focus();
    await page.getByText('Please confirm your password', { exact: true }).waitFor();
    expect(await page.getByText("Passwords don't match", { exact: true }).count()).toBe(0);

    // The wizard's Back is the browser's: Forward comes back to step 4.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('heading', { name: 'Step 3 of 4: Verify Contact' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: 'Step 4 of 4: Activate Account' }).waitFor();
    await page.reload();
    await fillAccountStep(page, `siobhan${suffix}`, PASSWORD);
    await toastShown(page, 'Account Created Successfully!');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name }).waitFor();
    // Nothing of the finished wizard stays in the tab.
    expect(await page.evaluate(() => window.sessionStorage.getItem('docnet.activation-wizard'))).toBeNull();
  });

  journey('tells a second claimant that an NPI is claimed, never by whom, and lets the real holder take it over', async () => {
    const provider = someProvider();
    const impostor = await registerMember('impostor', { npi: provider.npi });
    const suffix = uniqueSuffix();
    const real = { username: `realholder${suffix}`, email: `real.${suffix}@example.com` };
    const page = await newPage();
    await page.setViewportSize(PHONE);
    await page.goto('/register');

    await page.getByLabel('NPI', { exact: true }).fill(provider.npi);
    await page.getByRole('button', { name: 'Search NPI Records', exact: true }).click();
    const card = page.getByRole('button').filter({ hasText: `NPI: ${provider.npi}` });
    await card.getByText('Already claimed', { exact: true }).waitFor();
    expect(await page.getByText(impostor.username).count()).toBe(0);
    await card.click();

    await fillContactStep(page, real.email, uniquePhone());
    await verifyEmail(page, real.email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await fillAccountStep(page, real.username, PASSWORD);
    await toastShown(page, 'Account Created Successfully!');
    await page.getByText(`NPI ${provider.npi} is claimed by another member`, { exact: true }).waitFor();
    expect(await page.getByText(impostor.username).count()).toBe(0);
    await waitForPath(page, '/');

    // The real holder proves the NPI with the code sent to the practice phone the registry lists, and takes it over.
    await gotoOk(page, '/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Verify NPI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify NPI' });
    await dialog.getByLabel('NPI', { exact: true }).fill(provider.npi);
    const since = Date.now();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const code = await codeSentTo('sms', provider.phoneNumber, since);
    await dialog.getByLabel('Verification code', { exact: true }).fill(code);
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText(`NPI ${provider.npi} is verified on your profile.`).first().waitFor();
    await page.getByLabel('NPI verified').first().waitFor();
    const notice = await waitForOutboxMessage('email', impostor.email, new Date(since - 1000), /NPI was verified by another/, OUTBOX_TIMEOUT_MS);
    expect(notice.text).toContain(provider.npi);
  });
});

describe('password reset journeys', () => {
  journey('resets the password through the forgot-password dialog and the emailed link', async () => {
    const member = await registerMember('reset');
    const page = await newPage();
    await page.goto('/auth');

    await page.getByRole('button', { name: 'Forgot password', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.waitFor();
    await animationsSettled(page);
    await expectAccessibleInBothThemes(page, 'forgot-password dialog');
    const send = dialog.getByRole('button', { name: 'Send Reset Link', exact: true });
    expect(await send.isDisabled()).toBe(true); // a blank email cannot be sent
    const since = Date.now();
    await dialog.getByLabel('Email', { exact: true }).fill(member.email);
    await send.click();
    await dialog.getByText('Check your email', { exact: true }).waitFor();
    await expectAccessible(page, 'forgot-password dialog, sent');
    await toastShown(page, 'Password Reset Email Sent');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const message = await waitForMessage('email', member.email, since);
    const token = /[?&]token=([^\s&"'<>]+)/.exec(message.text)?.[1];
    if (!token) throw new Error(`no reset link in: ${message.text}`);

    await page.goto(`/reset-password?token=${token}`);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await page.getByText('Passwords do not match', { exact: true }).waitFor();
    await expectAccessibleInBothThemes(page, 'reset-password screen with an error');
    await page.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await page.getByRole('button', { name: 'Go to Login', exact: true }).waitFor();
    await page.getByText('Redirecting to login in 3 seconds...').waitFor();
    await waitForPath(page, '/auth');

    // The old password no longer works; the new one does.
    await signIn(page, member.username, member.password);
    await toastShown(page, 'Login Failed');
    await signIn(page, member.username, NEW_PASSWORD);
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: member.name }).waitFor();

    // The link works once.
    await page.goto(`/reset-password?token=${token}`);
    await page.getByLabel('New Password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await page.getByRole('form', { name: 'Reset password' }).getByRole('alert').first().waitFor();
    expect(pathnameOf(page)).toBe('/reset-password');
  });

  journey('says so when the reset link has no token', async () => {
    const page = await newPage();
    await page.goto('/reset-password');
    await page.getByText('Reset token is missing from URL', { exact: true }).waitFor();
    await expectAccessible(page, 'reset-password screen without a token');
    await page.getByRole('button', { name: 'Go to Login', exact: true }).click();
    await waitForPath(page, '/auth');
  });

  journey('offers the password-reset test page: request by email, reset with a pasted token', async () => {
    const member = await registerMember('reset');
    const page = await newPage();
    await page.goto('/test-password-reset');

    const request = page.getByRole('form', { name: 'Request password reset' });
    const since = Date.now();
    await request.getByLabel('Email', { exact: true }).fill(member.email);
    await request.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
    await request
      .getByText('If an account with that email exists, a password reset link has been sent', { exact: true })
      .waitFor();
    await expectAccessibleInBothThemes(page, 'password-reset test page');
    const message = await waitForMessage('email', member.email, since);
    const token = decodeURIComponent(/[?&]token=([^\s&"'<>]+)/.exec(message.text)?.[1] ?? '');

    const reset = page.getByRole('form', { name: 'Reset password' });
    await reset.getByLabel('Reset Token', { exact: true }).fill(token);
    await reset.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await page.getByRole('button', { name: 'Go to Login', exact: true }).waitFor();
    expect(pathnameOf(page)).toBe('/test-password-reset');

    await signIn(page, member.username, NEW_PASSWORD);
    await waitForPath(page, '/');
  });
});

/**
 * Browser journeys of the settings screen: theme and logo kept in the browser, notification settings kept
 * by the server, 'Change Password', and two-factor sign-in asking for the SMS code.
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import type { Page } from 'playwright-core';
import { codeIn, waitForOutboxMessage } from '../harness/outbox';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe';
import { BASE_URL, useChromium, waitForPath } from './support/chromium';

jest.setTimeout(120_000);

interface Member {
  username: string;
  password: string;
  email: string;
  phoneNumber: string;
}

const chromium = useChromium();
let sequence = 0;

const post = (path: string, body: unknown) =>
  fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: BASE_URL },
    body: JSON.stringify(body),
  });

/** Registers a member through the API (the browser stays signed out); the phone is verified by SMS too when asked. */
async function registerMember({ verifiedPhone = false } = {}): Promise<Member> {
  sequence += 1;
  const suffix = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
  const member: Member = {
    username: `settings${suffix}`,
    password: 'Passw0rd!23',
    email: `settings.${suffix}@example.com`,
    phoneNumber: `917${String(Date.now()).slice(-5)}${String(sequence).padStart(2, '0')}`,
  };
  const since = new Date(Date.now() - 1000);
  await post('/api/auth/send-email-verification', { email: member.email });
  await post('/api/auth/verify-email-code', { email: member.email, code: codeIn(await waitForOutboxMessage('email', member.email, since, /verification code/i)) });
  if (verifiedPhone) {
    await post('/api/auth/sms/send', { phoneNumber: member.phoneNumber });
    await post('/api/auth/sms/verify', { phoneNumber: member.phoneNumber, code: codeIn(await waitForOutboxMessage('sms', member.phoneNumber, since)) });
  }
  const response = await post('/api/auth/register', { ...member, name: `Settings Tester ${suffix}` });
  if (!response.ok) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return member;
}

async function newPage(): Promise<Page> {
  const context = await chromium.newContext();
  return context.newPage();
}

async function enterPassword(page: Page, member: Member, password = member.password): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username', { exact: true }).fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function signIn(page: Page, member: Member, password = member.password): Promise<void> {
  await enterPassword(page, member, password);
  await waitForPath(page, '/');
}

async function openSettingsTab(page: Page, tab: string): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('tab', { name: tab }).click();
}

/** The page background's brightness (0-255), as the member sees it. */
function backgroundBrightness(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r = 255, g = 255, b = 255] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return (r + g + b) / 3;
  });
}

describe('settings journeys', () => {
  it('switches to the dark theme through antd, keeps it after a reload, and changes the logo everywhere', async () => {
    const member = await registerMember();
    const page = await newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, member);
    await openSettingsTab(page, 'Appearance');
    const darkMode = page.getByRole('switch', { name: 'Dark mode' });
    expect(await darkMode.getAttribute('aria-checked')).toBe('false');
    await expectAccessible(page, 'settings, Appearance tab');
    expect(await backgroundBrightness(page)).toBeGreaterThan(200);

    await darkMode.click();
    await page.getByText('Dark Mode Activated').waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await backgroundBrightness(page)).toBeLessThan(50);
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await page.getByRole('tab', { name: 'Appearance' }).click();
    expect(await page.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe('true');
    expect(await backgroundBrightness(page)).toBeLessThan(50);
    // antd's dark algorithm: cards are drawn on a dark container colour too.
    const cardBrightness = await page.locator('.docnet-card').first().evaluate((card) => {
      const [r = 255, g = 255, b = 255] = (getComputedStyle(card).backgroundColor.match(/\d+/g) ?? []).map(Number);
      return (r + g + b) / 3;
    });
    expect(cardBrightness).toBeLessThan(60);
    await expectAccessible(page, 'settings, Appearance tab after switching to dark');

    await page.getByRole('radio', { name: /option 3/i }).check();
    await page.getByText('Your logo has been updated to option 3').waitFor();
    await page.locator('a[aria-label="DocNet home"][data-logo-variant="smile"]').nth(1).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('site-logo'))).toBe('smile');

    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await page.getByText('Light Mode Activated').waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    expect(await backgroundBrightness(page)).toBeGreaterThan(200);
  });

  it('follows the system preference until the member chooses', async () => {
    const page = await newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await backgroundBrightness(page)).toBeLessThan(50);
  });

  it('saves notification settings that survive a reload', async () => {
    const member = await registerMember();
    const page = await newPage();
    await signIn(page, member);
    await openSettingsTab(page, 'Account');
    await page.getByRole('link', { name: 'Edit Profile' }).waitFor();
    await expectAccessibleInBothThemes(page, 'settings, Account tab');
    await page.getByRole('tab', { name: 'Privacy' }).click();
    await page.getByRole('switch', { name: 'Public profile' }).waitFor();
    await expectAccessibleInBothThemes(page, 'settings, Privacy tab');
    // A change is confirmed, not saved silently.
    await page.getByRole('switch', { name: 'Location sharing' }).click();
    await page.getByText('Your privacy settings have been updated').waitFor();

    await page.getByRole('tab', { name: 'Notifications' }).click();
    const digest = page.getByRole('switch', { name: 'Digest mode' });
    expect(await digest.getAttribute('aria-checked')).toBe('false');
    await expectAccessibleInBothThemes(page, 'settings, Notifications tab');
    expect(await page.getByRole('switch', { name: 'Likes', exact: true }).getAttribute('aria-checked')).toBe('true');

    await digest.click();
    // antd's button-style radios hide the input: the member clicks the label.
    await page.locator('label.ant-radio-button-wrapper', { hasText: 'Weekly' }).click();
    await page.getByRole('switch', { name: 'Likes', exact: true }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Your notification preferences have been updated').waitFor();

    await page.reload();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.getByRole('switch', { name: 'Digest mode', checked: true }).waitFor();
    expect(await page.getByRole('switch', { name: 'Likes', exact: true }).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Comments', exact: true }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('radio', { name: 'Weekly' }).isChecked()).toBe(true);
  });

  it('changes the password from the Security tab', async () => {
    const member = await registerMember();
    const page = await newPage();
    await signIn(page, member);
    await openSettingsTab(page, 'Security');
    await page.getByRole('switch', { name: 'Two-factor authentication' }).waitFor();
    await expectAccessibleInBothThemes(page, 'settings, Security tab');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByLabel('New password', { exact: true }).fill('Fresh-Passw0rd');
    await dialog.getByLabel('Confirm new password').fill('Fresh-Passw0rd');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await dialog.getByText('Current password is incorrect').waitFor();
    await expectAccessible(page, 'Change Password dialog with an error');

    await dialog.getByLabel('Current password').fill(member.password);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password Changed', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const elsewhere = await newPage();
    await enterPassword(elsewhere, member);
    await elsewhere.getByText('Login Failed').waitFor();
    await signIn(elsewhere, member, 'Fresh-Passw0rd');
  });

  it('with two-factor on, sign-in asks for the SMS code', async () => {
    const member = await registerMember({ verifiedPhone: true });
    const page = await newPage();
    await signIn(page, member);
    await openSettingsTab(page, 'Security');
    await page.getByRole('switch', { name: 'Two-factor authentication' }).click();
    await page.getByText('Your security settings have been updated').waitFor();

    const since = new Date();
    const other = await newPage();
    await enterPassword(other, member);
    await other.getByText('Enter the 6-digit code we sent to your phone to finish signing in.').waitFor();
    await other.getByText('Verification Code Sent').waitFor();
    // It says which phone, and another code can be asked for: the newest is the one that works.
    const masked = `(${member.phoneNumber.slice(0, 3)}) •••-••${member.phoneNumber.slice(-2)}`;
    await other.getByText(`Sent to ${masked}.`).waitFor();
    await other.getByRole('button', { name: 'Resend code' }).click();
    await other.getByText(`We sent a new code to ${masked}.`).waitFor();
    await expectAccessible(other, 'sign-in, SMS code step');
    const code = codeIn(await waitForOutboxMessage('sms', member.phoneNumber, since));
    await other.getByRole('textbox', { name: 'Verification code' }).fill(code === '000000' ? '111111' : '000000');
    await other.getByRole('button', { name: 'Verify Code' }).click();
    await other.getByText('Invalid or expired verification code.').waitFor();
    await other.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await other.getByRole('button', { name: 'Verify Code' }).click();
    await waitForPath(other, '/');
    await other.getByText('Login Successful').waitFor();

    // Turning it off asks for the current password (a borrowed session alone cannot), on a phone's screen too.
    await page.setViewportSize({ width: 390, height: 844 });
    const twoFactor = page.getByRole('switch', { name: 'Two-factor authentication' });
    await twoFactor.click();
    const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm.getByLabel('Current password').fill('not-my-password');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.getByText('Current password is incorrect').waitFor();
    await expectAccessible(page, 'step-up password dialog with an error');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await twoFactor.getAttribute('aria-checked')).toBe('true');
    await twoFactor.click();
    await confirm.getByLabel('Current password').fill(member.password);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('switch', { name: 'Two-factor authentication', checked: false }).waitFor();
    const notice = await waitForOutboxMessage('email', member.email, since, /security change/i);
    expect(notice.text).toContain('Two-factor sign-in was turned off');
  });
});

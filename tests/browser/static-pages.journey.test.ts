/**
 * Browser journeys (static and help pages): a visitor opens the landing page, About, Privacy & Terms
 * and the SMS pages (13 sections of SMS terms), uses the Help Center's single-open FAQ and its 'Contact Support'
 * link, sends the contact form, and applies a logo on /logo-options: the navigation bar and the footer change at
 * once and keep the choice after a reload.
 * Drives Debian's Chromium through playwright-core against the running stack (BFF serving the SPA).
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import type { Locator, Page } from 'playwright-core';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe';
import { PHONE_VIEWPORT, useChromium } from './support/chromium';
import { gotoOk } from './support/members';

jest.setTimeout(180_000);

const chromium = useChromium();

const visitorPage = () => chromium.newPage();

const backToHome = (page: Page): Locator => page.getByRole('link', { name: /Back to Home/ });

describe('static and help pages', () => {
  it('shows the landing, about, privacy and SMS pages to a visitor', async () => {
    const page = await visitorPage();

    await gotoOk(page, '/public');
    await page.getByRole('link', { name: 'Professional Login' }).waitFor({ timeout: 60_000 });
    await expect(page.getByRole('link', { name: 'Join Network' }).getAttribute('href')).resolves.toBe('/register');
    await page.getByRole('link', { name: 'Learn More' }).waitFor();
    for (const text of ['Verified Professionals', 'State Served So Far', 'Secure Authentication', 'NPI Integration', 'Credential Tracking']) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await expectAccessibleInBothThemes(page, 'landing');

    // Links are checked by their target and followed by a page load: a lazily loaded screen's chunk may be
    // replaced by a concurrent build of the shared web/dist, which gotoOk rides out.
    await expect(page.getByRole('navigation', { name: 'Landing', exact: true }).getByRole('link', { name: 'About' }).getAttribute('href')).resolves.toBe('/about');
    await gotoOk(page, '/about');
    await page.getByRole('heading', { name: 'About DocNet' }).waitFor();
    await page.getByRole('heading', { name: 'SMS Services' }).waitFor();
    await expectAccessibleInBothThemes(page, 'about');
    await expect(backToHome(page).getAttribute('href')).resolves.toBe('/');

    await expect(page.getByRole('link', { name: 'SMS Terms and Conditions' }).getAttribute('href')).resolves.toBe('/sms-terms');
    await gotoOk(page, '/sms-terms');
    await page.getByText('Effective June 3, 2025').waitFor();
    const sections = page.locator('article section h2');
    await expect(sections.count()).resolves.toBe(13);
    await expect(sections.first().innerText()).resolves.toBe('1. SMS Service');
    await expect(sections.last().innerText()).resolves.toBe('13. Changes to These Terms');
    await expectAccessibleInBothThemes(page, 'SMS terms');

    await gotoOk(page, '/sms-consent');
    for (const text of ['1-3 messages during registration.', '1-2 messages per login session.']) {
      await page.getByText(text).waitFor();
    }
    await expectAccessibleInBothThemes(page, 'SMS consent');

    await gotoOk(page, '/privacy');
    await page.getByRole('heading', { name: 'Privacy & Terms' }).waitFor();
    await page.getByText('Last updated May 15, 2025').waitFor();
    await expectAccessibleInBothThemes(page, 'privacy');
    await gotoOk(page, '/guidelines');
    await page.getByRole('heading', { name: 'Community Guidelines', level: 1 }).waitFor();
    await expectAccessibleInBothThemes(page, 'guidelines');
  });

  it('opens one FAQ answer at a time and leads to the contact form', async () => {
    const page = await visitorPage();
    await gotoOk(page, '/help');
    await page.getByRole('heading', { name: 'Help Center' }).waitFor({ timeout: 60_000 });
    await page.getByText('Getting Started', { exact: true }).waitFor();

    // A single-open accordion: each question is a button with aria-expanded.
    const create = page.getByRole('button', { name: 'How do I create an account?' });
    const message = page.getByRole('button', { name: 'Can I message other professionals?' });
    await create.click();
    await page.getByText(/professional email address/).waitFor();
    await expect(create.getAttribute('aria-expanded')).resolves.toBe('true');
    await expectAccessibleInBothThemes(page, 'help with an open answer');

    await message.click();
    await page.getByText(/only your accepted connections/).waitFor();
    await expect(message.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(create.getAttribute('aria-expanded')).resolves.toBe('false');

    // Collapsible: a second click closes the open answer.
    await message.click();
    await expect(message.getAttribute('aria-expanded')).resolves.toBe('false');

    await expect(page.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).resolves.toBe('/contact');
    await gotoOk(page, '/contact');
    await page.getByText('Mon-Fri 9am-5pm EST').waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const text of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await expectAccessibleInBothThemes(page, 'contact form with errors');
    await page.getByLabel('Name').fill('Journey Visitor');
    await page.getByLabel('Email').fill('visitor@example.com');
    await page.getByLabel('Subject').fill('Verification question');
    await page.getByLabel('Message').fill('How long does NPI verification take?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Received').waitFor();
    await expectAccessible(page, 'contact form sent');
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByLabel('Name').inputValue()).resolves.toBe('');
  });

  it('applies a logo from /logo-options: the header and the footer change at once and after a reload', async () => {
    const page = await visitorPage();
    const headerLogo = page.locator('header a[aria-label="DocNet home"]');
    const footerLogo = page.locator('footer a[aria-label="DocNet home"]');

    await gotoOk(page, '/logo-options');
    await page.getByRole('button', { name: 'Apply Selected Logo' }).waitFor({ timeout: 60_000 });
    await expect(headerLogo.getAttribute('data-logo-variant')).resolves.toBe('default');
    await expect(page.getByRole('button', { name: /^Select / }).count()).resolves.toBe(6);
    await expectAccessibleInBothThemes(page, 'logo options');

    await page.getByRole('button', { name: 'Select Mesh Network' }).click();
    await expect(page.getByRole('button', { name: 'Select Mesh Network' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Apply Selected Logo' }).click();
    await page.getByText('Your logo has been updated to option 6').waitFor();
    await page.getByText('Logo Updated', { exact: true }).waitFor();
    await expect(headerLogo.getAttribute('data-logo-variant')).resolves.toBe('mesh');
    await expect(footerLogo.getAttribute('data-logo-variant')).resolves.toBe('mesh');
    await expect(page.evaluate(() => localStorage.getItem('site-logo'))).resolves.toBe('mesh');

    await page.reload();
    await headerLogo.waitFor();
    await expect(headerLogo.getAttribute('data-logo-variant')).resolves.toBe('mesh');
    await backToHome(page).waitFor();
  });

  it('on a phone, Learn More scrolls to the features below the header, in words a clinician reads', async () => {
    const page = await chromium.newPage(PHONE_VIEWPORT);
    await gotoOk(page, '/public');
    const features = page.getByRole('heading', { name: 'Built for clinical professionals' });
    const top = () => features.evaluate((node) => Math.round(node.getBoundingClientRect().top));
    expect(await top()).toBeGreaterThan(PHONE_VIEWPORT.height);
    await page.getByRole('link', { name: 'Learn More' }).click();
    // Smooth scrolling: wait until it has come to rest inside the screen, under the 64 px sticky header.
    await page.waitForFunction(() => {
      const box = document.getElementById('landing-features')?.getBoundingClientRect();
      return box !== undefined && box.top >= 64 && box.bottom <= window.innerHeight;
    });
    await expect(features.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    expect(await top()).toBeGreaterThanOrEqual(64);

    // Developer's words and a bare 'State 1' are gone from the page.
    const text = await page.locator('body').innerText();
    for (const jargon of ['Cookie sessions', 'Uptime', /\bState\s+1\b/]) expect(text).not.toMatch(jargon);
  });
});

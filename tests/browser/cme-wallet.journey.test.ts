/**
 * Browser journey of the CME/CE wallet on a phone (390×844): a member adds a Texas MD and a Florida MD licence,
 * uploads the PDF certificate of a 3-hour Category 1 opioid-prescribing course, whose text fills the credit form (a date
 * in the future first: refused with a message the member can act on), and sees it count toward both licences' totals and Texas' opioid topic, with what is still
 * due, soonest first, dated, and downloads the Texas transcript PDF; another member's wallet stays empty and private. A California dentist with a DEA
 * registration and a moderate-sedation permit sees the permit's 15 units added, and an infection-control course
 * count toward its topic only once its provider is marked board-approved.
 * Drives Debian's Chromium through playwright-core against the running stack (BFF serving the SPA).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { CmeWalletMessages } from '@docnet/contracts';
import { expectAccessible } from './support/axe';
import { PHONE_VIEWPORT, useChromium } from './support/chromium';
import { gotoOk, poll, registerMember, signIn } from './support/members';

jest.setTimeout(300_000);

const chromium = useChromium();
/** Made by Chromium from a provider's certificate page (bff/test/fixtures/real-world/make-corpus.sh). */
const CERTIFICATE = join(__dirname, '../../bff/test/fixtures/real-world/cme-certificate-chromium.pdf');

async function walletPage(label: string): Promise<Page> {
  const page = await chromium.newPage(PHONE_VIEWPORT);
  await signIn(page, await registerMember(label));
  await gotoOk(page, '/resources/cme-wallet');
  await page.getByRole('heading', { name: 'CME Wallet' }).waitFor();
  return page;
}

/** Picks a state by typing part of its name, as a member does on a phone. */
async function chooseState(dialog: Locator, typed: string, option: string): Promise<void> {
  const field = dialog.getByLabel('State', { exact: true });
  await field.click();
  await field.fill(typed);
  await dialog.page().locator(`.ant-select-item-option[title="${option}"]`).click();
}

async function addLicence(page: Page, typed: string, state: string, number: string, issued: string, expires: string, more?: (dialog: Locator) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Add licence', exact: true }).click();
  const dialog = page.getByRole('form', { name: 'Add licence' });
  await chooseState(dialog, typed, state);
  await more?.(dialog);
  await dialog.getByLabel('Licence number').fill(number);
  await dialog.getByLabel('First issued').fill(issued);
  await dialog.getByLabel('Expires').fill(expires);
  await dialog.getByLabel('I hold a DEA registration').check();
  await dialog.getByLabel('DEA registration date').fill('2024-05-20');
  await dialog.getByRole('button', { name: 'Add licence', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('CME wallet journey (phone)', () => {
  it('adds a Texas and a Florida licence and a credit that counts toward both, and shows what is due with dates', async () => {
    const page = await walletPage('wallet');
    await page.getByText('Add a licence to see what its board asks of you.').waitFor();

    await addLicence(page, 'Texa', 'Texas (TX)', 'Q-48213', '2015-04-01', '2027-03-31');
    await addLicence(page, 'flor', 'Florida (FL)', 'ME 120934', '2016-02-01', '2027-01-31');
    const texas = page.getByRole('region', { name: 'Texas licence' });
    const florida = page.getByRole('region', { name: 'Florida licence' });
    await texas.waitFor();
    await florida.waitFor();

    await page.getByRole('button', { name: 'Add credit', exact: true }).click();
    const dialog = page.getByRole('form', { name: 'Add credit' });
    // A certificate printed from the provider's site: its text fills the form, for the member to check.
    await dialog.locator('input[type="file"]').setInputFiles(CERTIFICATE);
    await dialog.getByText(/^Filled from cme-certificate-chromium\.pdf: title, provider, accreditor, credit type, hours, completion date\./).waitFor();
    expect(await dialog.getByLabel('Activity title').inputValue()).toBe('Safer Opioid Prescribing: Tapering, Naloxone and the Texas Rules');
    expect(await dialog.getByLabel('Provider', { exact: true }).inputValue()).toBe('Texas Medical Association');
    expect(await dialog.getByLabel('Hours').inputValue()).toBe('3');
    expect(await dialog.getByLabel('Completed').inputValue()).toBe('2026-03-14');
    await dialog.getByLabel('Completed').fill('2099-01-01');
    await dialog.getByLabel('Opioid prescribing').check();
    await dialog.getByRole('button', { name: 'Add credit', exact: true }).click();
    await dialog.getByText(CmeWalletMessages.completedOnNotFuture).waitFor();
    await dialog.getByLabel('Completed').fill('2026-03-14');
    // Enter in a field submits the form, as a phone keyboard's Go key does.
    await dialog.getByLabel('Hours').press('Enter');
    await dialog.waitFor({ state: 'hidden' });

    // One credit, both licences: 3 of Texas' 48 and of Florida's 40, and Texas' opioid topic met by it.
    await texas.getByLabel('48 hours every 24 months: 3 h of 48 h').waitFor();
    await florida.getByLabel('40 hours every 24 months: 3 h of 40 h').waitFor();
    await texas.getByText('Opioids and pain management', { exact: true }).waitFor();

    const due = page.getByRole('list', { name: 'Due next' });
    const lines = await poll(() => due.getByRole('listitem').allInnerTexts(), (texts) => texts.some((text) => text.startsWith('Texas (MD)')));
    expect(lines).toContain('Texas (MD): 2 h Medical ethics and/or professional responsibility (within the formal credits) due by 31 Mar 2027');
    expect(lines).toContain('Florida (MD): 2 h Prevention of medical errors due by 31 Jan 2027');
    expect(lines[0]).toBe('Federal (DEA): 8 h DEA MATE Act: training on treating and managing opioid or other substance-use disorders due by 20 May 2024');
    await expectAccessible(page, 'CME wallet');

    // The audit transcript of the Texas cycle downloads as a PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), texas.getByRole('link', { name: 'Download transcript (PDF): Texas' }).click()]);
    expect(download.suggestedFilename()).toBe('CME transcript TX MD 2025-04-01 to 2027-03-31.pdf');
    expect(readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const stranger = await walletPage('stranger');
    await stranger.getByText('Add a licence to see what its board asks of you.').waitFor();
    expect(await stranger.getByRole('region', { name: 'Texas licence' }).count()).toBe(0);
  });

  it("applies a California dentist's sedation-permit units and the board-approved-provider rule", async () => {
    const page = await walletPage('dentist');
    await addLicence(page, 'calif', 'California (CA)', 'D 61234', '2012-07-01', '2027-06-30', async (dialog) => {
      // The chosen option's text lies over the select's input, so the click goes through it.
      await dialog.getByLabel('Profession', { exact: true }).click({ force: true });
      await dialog.page().locator('.ant-select-item-option[title="Dentist"]').click();
      await dialog.getByLabel('Moderate sedation').check();
    });
    const california = page.getByRole('region', { name: 'California licence' });
    // 50 units for a dentist, 15 more for the moderate-sedation permit.
    await california.getByLabel('65 units every 24 months: 0 h of 65 h').waitFor();

    const title = "Infection control for the dental team: Ngô & O'Neill";
    await page.getByRole('button', { name: 'Add credit', exact: true }).click();
    const dialog = page.getByRole('form', { name: 'Add credit' });
    await dialog.getByLabel('Activity title').fill(title);
    await dialog.getByLabel('Provider', { exact: true }).fill('CDA Cares Institute');
    await dialog.getByLabel('Credit type', { exact: true }).click({ force: true });
    await page.locator('.ant-select-item-option[title="ADA CERP"]').click();
    await dialog.getByLabel('Hours').fill('2');
    await dialog.getByLabel('Completed').fill('2026-01-10');
    await dialog.getByLabel('Infection control', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Add credit', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The units count toward the total, not toward infection control: its provider is not marked board-approved.
    await california.getByLabel('65 units every 24 months: 2 h of 65 h').waitFor();
    const due = page.getByRole('list', { name: 'Due next' });
    const infection = 'California (Dentist): 2 h Infection control (board-approved provider) due by 30 Jun 2027';
    expect(await poll(() => due.getByRole('listitem').allInnerTexts(), (texts) => texts.includes(infection))).toContain(infection);
    await california.getByText('Why').first().click();
    await california.getByText(/Moderate sedation permit: \+15 units/).waitFor();

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('form', { name: 'Edit credit' });
    await edit.getByLabel('Registered provider of the Dental Board of California').check();
    await edit.getByRole('button', { name: 'Save credit' }).click();
    await edit.waitFor({ state: 'hidden' });
    expect(await poll(() => due.getByRole('listitem').allInnerTexts(), (texts) => !texts.includes(infection))).not.toContain(infection);
    await expectAccessible(page, 'CME wallet of a dentist');
  });
});

/**
 * NPI bound to the person, in the browser: a member whose NPI was only claimed at activation opens
 * 'Verify NPI' (Settings → Security), gets the code at the phone the NPI registry lists for their NPI (identity's
 * local outbox), enters it, and the 'NPI verified' badge appears on their profile and in search results; the
 * Verification tab says 'Verified' only then.
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { codeIn, waitForOutboxMessage } from '../harness/outbox';
import { animationsSettled, useChromium } from './support/chromium';
import { gotoOk, registerMember, signIn, uniqueWordOf } from './support/members';

jest.setTimeout(120_000);

const chromium = useChromium();
/** Susan White of the synthetic registry: the practice phone it lists, and how the dialog masks it. */
const REGISTRY = { npi: '1057559472', phone: '2125550116', masked: '(212) •••-••16' };

describe('NPI binding journey', () => {
  it('binds the NPI with the code sent to the registry phone, and the badge appears on the profile and in search results', async () => {
    const member = await registerMember('npi', { npi: REGISTRY.npi });
    const page = await chromium.newPage();
    const id = await signIn(page, member);

    await gotoOk(page, `/profile/${id}`);
    await page.getByRole('heading', { level: 1, name: member.name }).waitFor();
    expect(await page.getByLabel('NPI verified').count()).toBe(0);
    const verificationTab = page.getByLabel('Verification', { exact: true });
    await gotoOk(page, `/profile/${id}/edit`);
    await page.getByRole('tab', { name: 'Verification' }).click();
    await verificationTab.getByText('Pending verification', { exact: true }).waitFor();

    await gotoOk(page, '/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Verify NPI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify NPI' });
    expect(await dialog.getByLabel('NPI', { exact: true }).inputValue()).toBe(REGISTRY.npi);
    // A click while the dialog still zooms in can miss the radio.
    await animationsSettled(page);
    await dialog.getByRole('radio', { name: 'Voice call' }).check();
    await dialog.getByRole('radio', { name: 'SMS' }).check();
    const since = new Date(Date.now() - 1000);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText(`We sent a code to ${REGISTRY.masked}`).waitFor();

    const code = codeIn(await waitForOutboxMessage('sms', REGISTRY.phone, since));
    await dialog.getByLabel('Verification code', { exact: true }).fill(code);
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText(`NPI ${REGISTRY.npi} is verified on your profile.`).first().waitFor();
    await page.getByLabel('NPI verified').first().waitFor();

    await gotoOk(page, `/profile/${id}`);
    await page.getByRole('heading', { level: 1, name: member.name }).waitFor();
    await page.getByLabel('Profile').getByLabel('NPI verified').waitFor();
    await gotoOk(page, `/profile/${id}/edit`);
    await page.getByRole('tab', { name: 'Verification' }).click();
    await verificationTab.getByText('Verified', { exact: true }).waitFor();

    // Search results read profile's index, which follows identity's event: reload until it has it.
    const result = page.getByTestId('search-result').filter({ hasText: member.name });
    for (let attempt = 0; ; attempt += 1) {
      await gotoOk(page, `/search?query=${encodeURIComponent(uniqueWordOf(member))}`);
      await result.waitFor();
      if ((await result.getByLabel('NPI verified').count()) === 1 || attempt >= 10) break;
      await new Promise((done) => setTimeout(done, 1000));
    }
    await result.getByLabel('NPI verified').waitFor({ timeout: 1000 });
  });
});

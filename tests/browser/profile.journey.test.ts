/**
 * Browser journeys: the profile edit screen (every tab saves and survives a reload), the
 * owner-only edit (another member gets 'Access Denied' and is redirected; the server refuses their PATCH),
 * profile views counted for the viewed member, and doctor search by name ('Found 1 doctor').
 * Drives Debian's Chromium through playwright-core against the running stack (BFF serving the SPA).
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium),
 * DOCNET_STACK_FILE (to find identity's outbox for the email code; else DOCNET_OUTBOX_DIR or <repo>/.local/outbox).
 */
import type { Page } from 'playwright-core';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe';
import { pathnameOf, useChromium, waitForPath } from './support/chromium';
import { gotoOk, poll, registerMember, signIn, uniqueWordOf } from './support/members';

jest.setTimeout(180_000);

const chromium = useChromium();

const newPage = () => chromium.newPage();

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
}

/**
 * antd Select: open it by its input id, pick the option by its title, and wait until the list has closed, as a
 * member does: a click while the list still fades out once left the checkbox below it unchanged (CI).
 */
async function chooseOption(page: Page, inputId: string, option: string): Promise<void> {
  await page.locator(`[id="${inputId}"]`).click();
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'detached' });
}

const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);

describe('profile journeys', () => {
  it('saves every tab of the profile edit screen and keeps the values after a reload', async () => {
    const member = await registerMember('editor');
    const page = await newPage();
    const id = await signIn(page, member);

    await gotoOk(page, `/profile/${id}/edit`);
    await page.getByRole('heading', { name: 'Complete Your Profile' }).waitFor();
    await page.getByText('Build your professional dental network profile').waitFor();

    // Basic Information: a US number formats as you type; one with +1, an international one and an extension
    // are formatted when the field is left; a number that is none is refused, never cut to fit.
    const newName = `${member.name} Updated`;
    await byId(page, 'name').fill(newName);
    await byId(page, 'officePhone').pressSequentially('5559876543');
    expect(await byId(page, 'officePhone').inputValue()).toBe('(555) 987-6543');
    await byId(page, 'phoneNumber').fill('+1 (615) 555-0142');
    await byId(page, 'fax').fill('+44 20 7946 0958 ext 12');
    await byId(page, 'fax').press('Tab');
    expect(await byId(page, 'fax').inputValue()).toBe('+44 20 7946 0958 ext. 12');
    expect(await byId(page, 'phoneNumber').inputValue()).toBe('(615) 555-0142');
    await byId(page, 'officePhone').fill('555987654399');
    await page.getByRole('button', { name: 'Save Basic Information' }).click();
    await page.getByText('Please enter a valid phone number', { exact: true }).waitFor();
    await expectAccessibleInBothThemes(page, 'profile edit, Basic Information with an error');
    expect(await byId(page, 'officePhone').inputValue()).toBe('555987654399');
    await byId(page, 'officePhone').fill('5559876543');
    await page.getByRole('button', { name: 'Save Basic Information' }).click();
    await page.getByText('Your basic information has been saved successfully.', { exact: true }).waitFor();

    // Practice Information.
    await openTab(page, 'Practice Information');
    await byId(page, 'practiceName').fill('Journey Dental Group');
    await byId(page, 'practiceWebsite').fill('www.journey-dental.example');
    await chooseOption(page, 'practiceType', 'Group Practice');
    await page.getByRole('group', { name: 'Dental Specialties' }).getByLabel('Orthodontics', { exact: true }).check();
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.getByRole('group', { name: 'Languages Spoken' }).getByLabel('Spanish', { exact: true }).check();
    await expectAccessibleInBothThemes(page, 'profile edit, Practice Information');
    await page.getByRole('button', { name: 'Save Practice Information' }).click();
    await page.getByText('Practice Information Updated', { exact: true }).waitFor();

    // Addresses & Locations: an incomplete address blocks the save, a complete one saves.
    await openTab(page, 'Addresses & Locations');
    await page.getByRole('button', { name: 'Add Location (1/10)' }).waitFor();
    await byId(page, 'practiceLocations.0.street').fill('100 Journey Way');
    await page.getByRole('button', { name: 'Save Addresses' }).click();
    await page.getByText('Please fix address validation errors before saving.', { exact: true }).waitFor();
    await byId(page, 'practiceLocations.0.city').fill('Austin');
    await byId(page, 'practiceLocations.0.state').fill('TX');
    // A 3-digit ZIP fails the check with the message Save would give.
    await byId(page, 'practiceLocations.0.zipcode').fill('787');
    await page.getByRole('button', { name: 'Validate Address' }).nth(1).click();
    await page.getByRole('alert').filter({ hasText: 'ZIP code is required' }).first().waitFor();
    await byId(page, 'practiceLocations.0.zipcode').fill('78701');
    await page.getByRole('button', { name: 'Validate Address' }).nth(1).click();
    await page.getByText('Address appears to be valid', { exact: true }).waitFor();
    await expectAccessibleInBothThemes(page, 'profile edit, Addresses & Locations');
    await page.getByRole('button', { name: 'Save Addresses' }).click();
    await page.getByText('Addresses Updated', { exact: true }).waitFor();

    // Professional Details.
    await openTab(page, 'Professional Details');
    await byId(page, 'specialty').fill('Orthodontist');
    await byId(page, 'hospital').fill('Journey Hospital');
    await byId(page, 'licenseNumber').fill('LIC-12345');
    await expectAccessibleInBothThemes(page, 'profile edit, Professional Details');
    await page.getByRole('button', { name: 'Save Professional Details' }).click();
    await page.getByText('Your professional details have been saved successfully.', { exact: true }).waitFor();

    // Everything survives a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Complete Your Profile' }).waitFor();
    await expectValue(page, 'name', newName);
    await expectValue(page, 'officePhone', '(555) 987-6543');
    await expectValue(page, 'phoneNumber', '(615) 555-0142');
    await expectValue(page, 'fax', '+44 20 7946 0958 ext. 12');
    // 7 of 8 items (no NPI): 87.5 rounded.
    await page.getByText('Profile completion: 88%').waitFor();
    await page.getByText('Nearly Complete', { exact: true }).waitFor();

    await openTab(page, 'Practice Information');
    await expectValue(page, 'practiceName', 'Journey Dental Group');
    await expectValue(page, 'practiceWebsite', 'https://www.journey-dental.example');
    await page.locator('.ant-select-selection-item[title="Group Practice"]').waitFor();
    expect(await page.getByRole('group', { name: 'Dental Specialties' }).getByLabel('Orthodontics', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Yes', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: 'Languages Spoken' }).getByLabel('Spanish', { exact: true }).isChecked()).toBe(true);

    await openTab(page, 'Addresses & Locations');
    await expectValue(page, 'practiceLocations.0.street', '100 Journey Way');
    await expectValue(page, 'practiceLocations.0.zipcode', '78701');

    await openTab(page, 'Professional Details');
    await expectValue(page, 'specialty', 'Orthodontist');
    await expectValue(page, 'licenseNumber', 'LIC-12345');

    await openTab(page, 'Verification');
    await page.getByText('Not provided', { exact: true }).waitFor();
    await page.getByRole('tabpanel').getByText('Group Practice', { exact: true }).waitFor();
    await expectAccessibleInBothThemes(page, 'profile edit, Verification');

    // The profile view shows the saved card.
    await gotoOk(page, `/profile/${id}`);
    await page.getByRole('heading', { name: newName }).waitFor();
    await page.getByText('Orthodontist at Journey Hospital', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    await expectAccessibleInBothThemes(page, 'own profile');
  });

  it("keeps a mailing address typed without a street and leaves Professional Details' city and ZIP alone", async () => {
    const member = await registerMember('mailing');
    const page = await newPage();
    const id = await signIn(page, member);
    await gotoOk(page, `/profile/${id}/edit`);
    await page.getByRole('heading', { name: 'Complete Your Profile' }).waitFor();

    await openTab(page, 'Professional Details');
    await byId(page, 'city').fill('Nashville');
    await byId(page, 'zipcode').fill('37203');
    await page.getByRole('button', { name: 'Save Professional Details' }).click();
    await page.getByText('Your professional details have been saved successfully.', { exact: true }).waitFor();

    await openTab(page, 'Addresses & Locations');
    await byId(page, 'mailingAddress.city').fill("Coeur d'Alene");
    await byId(page, 'mailingAddress.state').fill('ID');
    await byId(page, 'mailingAddress.zipcode').fill('83814');
    await byId(page, 'practiceLocations.0.street').fill('12 Broadway — Suite 4');
    await byId(page, 'practiceLocations.0.city').fill('Austin');
    await byId(page, 'practiceLocations.0.state').fill('TX');
    await byId(page, 'practiceLocations.0.zipcode').fill('78701');
    await page.getByRole('button', { name: 'Save Addresses' }).click();
    await page.getByText('Addresses Updated', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Complete Your Profile' }).waitFor();
    await openTab(page, 'Addresses & Locations');
    await expectValue(page, 'mailingAddress.city', "Coeur d'Alene");
    await expectValue(page, 'mailingAddress.zipcode', '83814');
    await expectValue(page, 'practiceLocations.0.city', 'Austin');
    await openTab(page, 'Professional Details');
    await expectValue(page, 'city', 'Nashville');
    await expectValue(page, 'zipcode', '37203');
  });

  it("refuses another member's edit screen with 'Access Denied' and counts the profile view", async () => {
    const owner = await registerMember('owner');
    const visitor = await registerMember('visitor');

    const ownerPage = await newPage();
    const ownerId = await signIn(ownerPage, owner);

    const page = await newPage();
    await signIn(page, visitor);

    await gotoOk(page, `/profile/${ownerId}/edit`);
    await page.getByText('Access Denied', { exact: true }).first().waitFor();
    await page.getByText('You can only edit your own profile', { exact: true }).first().waitFor();
    await waitForPath(page, `/profile/${ownerId}`);
    await page.getByRole('heading', { name: owner.name }).waitFor();
    await page.getByRole('button', { name: 'Connect', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit Profile' }).count()).toBe(0);
    await expectAccessibleInBothThemes(page, "another member's profile");

    // A profile that does not exist says so in words, never with the call's status and body.
    await gotoOk(page, '/profile/99999999');
    await page.getByRole('alert').filter({ hasText: 'Profile not found' }).waitFor();
    expect(await page.getByText('404', { exact: false }).count()).toBe(0);
    await expectAccessible(page, 'profile not found');

    // The server refuses the PATCH of another member's profile.
    const status = await page.evaluate(async (targetId) => {
      const response = await fetch(`/api/users/${targetId}`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Hijacked' }),
      });
      return response.status;
    }, ownerId);
    expect(status).toBe(403);

    // The visit above moved the owner's profile-views figure.
    await gotoOk(ownerPage, `/profile/${ownerId}`);
    const views = ownerPage.locator('.ant-statistic').filter({ hasText: 'Profile views' }).locator('.ant-statistic-content-value');
    await views.waitFor();
    const counted = await poll(async () => {
      await ownerPage.reload();
      await views.waitFor();
      return Number((await views.innerText()).replace(/\D/g, ''));
    }, (figure) => figure >= 1);
    expect(counted).toBeGreaterThanOrEqual(1);
  });

  it("finds a member by name from the navigation bar and shows 'Found 1 doctor'", async () => {
    const target = await registerMember('findme');
    const seeker = await registerMember('seeker');
    const page = await newPage();
    await signIn(page, seeker);

    // The unique word of the target's name (Q + suffix).
    const word = uniqueWordOf(target);
    const search = page.getByLabel('Find doctors');
    await search.fill(word);
    await search.press('Enter');
    await waitForPath(page, '/search');
    expect(new URL(page.url()).searchParams.get('query')).toBe(word);

    await page.getByRole('heading', { name: /^Found 1 doctor$/ }).waitFor();
    const result = page.getByTestId('search-result').filter({ hasText: target.name });
    await result.waitFor();
    // Two new members share no connection: no made-up count (it was always '12 mutual connections').
    expect(await result.getByText(/mutual connection/).count()).toBe(0);
    await expectAccessibleInBothThemes(page, 'search results');

    // An unknown name: 'No doctors found' with 'Show All Doctors'.
    await gotoOk(page, '/doctors?query=nobody-by-this-name-xyz');
    await page.getByRole('heading', { name: 'No doctors found' }).waitFor();
    await expectAccessible(page, 'search without results');
    await page.getByRole('button', { name: 'Show All Doctors' }).click();
    await page.getByRole('heading', { name: /^Found \d+ doctors$/ }).waitFor();
    expect(pathnameOf(page)).toBe('/doctors');
  });

  it('keeps a member who turned search visibility off on /settings out of search results', async () => {
    const hidden = await registerMember('hidden');
    const seeker = await registerMember('looker');
    const word = uniqueWordOf(hidden);

    const page = await newPage();
    const hiddenId = await signIn(page, hidden);
    await gotoOk(page, '/settings');
    await page.getByRole('tab', { name: 'Account', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Edit Profile' }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe(`/profile/${hiddenId}/edit`);
    await openTab(page, 'Privacy');
    const visibility = page.getByRole('switch', { name: 'Search visibility' });
    expect(await visibility.getAttribute('aria-checked')).toBe('true');
    await visibility.click();
    expect(await poll(() => visibility.getAttribute('aria-checked'), (checked) => checked === 'false')).toBe('false');

    // Stored by the server: still off after a reload.
    await page.reload();
    await openTab(page, 'Privacy');
    expect(await poll(() => page.getByRole('switch', { name: 'Search visibility' }).getAttribute('aria-checked'), (checked) => checked === 'false')).toBe('false');

    const seekerPage = await newPage();
    await signIn(seekerPage, seeker);
    await gotoOk(seekerPage, `/search?query=${encodeURIComponent(word)}`);
    await seekerPage.getByRole('heading', { name: 'No doctors found' }).waitFor();
    await seekerPage.getByRole('button', { name: 'Show All Doctors' }).waitFor();
  });
});

async function expectValue(page: Page, id: string, value: string): Promise<void> {
  expect(await poll(() => byId(page, id).inputValue(), (current) => current === value)).toBe(value);
}

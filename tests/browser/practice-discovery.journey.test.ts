/**
 * Browser journeys on a 390×844 phone of what colleagues find of a member's practice, and how members find each other:
 * - another member sees the practice card (practice, type, specialties, services, new patients, insurances,
 *   languages, the primary location and, on demand, the others), and a member who filled in only their practice
 *   locations is placed at the primary one on the profile card and in search;
 * - the notifications drop-down lies inside the screen;
 * - a physician filters search for cardiology among the physicians' specialties;
 * - the assistant's built-in engine finds an endodontist in Austin and links the full search;
 * - a search result's name opens the profile; the phone menu leads to Events, News, CME and Settings; an unknown
 *   address says so in plain words with a way home; a bio keeps its paragraphs.
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium),
 * DOCNET_STACK_FILE (to find identity's outbox for the email code; else DOCNET_OUTBOX_DIR or <repo>/.local/outbox).
 */
import type { Locator, Page } from 'playwright-core';
import { ApiRoutes, type AiChatResponse, type Address } from '@docnet/contracts';
import { expectAccessible } from './support/axe';
import { animationsSettled, BASE_URL, PHONE_VIEWPORT, useChromium, waitForPath } from './support/chromium';
import { apiMember, gotoOk, registerMember, setProfile, signIn, uniqueWordOf } from './support/members';

jest.setTimeout(300_000);

const chromium = useChromium();

const location = (street: string, city: string, state: string, zipcode: string, isPrimary = false): Address => ({
  type: 'practice',
  street,
  city,
  state,
  zipcode,
  country: 'United States',
  isPrimary,
});

/** A member signed in through the UI on the phone. */
async function phoneMember(label: string): Promise<{ page: Page; id: number }> {
  const page = await chromium.newPage(PHONE_VIEWPORT);
  const id = await signIn(page, await registerMember(label));
  return { page, id };
}

/** Fails unless the element lies wholly within the phone's width. */
async function expectWithinScreen(element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  if (!box) throw new Error(`${what} is not on the screen`);
  expect({ what, left: box.x >= 0, right: box.x + box.width <= PHONE_VIEWPORT.width }).toEqual({ what, left: true, right: true });
}

describe('practice and discovery on a phone', () => {
  it("shows a colleague's practice card, and places a member with only practice locations at the primary one", async () => {
    const owner = await apiMember(chromium.newContext, 'practice');
    const name = `Zoë O'Brien-Núñez ${uniqueWordOf(owner.member)}`;
    await setProfile(owner.api, owner.id, {
      name,
      bio: 'Endodontist in San Antonio since 2009.\n\nI take referrals for retreatments and cracked teeth.',
      practiceName: 'Clínica Dental Núñez & Hijos',
      practiceType: 'group',
      dentalSpecialties: ['endodontics', 'pediatric'],
      servicesOffered: ['preventive', 'emergency'],
      acceptingNewPatients: true,
      insurancesAccepted: ['delta_dental', 'aetna'],
      languagesSpoken: ['english', 'spanish'],
      practiceLocations: [
        location('2100 Ross Ave, Suite 400', 'Dallas', 'TX', '75201'),
        location('300 Alamo Plaza', 'San Antonio', 'TX', '78205', true),
        location('1 Civic Center Plaza', 'El Paso', 'TX', '79901'),
      ],
    });
    const { page } = await phoneMember('practiceviewer');

    await gotoOk(page, `/profile/${owner.id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    // City, state and ZIP are empty: the profile card places the member at the primary practice location.
    await page.getByLabel('Profile', { exact: true }).getByText('San Antonio, TX, 78205', { exact: true }).waitFor();
    const practice = page.getByLabel('Practice', { exact: true });
    for (const text of [
      'Clínica Dental Núñez & Hijos',
      'Group Practice',
      'Endodontics',
      'Pediatric Dentistry',
      'Preventive Care',
      'Accepting new patients',
      'Delta Dental',
      'Aetna',
      'Spanish',
      '300 Alamo Plaza, San Antonio, TX 78205',
    ]) {
      await practice.getByText(text, { exact: true }).waitFor();
    }
    await expectWithinScreen(practice, 'the practice card');
    // The other locations on demand.
    expect(await practice.getByText('Dallas', { exact: false }).count()).toBe(0);
    await practice.getByRole('button', { name: 'Show 2 other locations' }).click();
    const others = practice.getByRole('list', { name: 'Other locations' });
    await others.getByText('2100 Ross Ave, Suite 400, Dallas, TX 75201', { exact: true }).waitFor();
    await others.getByText('1 Civic Center Plaza, El Paso, TX 79901', { exact: true }).waitFor();
    await expectAccessible(page, 'profile with the practice card');
    // The bio keeps its paragraphs.
    const about = page.getByText(/^Endodontist in San Antonio since 2009\./);
    expect(await about.innerText()).toBe('Endodontist in San Antonio since 2009.\n\nI take referrals for retreatments and cracked teeth.');

    // Search by name: the result card shows the same place.
    await gotoOk(page, `/search?query=${encodeURIComponent(uniqueWordOf(owner.member))}`);
    const result = page.getByTestId('search-result').filter({ hasText: name });
    await result.getByText('San Antonio, TX 78205', { exact: true }).waitFor();
    // The name opens the profile.
    await result.getByRole('link', { name, exact: true }).click();
    await waitForPath(page, `/profile/${owner.id}`);
  });

  it('leads from the phone menu to Events, News, CME and Settings, and from an unknown address back home', async () => {
    const { page } = await phoneMember('menuphone');
    for (const [label, path] of [
      ['Events', '/events'],
      ['News', '/news'],
      ['CME', '/resources/cme'],
      ['Settings', '/settings'],
    ] as const) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('link', { name: label, exact: true }).click();
      await waitForPath(page, path);
      await menu.waitFor({ state: 'hidden' });
    }

    await page.goto('/practise-locations-typo');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('This page does not exist or has moved.', { exact: false }).waitFor();
    await expectAccessible(page, 'not-found screen on a phone');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await waitForPath(page, '/');
  });

  it('opens the notifications drop-down inside the screen', async () => {
    const { page } = await phoneMember('bellphone');
    await gotoOk(page, '/');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const list = page.getByLabel('Latest notifications');
    await list.getByText('Notifications', { exact: true }).waitFor();
    await animationsSettled(page);
    await expectWithinScreen(page.locator('.ant-popover').filter({ has: list }), 'the drop-down');
    await expectWithinScreen(list.getByText('Notifications', { exact: true }), 'its heading');
    await expectWithinScreen(list.getByRole('button', { name: 'Mark all as read' }), "'Mark all as read'");
  });

  it('lets a physician filter search for cardiology', async () => {
    const cardiologist = await apiMember(chromium.newContext, 'cardio');
    const name = `Amara Okafor-Lévesque ${uniqueWordOf(cardiologist.member)}`;
    await setProfile(cardiologist.api, cardiologist.id, {
      name,
      specialty: 'Interventional Cardiologist',
      practiceName: "St. Luke's Heart Institute",
      practiceType: 'medical_clinic',
      dentalSpecialties: ['cardiology'],
      city: 'Kansas City',
      state: 'MO',
    });
    const { page, id } = await phoneMember('physician');
    await setProfile(page.request, id, { specialty: 'Family Physician', dentalSpecialties: ['family_medicine'] });

    await gotoOk(page, '/search');
    await page.getByRole('button', { name: /Specialty/ }).click();
    const physicians = page.getByRole('group', { name: 'Physicians' });
    // (A click, not check(): choosing one runs the search, which redraws the list.)
    await physicians.getByRole('radio', { name: 'Cardiologist', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('specialty') === 'Cardiologist' && url.searchParams.get('filterType') === 'specialty');
    const result = page.getByTestId('search-result').filter({ hasText: name });
    await result.getByText('Interventional Cardiologist', { exact: true }).waitFor();
    await expectWithinScreen(result, 'the cardiologist found');
    await expectAccessible(page, 'search filtered for cardiologists');
  });

  it('finds an endodontist in Austin through the assistant, with a link to the full search', async () => {
    const endodontist = await apiMember(chromium.newContext, 'endo');
    const name = `Renée D'Souza ${uniqueWordOf(endodontist.member)}`;
    // Only a practice location in Austin: the assistant places them there as the profile does.
    await setProfile(endodontist.api, endodontist.id, {
      name,
      specialty: 'Endodontist',
      practiceLocations: [location('1201 W 6th St', 'Austin', 'TX', '78703', true)],
    });
    const { page } = await phoneMember('asker');
    const question = 'find an endodontist in Austin';
    // The assistant learns members from events: ask through the API until it knows the endodontist.
    const deadline = Date.now() + 90_000;
    for (;;) {
      const answer = await page.request.post(ApiRoutes.aiChat, { data: { message: question }, headers: { origin: BASE_URL } });
      if (answer.ok() && ((await answer.json()) as AiChatResponse).message.content.includes(name)) break;
      if (Date.now() > deadline) throw new Error(`the assistant never found ${name}: ${await answer.text()}`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }

    await gotoOk(page, '/assistant');
    const input = page.getByPlaceholder('Ask me about networking, career advice, or connections...');
    await input.fill(question);
    await input.press('Enter');
    const reply = page.getByTestId('chat-message-assistant').filter({ hasText: 'matching Endodontist in Austin' }).last();
    await reply.getByText(new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(Endodontist, Austin, TX\\)`)).waitFor();
    await expectAccessible(page, 'assistant answering a find request');
    await reply.getByRole('link', { name: 'Open the full search' }).click();
    await waitForPath(page, '/search');
    await page.getByTestId('search-result').filter({ hasText: name }).getByText('Austin, TX 78703', { exact: true }).waitFor();
  });
});

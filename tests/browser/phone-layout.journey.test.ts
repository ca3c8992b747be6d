/**
 * On a 390×844 phone, every control of the main screens can be tapped: each visible interactive element is at
 * least 44×44 px and stays inside the screen's width (the page scrolls down, never sideways). A failure names
 * each offender by screen, selector, text and size. A toast shown over an open dialog covers neither the
 * dialog's title nor its buttons, at its top or scrolled to its end.
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium),
 * DOCNET_STACK_FILE (to find identity's outbox for codes; else DOCNET_OUTBOX_DIR or <repo>/.local/outbox).
 */
import type { Page } from 'playwright-core';
import { autoSummary } from '@docnet/contracts';
import { animationsSettled, BASE_URL, PHONE_VIEWPORT, useChromium } from './support/chromium';
import { apiMember, gotoOk, setProfile, signIn, registerMember } from './support/members';
import { describeOffenders, layoutOffenders } from './support/tap-targets';

jest.setTimeout(600_000);

const chromium = useChromium();

/** Opens `path`, waits for `ready` to show and the screen to settle, and answers the offenders' lines. */
async function offendersOn(page: Page, screen: string, path: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  await gotoOk(page, path);
  try {
    await ready(page);
  } catch (error) {
    const text = await page.locator('body').innerText().catch(() => '');
    throw new Error(`${screen} did not show at ${page.url()}: ${text.slice(0, 400)}`, { cause: error });
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return offendersNow(page, screen);
}

/** The offenders' lines of the page as it shows now, once its animations have settled. */
async function offendersNow(page: Page, screen: string): Promise<string[]> {
  await page.mouse.move(0, 0);
  await animationsSettled(page);
  const offenders = await layoutOffenders(page);
  return offenders.length ? [describeOffenders(screen, offenders)] : [];
}

/**
 * What of the open dialog `name` the shown toast covers now: its title and each button, named with their boxes.
 * Empty when nothing is covered (or no toast shows).
 */
async function coveredByToast(page: Page, name: string): Promise<string[]> {
  return page.evaluate((dialogName) => {
    const toast = document.querySelector('.docnet-toast')?.getBoundingClientRect();
    const dialog = Array.from(document.querySelectorAll('[role=dialog]')).find(
      (node) => node.querySelector('.ant-modal-title')?.textContent === dialogName,
    );
    if (!toast || !dialog) return [`toast ${toast ? 'shown' : 'missing'}, dialog ${dialog ? 'open' : 'missing'}`];
    const parts = [dialog.querySelector('.ant-modal-title'), ...Array.from(dialog.querySelectorAll('button'))];
    // Only what shows: a part scrolled out of the dialogs' scrolling area is clipped by it.
    const area = dialog.closest('.ant-modal-wrap')?.getBoundingClientRect();
    const covered: string[] = [];
    for (const part of parts) {
      if (!part) continue;
      const box = part.getBoundingClientRect();
      const top = Math.max(box.top, area?.top ?? box.top);
      const bottom = Math.min(box.bottom, area?.bottom ?? box.bottom);
      if (box.width === 0 || bottom <= top) continue;
      const overlaps = box.left < toast.right && box.right > toast.left && top < toast.bottom && bottom > toast.top;
      const label = part.getAttribute('aria-label') ?? (part.textContent ?? '').trim();
      if (overlaps) covered.push(`"${label}" at y ${Math.round(box.top)}…${Math.round(box.bottom)} under the toast at y ${Math.round(toast.top)}…${Math.round(toast.bottom)}`);
    }
    return covered;
  }, name);
}

/** Scrolls the open dialogs' scrolling area to its end (a tall dialog on a phone) or back to its start. */
async function scrollDialogs(page: Page, to: 'start' | 'end'): Promise<void> {
  await page.evaluate((where) => {
    document.querySelectorAll('.ant-modal-wrap').forEach((wrap) => {
      wrap.scrollTop = where === 'end' ? wrap.scrollHeight : 0;
    });
  }, to);
  await animationsSettled(page);
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();

describe('phone layout: every control of the main screens is a 44×44 tap target inside the screen', () => {
  test('signed out: landing and sign-in', async () => {
    const page = await chromium.newPage(PHONE_VIEWPORT);
    const found = [
      ...(await offendersOn(page, 'landing', '/public', (p) => p.locator('main').first().waitFor())),
      ...(await offendersOn(page, 'sign-in', '/auth', (p) => p.getByLabel('Username', { exact: true }).waitFor())),
    ];
    expect(found.join('\n')).toBe('');
  });

  test('signed in: feed, profile, editor, search, network, events, news, CME, messages, notifications, settings', async () => {
    // A colleague with a long name and accents, so search and the lists have a card to measure.
    const colleague = await apiMember(chromium.newContext, 'tapcolleague');
    await setProfile(colleague.api, colleague.id, { city: 'Austin', state: 'TX' });
    const member = await registerMember('taptargets');
    const page = await chromium.newPage(PHONE_VIEWPORT);
    const id = await signIn(page, member);
    const screens: Array<[string, string, (page: Page) => Promise<unknown>]> = [
      ['home feed', '/', (p) => p.locator('main').first().waitFor()],
      ['profile', `/profile/${id}`, (p) => p.getByRole('tab').first().waitFor()],
      ['edit profile', `/profile/${id}/edit`, heading('Complete Your Profile')],
      ['search', '/search', (p) => p.locator('main').first().waitFor()],
      ['network', '/network', (p) => p.getByRole('tab').first().waitFor()],
      ['events', '/events', (p) => p.locator('main').first().waitFor()],
      ['news', '/news', (p) => p.locator('main').first().waitFor()],
      ['CME', '/resources/cme', (p) => p.locator('main').first().waitFor()],
      ['messages', '/messages', (p) => p.locator('main').first().waitFor()],
      ['notifications', '/notifications', (p) => p.locator('main').first().waitFor()],
      ['settings', '/settings', (p) => p.getByRole('tab').first().waitFor()],
    ];
    const found: string[] = [];
    for (const [screen, path, ready] of screens) found.push(...(await offendersOn(page, screen, path, ready)));

    // The settings tabs' switches (a 44×22 track drawn) and the chosen tags' × in the content dialog.
    for (const tab of ['Appearance', 'Privacy', 'Notifications']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).getByRole('switch').first().waitFor().catch(async (error: unknown) => {
        const text = await page.locator('body').innerText().catch(() => '');
        throw new Error(`settings, ${tab}: no switch in ${text.slice(0, 600)}`, { cause: error });
      });
      found.push(...(await offendersNow(page, `settings, ${tab}`)));
    }
    await gotoOk(page, '/');
    await page.getByRole('button', { name: 'Share a case study, article, or update...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Content' });
    for (const tag of ['Endodontie', 'pédiatrie']) {
      await dialog.getByLabel('Tags', { exact: true }).fill(tag);
      await dialog.getByLabel('Tags', { exact: true }).press('Enter');
      await dialog.getByRole('button', { name: `Remove tag ${tag}` }).waitFor();
    }
    found.push(...(await offendersNow(page, 'create content with tags')));
    expect(found.join('\n')).toBe('');
  });
});

describe('phone layout: a toast over an open dialog covers neither its title nor its buttons', () => {
  test('a refused password change and a refused upload, the dialog at its start and scrolled to its end', async () => {
    const member = await registerMember('toastdialog');
    const page = await chromium.newPage(PHONE_VIEWPORT);
    await signIn(page, member);

    // A short dialog: the wrong current password keeps 'Change Password' open under 'Password Not Changed'.
    await gotoOk(page, '/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    const passwordDialog = page.getByRole('dialog', { name: 'Change Password' });
    await passwordDialog.getByLabel('Current password').fill('not-my-password');
    await passwordDialog.getByLabel('New password', { exact: true }).fill('Fresh-Passw0rd');
    await passwordDialog.getByLabel('Confirm new password').fill('Fresh-Passw0rd');
    await passwordDialog.getByRole('button', { name: 'Update Password' }).click();
    await page.locator('.docnet-toast').getByText('Password Not Changed', { exact: true }).waitFor();
    await animationsSettled(page);
    expect(await coveredByToast(page, 'Change Password')).toEqual([]);
    await passwordDialog.getByRole('button', { name: 'Cancel' }).click();
    await passwordDialog.waitFor({ state: 'hidden' });

    // A tall dialog: a damaged PDF is refused by the server, 'Create Content' stays open under the toast.
    await page.locator('.docnet-toast').waitFor({ state: 'detached', timeout: 15_000 });
    await gotoOk(page, '/');
    await page.getByRole('button', { name: 'Share a case study, article, or update...' }).click();
    const contentDialog = page.getByRole('dialog', { name: 'Create Content' });
    // The dialog's code loads on the click: settled before it shows, its opening zoom was measured as its place.
    await contentDialog.waitFor();
    await animationsSettled(page);
    const dialogTop = () => contentDialog.evaluate((node) => Math.round(node.getBoundingClientRect().top));
    const usualTop = await dialogTop();
    await contentDialog.getByLabel('Title', { exact: true }).fill('Résumé of a molar’s endodontic retreatment');
    await contentDialog.getByLabel('Body', { exact: true }).fill('Retreatment after a missed MB2 canal. '.repeat(12));
    await contentDialog.locator('#attachmentFile').setInputFiles({
      name: 'periapical-scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('This was a PDF until the e-mail client cut it short.'),
    });
    await contentDialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.locator('.docnet-toast').getByText('Failed to upload file', { exact: true }).waitFor();
    await animationsSettled(page);
    expect(await coveredByToast(page, 'Create Content')).toEqual([]);
    await scrollDialogs(page, 'end');
    expect(await coveredByToast(page, 'Create Content')).toEqual([]);
    await scrollDialogs(page, 'start');
    expect(await coveredByToast(page, 'Create Content')).toEqual([]);

    // Once the toast is gone the dialog is back at its usual place.
    await page.locator('.docnet-toast').waitFor({ state: 'detached', timeout: 15_000 });
    await animationsSettled(page);
    expect(await dialogTop()).toBe(usualTop);
  });
});

describe('phone layout: a post on a phone', () => {
  test('People You May Know above the feed; Like, Comment and Share on one row; Share opens the share sheet; an auto-summary is not repeated', async () => {
    const author = await apiMember(chromium.newContext, 'sharer');
    const body = [
      'Retreatment of a mandibular first molar after a missed MB2 canal; the periapical radiolucency had grown steadily for',
      'eighteen months. Cone-beam imaging showed the second mesiobuccal canal, which was negotiated to length and obturated',
      'with warm vertical compaction. At the twelve-month review the lesion had healed.',
    ].join(' ');
    const title = 'Missed MB2 canal: retreatment, healed at twelve months';
    const posted = await author.api.post('/api/contents', {
      data: { title, body, summary: '', contentType: 'case_study', tags: ['Endodontics'] },
      headers: { origin: BASE_URL },
    });
    expect(posted.status()).toBe(201);
    const { id } = (await posted.json()) as { id: number };

    const reader = await registerMember('sharereader');
    const page = await chromium.newPage(PHONE_VIEWPORT);
    // The phone's share sheet is the system's: stand in for it, recording what the page hands over.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { sharedWith?: ShareData }).sharedWith = data;
        },
      });
    });
    await signIn(page, reader);

    // Home: People You May Know comes right after the composer, above the feed (it was below ten posts).
    const top = async (name: string) => {
      const heading = page.getByText(name, { exact: true }).first();
      await heading.waitFor();
      return (await heading.boundingBox())?.y ?? Number.NaN;
    };
    const [people, feed] = [await top('People You May Know'), await top('Your Feed')];
    expect(people).toBeLessThan(feed);
    expect(people).toBeLessThan(PHONE_VIEWPORT.height);

    await gotoOk(page, `/content/${id}`);
    const card = page.getByRole('article', { name: title });
    await card.waitFor();

    // The auto-summary (the body's first 150 characters) is not shown again above the same words.
    expect(await card.getByText(autoSummary(body), { exact: true }).count()).toBe(0);

    const share = card.getByRole('button', { name: /^[\w-]+ Share$/ });
    const like = card.getByRole('button', { name: /^\w+ Like( \S+)?$/ });
    const [shareBox, likeBox] = [await share.boundingBox(), await like.boundingBox()];
    expect(shareBox && likeBox && Math.round(shareBox.y)).toBe(likeBox && Math.round(likeBox.y));

    await share.click();
    const shared = await page.waitForFunction(() => (window as unknown as { sharedWith?: ShareData }).sharedWith);
    expect(await shared.jsonValue()).toEqual({ title, url: `${BASE_URL}/content/${id}` });
    expect(await page.locator('.docnet-toast').count()).toBe(0);
  });
});

describe("phone layout: the PHI guard's refusal", () => {
  test('stays inside the dialog and the screen, its controls tappable, the details found marked in the text', async () => {
    const member = await registerMember('phirefusal');
    const page = await chromium.newPage(PHONE_VIEWPORT);
    await signIn(page, member);
    await page.getByRole('button', { name: 'Share a case study, article, or update...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Content' });
    await dialog.getByLabel('Title', { exact: true }).fill("Retreatment for Mrs. O'Brien-Núñez");
    // A long unbroken identifier, as records print them: it must wrap inside the alert, not widen it.
    await dialog
      .getByLabel('Body', { exact: true })
      .fill('Teaching case. DOB 03/14/1957, MRN 12345678, account ACCT-000123456789012345678901234567890.\n\nThe canal was re-treated.');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    const alert = dialog.getByRole('alert', { name: 'Possible patient information' });
    await alert.waitFor();
    const marked = alert.getByRole('region', { name: 'Found in Body' }).locator('mark');
    await marked.first().waitFor();
    expect(await marked.allInnerTexts()).toEqual(expect.arrayContaining(['03/14/1957']));

    await alert.getByRole('button', { name: 'Not patient information? Confirm with a reason' }).click();
    const confirm = alert.getByRole('button', { name: 'Confirm and publish' });
    await confirm.scrollIntoViewIfNeeded();
    const found = await offendersNow(page, 'create content, PHI refusal');
    const [alertBox, dialogBox, confirmBox] = await Promise.all(
      [alert, dialog.locator('.ant-modal-content'), confirm].map(async (locator) => locator.boundingBox()),
    );
    if (!alertBox || !dialogBox || !confirmBox) throw new Error('the refusal, its dialog or its confirm button is not shown');
    if (alertBox.x < dialogBox.x || alertBox.x + alertBox.width > dialogBox.x + dialogBox.width + 0.5)
      found.push(`the alert (x ${Math.round(alertBox.x)}, width ${Math.round(alertBox.width)}) spills out of its dialog (x ${Math.round(dialogBox.x)}, width ${Math.round(dialogBox.width)})`);
    if (confirmBox.x < 0 || confirmBox.x + confirmBox.width > PHONE_VIEWPORT.width || confirmBox.y < 0 || confirmBox.y + confirmBox.height > PHONE_VIEWPORT.height)
      found.push(`'Confirm and publish' at x ${Math.round(confirmBox.x)}…${Math.round(confirmBox.x + confirmBox.width)} is off the screen`);
    expect(found.join('\n')).toBe('');
  });
});

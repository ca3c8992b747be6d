/**
 * Browser journeys's walkthrough defects on screens, as a member notices them:
 * - the header search: a pasted name and Enter search for that name (not 'General Practitioner'), a suggestion is
 *   chosen only with the arrow keys, nothing matching says 'No specialties found'; 'Austin' finds a member who
 *   practises there;
 * - on a 390×844 phone: the search filters start collapsed; the assistant's button covers neither Send nor the
 *   counter of the message composer; a message in the open conversation is not toasted, and toasts sit at the top
 *   below the header, clear of Send;
 * - dark mode: the home composer's prompt is readable;
 * - a Photo post shows its image whole with alt text; on a phone a portrait photo and a landscape thumbnail are shown
 *   at their own aspect, neither cut nor framed by bands; another file is a link named by its file name;
 * - at 1366 px a long name in 'People You May Know' is shown whole (wrapped), not cut.
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium),
 * DOCNET_STACK_FILE (to find identity's outbox for codes; else DOCNET_OUTBOX_DIR or <repo>/.local/outbox).
 */
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { ApiRoutes } from '@docnet/contracts';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe';
import { useChromium } from './support/chromium';
import { gotoOk, poll, registerMember, signIn } from './support/members';

jest.setTimeout(300_000);

const chromium = useChromium();
const PHONE = { width: 390, height: 844 };

async function newPage(viewport?: { width: number; height: number }): Promise<Page> {
  const page = await chromium.newPage();
  if (viewport) await page.setViewportSize(viewport);
  return page;
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

/** Uploads a file as the page's member (multipart, as the content form does); answers the upload's URL. */
async function upload(
  page: Page,
  name: string,
  type: string,
  bytes: Buffer,
  kind: 'attachment' | 'thumbnail',
): Promise<string> {
  const answer = await page.evaluate(
    async ({ name, type, data, kind, path }) => {
      const form = new FormData();
      form.append('file', new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], name, { type }));
      const response = await fetch(`${path}?kind=${kind}`, {
        method: 'POST',
        credentials: 'include',
        body: form,
      });
      return { status: response.status, text: await response.text() };
    },
    { name, type, data: bytes.toString('base64'), kind, path: ApiRoutes.uploadsContent },
  );
  if (answer.status !== 201) throw new Error(`upload of ${name} answered ${answer.status}: ${answer.text}`);
  return (JSON.parse(answer.text) as { attachmentUrl: string }).attachmentUrl;
}

async function connect(requesterPage: Page, receiverPage: Page, receiverId: number): Promise<void> {
  const connection = await call<{ id: number }>(requesterPage, 'POST', ApiRoutes.connections, { receiverId });
  await call(receiverPage, 'PUT', ApiRoutes.connectionById(connection.id), { status: 'accepted' });
}

const crc32Table = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crc32Table[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A real PNG of width × height: a blue portrait with a red top band, so a crop would show. */
function portraitPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1)
      rows.set(y < height / 10 ? [220, 30, 30] : [30, 60, 200], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** WCAG contrast ratio of an element's text colour against the background it is drawn on. */
async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgb = (text: string) => (text.match(/[\d.]+/g) ?? []).map(Number);
    let node: Element | null = element;
    let background = [255, 255, 255];
    while (node) {
      const [r, g, b, a = 1] = rgb(getComputedStyle(node).backgroundColor);
      if (a > 0.5) {
        background = [r, g, b];
        break;
      }
      node = node.parentElement;
    }
    const [r, g, b, a = 1] = rgb(getComputedStyle(element).color);
    const text = [r, g, b].map((value, index) => value * a + background[index] * (1 - a));
    const luminance = (channels: number[]) => {
      const [lr, lg, lb] = channels.map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  });
}

describe('walkthrough screens', () => {
  it('header search: Enter searches what was typed or pasted, arrows choose a suggestion, and a city finds who practises there', async () => {
    const [searcher, doctor] = await Promise.all([registerMember('searcher'), registerMember('austin')]);
    const doctorPage = await newPage();
    await signIn(doctorPage, doctor);
    await call(doctorPage, 'PATCH', ApiRoutes.profileAddresses, {
      mailingAddress: null,
      practiceLocations: [
        {
          street: '1501 Red River St, Suite 2',
          city: 'Austin',
          state: 'TX',
          zipcode: '78701',
          isPrimary: true,
        },
      ],
    });

    const page = await newPage();
    await signIn(page, searcher);
    const header = page.getByLabel('Find doctors', { exact: true });

    // A pasted full name: nothing matches as a specialty, so no suggestion, and Enter searches for the name.
    await header.fill(doctor.name);
    await page.getByText('No specialties found', { exact: true }).waitFor();
    await header.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('query') === doctor.name,
    );
    expect(new URL(page.url()).searchParams.get('specialty')).toBeNull();
    await page.getByTestId('search-result').filter({ hasText: doctor.name }).waitFor();

    // Typed part of a specialty: Enter still searches the text; the arrow keys then Enter choose the suggestion.
    await header.fill('odont');
    await header.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('query') === 'odont');
    expect(new URL(page.url()).searchParams.get('specialty')).toBeNull();
    // The suggestions closed with the search: typing again opens them.
    await header.fill('');
    await header.fill('odont');
    await page.locator('.ant-select-item-option').first().waitFor();
    await header.press('ArrowDown');
    await header.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('specialty') === 'Orthodontist');

    // The header promises location: a city finds the member practising there.
    await header.fill('Austin');
    await header.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('query') === 'Austin');
    await page.getByTestId('search-result').filter({ hasText: doctor.name }).waitFor();
  });

  it('on a phone: filters start collapsed, the assistant covers neither Send nor the counter, the open conversation is not toasted, toasts sit below the header', async () => {
    const [reader, writer] = await Promise.all([registerMember('reader'), registerMember('writer')]);
    const page = await newPage(PHONE);
    const writerPage = await newPage();
    const [readerId, writerId] = await Promise.all([signIn(page, reader), signIn(writerPage, writer)]);
    await connect(page, writerPage, writerId);

    await gotoOk(page, '/search');
    const filters = page.locator('[aria-label="Search filters"]');
    await filters.getByText('Specialty', { exact: true }).waitFor();
    expect(await filters.getByText('Orthodontist', { exact: true }).isVisible()).toBe(false);
    expect(await filters.getByText('Heartland Dental', { exact: true }).isVisible()).toBe(false);
    await filters.getByText('Specialty', { exact: true }).click();
    await filters.getByText('Orthodontist', { exact: true }).waitFor();
    await expectAccessibleInBothThemes(page, 'search on a phone');

    await gotoOk(page, `/messages?with=${writerId}`);
    await page.waitForURL((url) => url.searchParams.has('conversation'));
    const send = page.getByRole('button', { name: 'Send' });
    const counter = page.locator('.ant-input-data-count').first();
    await send.waitFor();
    const assistant = page.getByRole('button', { name: 'Open AI Assistant' });
    await assistant.first().waitFor();
    // Scrolled as a member would, to the end of the page, then to Send itself: the button lies over neither.
    for (const scroll of [
      () => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)),
      () => send.scrollIntoViewIfNeeded(),
    ]) {
      await scroll();
      const button = await boxOf(assistant.first());
      expect(overlaps(button, await boxOf(send)) && (await assistant.first().isVisible())).toBe(false);
      expect(overlaps(button, await boxOf(counter)) && (await assistant.first().isVisible())).toBe(false);
    }
    // Typing: the button steps aside, so nothing covers Send and the counter while they matter.
    const composer = page.getByPlaceholder(/Write a message/);
    await composer.fill("Thanks for the referral — I'll call Dr. O'Hara on Tuesday 👍");
    expect(await assistant.count()).toBe(0);
    await send.click();
    await page.getByText("Thanks for the referral — I'll call Dr. O'Hara on Tuesday 👍").first().waitFor();

    // A reply arrives in the open conversation: it shows in the thread, with no toast over the screen.
    await page.locator('[data-live-stream="open"]').waitFor();
    const conversations = await call<{ id: number; member: { id: number } }[]>(
      writerPage,
      'GET',
      ApiRoutes.conversations,
    );
    const conversation = conversations.find((entry) => entry.member.id === readerId);
    if (!conversation) throw new Error('the writer has no conversation with the reader');
    const reply = `See you then — Dr. ${writer.name.split(' ').pop() as string}`;
    await call(writerPage, 'POST', ApiRoutes.conversationMessages(conversation.id), { body: reply });
    await page.getByText(reply, { exact: true }).waitFor();
    await page.waitForTimeout(1500);
    expect(await page.locator('.docnet-toast').count()).toBe(0);
    await expectAccessibleInBothThemes(page, 'messages on a phone');

    // Elsewhere the message is toasted, at the top just below the 64 px header, away from the actions at the bottom.
    await gotoOk(page, '/network');
    await page.locator('[data-live-stream="open"]').waitFor();
    const second = `${reply} (2)`;
    await call(writerPage, 'POST', ApiRoutes.conversationMessages(conversation.id), { body: second });
    const toast = page.locator('.docnet-toast').first();
    await toast.waitFor();
    // Measured once it has slid into place.
    const toastY = await poll(
      async () => (await boxOf(toast)).y,
      (y) => y >= 64,
    );
    expect(toastY).toBeGreaterThanOrEqual(64);
    const toastBox = await boxOf(toast);
    expect(toastBox.y + toastBox.height).toBeLessThan(PHONE.height / 2);
    await expectAccessible(page, 'network on a phone, with a toast');
  });

  it('dark mode: the home composer prompt is readable', async () => {
    const member = await registerMember('night');
    const page = await newPage();
    await signIn(page, member);
    for (const mode of ['dark', 'light']) {
      await page.evaluate((theme) => window.localStorage.setItem('theme', theme), mode);
      await gotoOk(page, '/');
      const prompt = page.getByRole('button', { name: 'Share a case study, article, or update...' });
      await prompt.waitFor();
      expect(await contrastOf(prompt)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shows a Photo post as its image with alt text, images at their own aspect without bands, and another file by its name', async () => {
    const member = await registerMember('photo');
    const page = await newPage(PHONE);
    await signIn(page, member);
    const photo = await upload(page, 'crown-prep-before.png', 'image/png', portraitPng(60, 240), 'attachment');
    const thumbnail = await upload(page, 'panoramic-thumb.png', 'image/png', portraitPng(300, 150), 'thumbnail');
    const notes = await upload(
      page,
      "O'Hara follow-up notes.txt",
      'text/plain',
      Buffer.from('Día 1: sin dolor.\nDay 7: healing well.\n'),
      'attachment',
    );
    const stamp = Date.now().toString(36);
    const photoTitle = `Crown prep, before and after ${stamp}`;
    const notesTitle = `Follow-up notes ${stamp}`;
    await call(page, 'POST', ApiRoutes.contents, {
      title: photoTitle,
      body: 'Before the preparation.',
      contentType: 'case_study',
      attachmentUrl: photo,
      thumbnailUrl: thumbnail,
    });
    await call(page, 'POST', ApiRoutes.contents, {
      title: notesTitle,
      body: 'Notes from the follow-up visits.',
      contentType: 'article',
      attachmentUrl: notes,
    });

    await gotoOk(page, '/');
    const feed = page.getByRole('region', { name: 'Your Feed' });
    const photoCard = feed.getByRole('article', { name: photoTitle });
    const image = photoCard.getByRole('img', { name: photoTitle });
    await image.waitFor();
    expect(
      await poll(
        () => image.evaluate((img) => (img as HTMLImageElement).naturalHeight),
        (height) => height > 0,
      ),
    ).toBe(240);
    const images = await photoCard.locator('img').all();
    expect(images).toHaveLength(2);
    for (const img of images) {
      await poll(() => img.evaluate((element) => (element as HTMLImageElement).complete), (done) => done);
      await img.scrollIntoViewIfNeeded();
      // The box the image sits in is the image's own shape: no grey band above, below or beside it.
      const [shown, natural] = await Promise.all([
        boxOf(img),
        img.evaluate((element) => ({ width: (element as HTMLImageElement).naturalWidth, height: (element as HTMLImageElement).naturalHeight })),
      ]);
      const frame = await boxOf(img.locator('xpath=..'));
      expect(Math.abs(shown.width / shown.height - natural.width / natural.height)).toBeLessThan(0.03);
      expect([Math.round(frame.width), Math.round(frame.height)]).toEqual([Math.round(shown.width), Math.round(shown.height)]);
      expect(shown.height).toBeLessThanOrEqual(321);
      expect(shown.x + shown.width).toBeLessThanOrEqual(PHONE.width);
    }
    const notesCard = feed.getByRole('article', { name: notesTitle });
    await notesCard
      .getByRole('link', { name: /View attachment/ })
      .getByText("O'Hara follow-up notes.txt")
      .waitFor();
  });

  it('at 1366 px shows a long name in People You May Know whole, wrapped rather than cut', async () => {
    const [viewer, friend, colleague] = await Promise.all([
      registerMember('viewer'),
      registerMember('friend'),
      registerMember('colleague'),
    ]);
    const pages = await Promise.all([newPage({ width: 1366, height: 768 }), newPage(), newPage()]);
    const [viewerPage, friendPage, colleaguePage] = pages;
    const [, friendId, colleagueId] = await Promise.all([
      signIn(viewerPage, viewer),
      signIn(friendPage, friend),
      signIn(colleaguePage, colleague),
    ]);
    const longName = "Dr. Anne-Marie O'Sullivan-Whitfield";
    await call(colleaguePage, 'PATCH', ApiRoutes.profileUpdate, {
      name: longName,
      email: colleague.email,
      phoneNumber: colleague.phoneNumber,
    });
    // viewer — friend — colleague: the colleague is a friend of a friend, suggested to the viewer.
    await connect(viewerPage, friendPage, friendId);
    await connect(colleaguePage, friendPage, friendId);
    expect(colleagueId).toBeGreaterThan(0);

    const card = viewerPage.locator('[aria-label="People You May Know"]');
    const name = card
      .getByTestId('member-row')
      .filter({ has: viewerPage.locator(`a[href="/profile/${colleagueId}"]`) })
      .getByTestId('member-name');
    await poll(
      async () => {
        await gotoOk(viewerPage, '/');
        await card.waitFor();
        return name.count();
      },
      (count) => count > 0,
    );
    expect(await name.first().innerText()).toBe(longName);
    const clipped = await name
      .first()
      .evaluate(
        (element) =>
          element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      );
    expect(clipped).toBe(false);
    const box = await boxOf(name.first());
    const cardBox = await boxOf(card);
    expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  });
});

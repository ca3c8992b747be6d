/**
 * Browser journey (the SPA side of the PHI guard): a case study published from the home composer whose
 * body names a birth date and a record number is refused: both findings are shown on the Body field and in the
 * notice, what was typed stays, nothing reaches the feed; removing them publishes it. A second case study is
 * published as typed, with its PDF uploaded once, after the author confirms with a reason (the contract's messages
 * for a missing and a short reason first); on a 390×844 phone, it is held: its author reads it marked 'Hidden pending
 * review', another member gets nothing until a moderator keeps it. A comment naming a phone number is refused the same way in the comment box.
 * A journal article shared from the News screen meets the same notice in its dialog (the listing dialogs draw it
 * through FormDialog) and is published once confirmed.
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import type { Locator, Page } from 'playwright-core';
import { ApiRoutes, PhiGuardMessages, type Content, type ContentListResponse, type ModerationQueue, type NewsArticle } from '@docnet/contracts';
import { grantModerator } from '../harness/moderators';
import { loadStackState } from '../harness/stack';
import { expectAccessible } from './support/axe';
import { useChromium } from './support/chromium';
import { pdfBuffer } from './support/files';
import { gotoOk, registerMember, signIn } from './support/members';

jest.setTimeout(240_000);

const chromium = useChromium();
let page: Page | undefined;

const suffix = () => Date.now().toString(36);

/** A realistic case study in three paragraphs; `identifiers` is the sentence naming the patient's details. */
function caseStudyBody(identifiers: string): string {
  return [
    'A 67-year-old man was referred with a fractured crown on tooth #14 after biting on an olive pit. He reported ' +
      'sensitivity to cold for two weeks and no spontaneous pain.',
    `${identifiers} Medical history: type 2 diabetes (HbA1c 7.2%), hypertension on lisinopril 10 mg daily, no allergies.`,
    'Radiographs showed no periapical change; the tooth responded normally to cold testing. It was restored with a ' +
      'PFM crown (CDT D2740) and reviewed at 3 months without symptoms.',
  ].join('\n\n');
}

async function openCaseStudyDialog(author: Page): Promise<Locator> {
  await author.getByRole('heading', { name: 'Your Feed', exact: true }).waitFor();
  await author
    .getByRole('group', { name: 'Create shortcuts' })
    .getByRole('button', { name: /Case Study$/ })
    .click();
  const dialog = author.getByRole('dialog', { name: 'Create Content' });
  await dialog.waitFor();
  await dialog.locator('.ant-select-selection-item[title="Case Study"]').waitFor();
  return dialog;
}

/** A phone's screen. */
const PHONE = { width: 390, height: 844 };

/** One of the member's own contents as the server holds it, by title. */
async function storedContent(author: Page, authorId: number, title: string): Promise<Content> {
  const answer = await author.request.get(`${ApiRoutes.contents}?authorId=${authorId}&limit=50`);
  const found = ((await answer.json()) as ContentListResponse).contents.find((content) => content.title === title);
  if (!found) throw new Error(`no content titled ${title}`);
  return found;
}

/** The member's own contents as the server holds them. */
async function storedTitles(author: Page, authorId: number): Promise<string[]> {
  const answer = await author.request.get(`${ApiRoutes.contents}?authorId=${authorId}&limit=50`);
  expect(answer.status()).toBe(200);
  const list = (await answer.json()) as ContentListResponse;
  return list.contents.map((content) => content.title);
}

async function expectRefusal(dialog: Locator): Promise<void> {
  const notice = dialog.getByRole('alert', { name: 'Possible patient information' });
  await notice.getByText(PhiGuardMessages.refused, { exact: true }).waitFor();
  const found = notice.getByRole('list', { name: 'Possible patient details found' });
  await found.getByText(/Date tied to a person.*“03\/14\/1957”/).waitFor();
  await found.getByText(/Medical record number: “12345678”/).waitFor();
  // The Body field itself carries both findings (its error, read by assistive technology with the field).
  const bodyError = dialog.locator('.ant-form-item:has(textarea#body) .ant-form-item-explain-error');
  await bodyError.getByText(/“03\/14\/1957”.*“12345678”/).waitFor();
}

describe('PHI guard journey', () => {
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  it('refuses a case study with a birth date and a record number until they are removed', async () => {
    const author = await registerMember('phi-author');
    page = await chromium.newPage();
    const authorId = await signIn(page, author);
    const title = `Fractured crown on #14 ${suffix()}`;
    const withIdentifiers = caseStudyBody(
      'The patient, DOB 03/14/1957, MRN 12345678, is followed in our clinic.',
    );
    const dialog = await openCaseStudyDialog(page);
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Body', { exact: true }).fill(withIdentifiers);
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();

    await expectRefusal(dialog);
    await expectAccessible(page, 'content form with PHI findings');
    // Nothing typed is lost, nothing is stored or shown in the feed.
    expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    expect(await dialog.getByLabel('Body', { exact: true }).inputValue()).toBe(withIdentifiers);
    expect(await storedTitles(page, authorId)).not.toContain(title);
    expect(
      await page.getByRole('region', { name: 'Your Feed' }).getByRole('article', { name: title }).count(),
    ).toBe(0);

    // Removing the two passages publishes it.
    const cleaned = caseStudyBody('The patient is followed in our clinic.');
    await dialog.getByLabel('Body', { exact: true }).fill(cleaned);
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByRole('region', { name: 'Your Feed' }).getByRole('article', { name: title });
    await card.waitFor();
    expect(await storedTitles(page, authorId)).toContain(title);

    // A comment naming a phone number: refused in the comment box, its text kept, nothing posted until edited.
    const href = (await card.getByRole('link', { name: title }).getAttribute('href')) ?? '';
    await gotoOk(page, href);
    const detail = page.getByRole('article', { name: title });
    const commentBox = detail.getByLabel('Write a comment');
    const comment = "Follow-up: call the patient's daughter at (615) 555-0142 before the review.";
    await commentBox.fill(comment);
    await detail.getByRole('button', { name: 'Post', exact: true }).click();
    const notice = detail.getByRole('alert', { name: 'Possible patient information' });
    await notice.getByText(/Comment — Phone number: “\(615\) 555-0142”/).waitFor();
    expect(await commentBox.inputValue()).toBe(comment);
    await detail.getByRole('heading', { name: 'Comments (0)' }).waitFor();
    await expectAccessible(page, 'comment box with a PHI finding');
    await commentBox.fill('Follow-up: review in three months with a new radiograph.');
    await detail.getByRole('button', { name: 'Post', exact: true }).click();
    await detail.getByRole('heading', { name: 'Comments (1)' }).waitFor();
    await notice.waitFor({ state: 'detached' });
  });

  it('publishes the case study as typed once the author confirms with a reason, seen by the author alone until a moderator keeps it (on a phone)', async () => {
    const [author, colleague, moderator] = await Promise.all(['phi-confirm', 'phi-colleague', 'phi-moderator'].map((label) => registerMember(label)));
    await grantModerator(loadStackState(), moderator.username);
    page = await chromium.newPage();
    await page.setViewportSize(PHONE);
    const authorId = await signIn(page, author);
    const title = `Teaching case: fractured crown ${suffix()}`;
    const body = caseStudyBody(
      'The invented teaching patient, DOB 03/14/1957, MRN 12345678, is not a real person.',
    );
    const dialog = await openCaseStudyDialog(page);
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Body', { exact: true }).fill(body);
    await dialog
      .locator('#attachmentFile')
      .setInputFiles({ name: 'crown-notes.pdf', mimeType: 'application/pdf', buffer: pdfBuffer() });
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/uploads'))
        uploads += 1;
    });
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectRefusal(dialog);
    await dialog.getByText('crown-notes.pdf', { exact: false }).waitFor();

    await dialog.getByRole('button', { name: 'Not patient information? Confirm with a reason' }).click();
    const reason = dialog.getByLabel('Why are these details not patient information?');
    const confirm = dialog.getByRole('button', { name: 'Confirm and publish' });
    await confirm.click();
    await dialog.getByText(PhiGuardMessages.reasonRequired, { exact: true }).waitFor();
    await reason.fill('invented');
    await confirm.click();
    await dialog.getByText(PhiGuardMessages.reasonTooShort, { exact: true }).waitFor();
    expect(await storedTitles(page, authorId)).not.toContain(title);

    await reason.fill('The date and number are invented for teaching; this is not a real patient.');
    await confirm.click();
    await dialog.waitFor({ state: 'hidden' });
    // A birth date and a record number confirmed: held for a moderator, its author told so.
    await page.locator('.docnet-toast').getByText('Awaiting review', { exact: true }).waitFor();
    expect(await storedTitles(page, authorId)).toContain(title);
    // The PDF was uploaded for the refused save and used again by the confirmed one.
    expect(uploads).toBe(1);
    const held = await storedContent(page, authorId, title);
    await gotoOk(page, `/content/${held.id}`);
    const mine = page.getByRole('article', { name: title });
    await mine.getByText('Hidden pending review', { exact: true }).waitFor();
    await mine.getByRole('link', { name: /View attachment/ }).waitFor();
    await expectAccessible(page, 'a held case study, as its author reads it');

    // Nobody else sees it until a moderator keeps it.
    const other = await chromium.newPage();
    await other.setViewportSize(PHONE);
    await signIn(other, colleague);
    expect((await other.request.get(ApiRoutes.contentById(held.id))).status()).toBe(404);
    const moderating = await chromium.newPage();
    await signIn(moderating, moderator);
    const queue = (await (await moderating.request.get(ApiRoutes.moderationQueue)).json()) as ModerationQueue;
    const kase = queue.cases.find(({ targetType, targetId }) => targetType === 'content' && targetId === held.id);
    expect(kase).toMatchObject({ heldForReview: true, hidden: true });
    const kept = await moderating.request.post(ApiRoutes.moderationCaseDecisions(kase?.id ?? 0), {
      data: { action: 'keep', reason: 'Invented teaching case; nothing identifies a patient.' },
    });
    expect(kept.status()).toBe(201);
    await gotoOk(other, `/content/${held.id}`);
    await other.getByRole('article', { name: title }).getByRole('heading', { name: title }).waitFor();
    await Promise.all([other.close(), moderating.close()]);
  });

  it('refuses a journal article naming a patient in its dialog, and publishes it once confirmed', async () => {
    const poster = await registerMember('phi-news');
    const tab = await chromium.newPage();
    page = tab;
    await signIn(tab, poster);
    const myArticles = async () => {
      const answer = await tab.request.get(`${ApiRoutes.news}?filter=mine`);
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as NewsArticle[]).map((article) => article.title);
    };
    const title = `Delayed implant failure: a case report ${suffix()}`;
    const body =
      'A 58-year-old woman presented with mobility of an implant placed six years earlier. The patient, ' +
      'DOB 03/14/1957, MRN 12345678, had no history of periodontitis; cone-beam imaging showed circumferential bone loss.';
    await gotoOk(tab, '/news');
    await tab.getByRole('button', { name: 'Post Article', exact: true }).click();
    const dialog = tab.getByRole('dialog', { name: 'Share a Medical Journal Article' });
    await dialog.getByLabel('Title').fill(title);
    await dialog
      .getByLabel('Summary')
      .fill('Late failure of a single implant in a non-smoker, with imaging.');
    await dialog.getByLabel('Article Body').fill(body);
    await dialog.getByLabel('Source', { exact: true }).fill('Clinical Implant Dentistry');
    await dialog.getByLabel('Source URL').fill('https://example.org/cid/late-failure');
    await dialog.getByRole('button', { name: 'Publish Article' }).click();

    const notice = dialog.getByRole('alert', { name: 'Possible patient information' });
    await notice.getByText(PhiGuardMessages.refused, { exact: true }).waitFor();
    await notice.getByText(/Article Body — Date tied to a person.*“03\/14\/1957”/).waitFor();
    await notice.getByText(/Article Body — Medical record number: “12345678”/).waitFor();
    await expectAccessible(tab, 'article dialog with PHI findings');
    expect(await dialog.getByLabel('Article Body').inputValue()).toBe(body);
    expect(await myArticles()).not.toContain(title);

    await dialog.getByRole('button', { name: 'Not patient information? Confirm with a reason' }).click();
    await dialog
      .getByLabel('Why are these details not patient information?')
      .fill('Published case report: the journal gives these details, they are not ours.');
    await dialog.getByRole('button', { name: 'Confirm and publish' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await tab.getByRole('article', { name: title, exact: true }).waitFor();
    expect(await myArticles()).toContain(title);
  });
});

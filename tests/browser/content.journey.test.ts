/**
 * Browser journey: a member publishes a case study with a PDF attachment from the home feed's
 * composer, a second member likes it and comments (deleting a comment asks first), the author edits it ('Update',
 * 'Content updated') and deletes it ('Content deleted'); each step asserts the texts members read.
 * Drives Debian's Chromium through playwright-core against the running stack (BFF serving the SPA).
 * Members are registered and signed in by `support/members.ts`.
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), CHROMIUM_PATH (default /usr/bin/chromium),
 * DOCNET_STACK_FILE (to find identity's outbox for the email code; else DOCNET_OUTBOX_DIR or <repo>/.local/outbox).
 */
import type { Locator, Page } from 'playwright-core';
import { ContentUploadMessages } from '@docnet/contracts';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe';
import { pathnameOf, useChromium, waitForPath } from './support/chromium';
import { pdfBuffer } from './support/files';
import { gotoOk, registerMember, signIn } from './support/members';
import { expectToast } from './support/toasts';

jest.setTimeout(240_000);

const chromium = useChromium();
const openPages: Page[] = [];

async function newPage(): Promise<Page> {
  const page = await chromium.newPage();
  openPages.push(page);
  return page;
}

/** Diagnostics for a failed step: where each page is and what it shows. */
async function describePages(): Promise<string> {
  const lines = await Promise.all(
    openPages.map(async (page, index) => {
      const text = await page
        .locator('body')
        .innerText()
        .catch(() => '');
      return `page ${index + 1} at ${page.url()}:\n${text.slice(0, 1500)}`;
    }),
  );
  return lines.join('\n---\n');
}

const footerButton = (card: Locator, label: 'Like' | 'Comment' | 'Comments') =>
  card.getByRole('button', { name: new RegExp(`^\\w+ ${label}( \\S+)?$`) });

describe('content journey', () => {
  it('publishes a case study with a PDF, gets a like and a comment, is edited and deleted', async () => {
    try {
      await publishLikeCommentEditDelete();
    } catch (error) {
      throw new Error(`${(error as Error).message}\n\n${await describePages()}`, { cause: error });
    }
  });
});

async function publishLikeCommentEditDelete(): Promise<void> {
  const [author, reader] = await Promise.all([registerMember('author'), registerMember('reader')]);
  const title = `Atypical chest pain in a 34-year-old ${Date.now().toString(36)}`;
  const body = `${'The patient presented with intermittent chest pain radiating to the left arm. '.repeat(5)}Outcome: full recovery.`;

  // --- The author publishes from the home feed's composer (Case Study tab preselects the type).
  const authorPage = await newPage();
  await signIn(authorPage, author);
  await authorPage.getByRole('heading', { name: 'Your Feed', exact: true }).waitFor();
  await authorPage.getByRole('button', { name: 'Share a case study, article, or update...' }).waitFor();
  await authorPage
    .getByRole('group', { name: 'Create shortcuts' })
    .getByRole('button', { name: /Case Study$/ })
    .click();
  const dialog = authorPage.getByRole('dialog', { name: 'Create Content' });
  await dialog.waitFor();
  await dialog.getByText(author.name, { exact: true }).waitFor();
  await dialog.locator('.ant-select-selection-item[title="Case Study"]').waitFor();

  const publish = dialog.getByRole('button', { name: 'Publish', exact: true });
  expect(await publish.isDisabled()).toBe(true);
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  expect(await publish.isDisabled()).toBe(true);
  await dialog.getByLabel('Body', { exact: true }).fill(body);
  expect(await publish.isEnabled()).toBe(true);

  await dialog.getByText('0/150 characters', { exact: true }).waitFor();
  await dialog.getByLabel('Summary', { exact: true }).fill('Chest pain case');
  await dialog.getByText('15/150 characters', { exact: true }).waitFor();

  // Tags: Enter and the plus button; blanks and duplicates ignored; x removes.
  const tagInput = dialog.getByLabel('Tags', { exact: true });
  await tagInput.fill(' cardiology ');
  await tagInput.press('Enter');
  await tagInput.fill('cardiology');
  await tagInput.press('Enter');
  await tagInput.fill('emergency');
  await dialog.getByRole('button', { name: 'Add tag' }).click();
  await tagInput.fill('typo');
  await tagInput.press('Enter');
  await dialog.getByRole('button', { name: 'Remove tag typo' }).click();
  const chosenTags = dialog.getByLabel('Chosen tags');
  expect((await chosenTags.innerText()).replace(/×/g, '').split(/\s+/).filter(Boolean)).toEqual([
    'cardiology',
    'emergency',
  ]);

  // A file of the wrong type is refused under the chooser; a PDF disables the external URL.
  const chooser = dialog.locator('#attachmentFile');
  await chooser.setInputFiles({
    name: 'tool.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await dialog.getByText(ContentUploadMessages.unsupported, { exact: true }).waitFor();
  const chosenFileName = () => chooser.evaluate((input: HTMLInputElement) => input.files?.[0]?.name ?? 'No file chosen');
  expect(await chosenFileName()).toBe('No file chosen');
  await chooser.setInputFiles({ name: 'ecg-report.pdf', mimeType: 'application/pdf', buffer: pdfBuffer() });
  await dialog.getByText('ecg-report.pdf', { exact: false }).waitFor();
  // The browser's own field names the chosen file too, not 'No file chosen' beside it.
  expect(await chosenFileName()).toBe('ecg-report.pdf');
  await dialog
    .getByText('External URL is disabled when a file is selected for upload', { exact: true })
    .waitFor();
  expect(await dialog.getByLabel('External Attachment URL').isDisabled()).toBe(true);
  await expectAccessibleInBothThemes(authorPage, 'new content dialog with a file and tags');

  await publish.click();
  await expectToast(authorPage, 'Content created', 'Your content has been published successfully.');
  await dialog.waitFor({ state: 'hidden' });

  const authorCard = authorPage
    .getByRole('region', { name: 'Your Feed' })
    .getByRole('article', { name: title });
  await authorCard.waitFor();
  await authorCard.getByText('Case Study', { exact: true }).waitFor();
  await authorCard.getByText('Chest pain case', { exact: true }).waitFor();
  await authorCard.getByText('cardiology', { exact: true }).waitFor();
  await expectAccessibleInBothThemes(authorPage, 'home feed with a post');
  // The body is longer than 250 characters: 'Read more' shows all of it, 'Show less' folds it again.
  await authorCard.getByRole('button', { name: 'Read more', exact: true }).click();
  await authorCard.getByText(/Outcome: full recovery\.$/).waitFor();
  await authorCard.getByRole('button', { name: 'Show less', exact: true }).click();
  await authorCard.getByText('Chest pain case', { exact: true }).waitFor();
  const attachment = authorCard.getByRole('link', { name: /View attachment/ });
  expect(await attachment.getAttribute('target')).toBe('_blank');
  expect(await attachment.getAttribute('rel')).toContain('noopener');
  const href = await authorCard.getByRole('link', { name: title }).getAttribute('href');
  const contentId = Number(/^\/content\/(\d+)$/.exec(href ?? '')?.[1]);
  expect(contentId).toBeGreaterThan(0);

  // The attachment is served back as the PDF that was uploaded.
  const attachmentUrl = (await attachment.getAttribute('href')) ?? '';
  const served = await authorPage.request.get(attachmentUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('application/pdf');
  expect((await served.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // --- The reader cannot edit it, then likes and comments on the detail page.
  const readerPage = await newPage();
  await signIn(readerPage, reader);
  await gotoOk(readerPage, `/content/${contentId}/edit`);
  await expectToast(readerPage, 'Not authorized', "You don't have permission to edit this content.");
  await waitForPath(readerPage, `/content/${contentId}`);

  const readerCard = readerPage.getByRole('article', { name: title });
  await readerCard.waitFor();
  await readerPage.getByRole('link', { name: /Back to content/ }).waitFor();
  await readerCard.getByRole('heading', { name: 'Comments (0)' }).waitFor();
  await readerCard.getByText('No comments yet. Be the first to comment!', { exact: true }).waitFor();
  await expectAccessibleInBothThemes(readerPage, 'content view');
  await readerCard.getByRole('button', { name: 'Content actions' }).click();
  expect(await readerPage.getByRole('menuitem', { name: /Edit/ }).count()).toBe(0);
  await readerPage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await readerPage.getByRole('menuitem', { name: /Share/ }).click();
  await expectToast(readerPage, 'Link copied', 'Content link copied to clipboard');
  expect(await readerPage.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/content/${contentId}$`),
  );

  const like = footerButton(readerCard, 'Like');
  expect(await like.getAttribute('aria-pressed')).toBe('false');
  await like.click();
  await readerCard.getByRole('button', { name: /Like 1$/, pressed: true }).waitFor();

  const commentBox = readerCard.getByLabel('Write a comment');
  await commentBox.fill('   ');
  await readerCard.getByRole('button', { name: 'Post', exact: true }).click();
  await expectToast(readerPage, 'Empty comment', 'Please enter some text for your comment.');
  await commentBox.fill('Great case, thanks for sharing.');
  await readerCard.getByRole('button', { name: 'Post', exact: true }).click();
  await expectToast(readerPage, 'Comment added', 'Your comment has been posted successfully.');
  await readerCard.getByRole('heading', { name: 'Comments (1)' }).waitFor();
  const readerComment = readerCard.getByRole('listitem', { name: `Comment by ${reader.name}` });
  await readerComment.getByText('Great case, thanks for sharing.', { exact: true }).waitFor();
  await readerComment.getByRole('button', { name: 'Delete', exact: true }).waitFor();

  // Deleting a comment asks first: Cancel keeps it, Delete removes it.
  await commentBox.fill('Un second avis — à retirer, s’il vous plaît.');
  await readerCard.getByRole('button', { name: 'Post', exact: true }).click();
  await expectToast(readerPage, 'Comment added', 'Your comment has been posted successfully.');
  const secondComment = readerCard
    .getByRole('listitem', { name: `Comment by ${reader.name}` })
    .filter({ hasText: 'Un second avis' });
  const confirmCommentDelete = readerPage.getByRole('dialog').filter({
    hasText: 'Are you sure you want to delete this comment? This action cannot be undone.',
  });
  await secondComment.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmCommentDelete.getByRole('button', { name: 'Cancel', exact: true }).click();
  await confirmCommentDelete.waitFor({ state: 'hidden' });
  await readerCard.getByRole('heading', { name: 'Comments (2)' }).waitFor();
  expect(await secondComment.count()).toBe(1);
  await secondComment.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmCommentDelete.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(readerPage, 'Comment removed', 'Your comment has been deleted successfully.');
  await secondComment.waitFor({ state: 'detached' });
  await readerCard.getByRole('heading', { name: 'Comments (1)' }).waitFor();
  await expectAccessible(readerPage, 'content view with a like and a comment');

  // The like survives a reload (the server counted it, the like status says so).
  await readerPage.reload();
  await readerCard.getByRole('button', { name: /Like 1$/, pressed: true }).waitFor();

  // --- The author sees the like and the comment (#comments), without Delete on the reader's comment.
  await gotoOk(authorPage, `/content/${contentId}#comments`);
  const detailCard = authorPage.getByRole('article', { name: title });
  await detailCard.getByRole('button', { name: /Like 1$/ }).waitFor();
  await detailCard.getByRole('heading', { name: 'Comments (1)' }).waitFor();
  const seenComment = detailCard.getByRole('listitem', { name: `Comment by ${reader.name}` });
  await seenComment.getByText('Great case, thanks for sharing.', { exact: true }).waitFor();
  expect(await seenComment.getByRole('button', { name: 'Delete' }).count()).toBe(0);

  // --- The author edits it: the attachment is kept (removed and restored), the title changes.
  await detailCard.getByRole('button', { name: 'Content actions' }).click();
  await authorPage.getByRole('menuitem', { name: /Edit/ }).click();
  await waitForPath(authorPage, `/content/${contentId}/edit`);
  await authorPage.getByRole('heading', { name: 'Edit Content' }).waitFor();
  await authorPage.getByText('External URL is disabled when a file is attached', { exact: true }).waitFor();
  await expectAccessibleInBothThemes(authorPage, 'content edit');
  // The attached file by its name, not the id in its URL.
  await authorPage.getByLabel('Current attachment').getByRole('link', { name: /ecg-report\.pdf$/ }).waitFor();
  await authorPage.getByRole('button', { name: 'Remove attachment' }).click();
  expect(await authorPage.getByLabel('External Attachment URL').isEnabled()).toBe(true);
  await authorPage.getByRole('button', { name: 'Restore attachment' }).click();
  expect(await authorPage.getByLabel('External Attachment URL').isDisabled()).toBe(true);

  const newTitle = `${title} (follow-up)`;
  await authorPage.getByLabel('Title', { exact: true }).fill(newTitle);
  await authorPage.getByRole('button', { name: 'Update', exact: true }).click();
  await expectToast(authorPage, 'Content updated', 'Your content has been updated successfully.');
  await waitForPath(authorPage, `/content/${contentId}`);
  const editedCard = authorPage.getByRole('article', { name: newTitle });
  await editedCard.getByRole('heading', { name: newTitle }).waitFor();
  await editedCard.getByRole('link', { name: /View attachment/ }).waitFor();

  // --- The author deletes it after the confirmation; it is gone for everyone.
  await editedCard.getByRole('button', { name: 'Content actions' }).click();
  await authorPage.getByRole('menuitem', { name: /Delete/ }).click();
  const confirm = authorPage.getByRole('dialog').filter({
    hasText: 'Are you sure you want to delete this content? This action cannot be undone.',
  });
  await confirm.waitFor();
  await expectAccessible(authorPage, 'delete confirmation');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(authorPage, 'Content deleted', 'Your content has been deleted successfully.');
  await waitForPath(authorPage, '/content');
  expect(pathnameOf(authorPage)).toBe('/content');
  await expectAccessibleInBothThemes(authorPage, 'content list');

  await gotoOk(readerPage, `/content/${contentId}`);
  await readerPage
    .getByText('Content not found or error loading. Please try again later.', { exact: true })
    .waitFor();
}

/**
 * Browser journey (reporting and moderation): two members made minutes ago report a post through the API,
 * which hides nothing, and a third with standing through its 'Report' menu item and dialog; the third report (patient
 * privacy) hides it from the others; a moderator (granted by
 * identity's operator command) finds it at /moderation through the account menu and removes it with a reason; the
 * author reads the reason in the notification, opens the decision and appeals once.
 *
 * Env: DOCNET_BASE_URL (the stack's origin, started by the harness), DOCNET_STACK_FILE, CHROMIUM_PATH.
 */
import type { BrowserContext } from 'playwright-core';
import { ApiRoutes, type Content } from '@docnet/contracts';
import { grantModerator } from '../harness/moderators';
import { loadStackState } from '../harness/stack';
import { expectAccessible } from './support/axe';
import { useChromium } from './support/chromium';
import { gotoOk, poll, registerMember, signIn, type Member } from './support/members';
import { expectToast } from './support/toasts';

jest.setTimeout(240_000);

const chromium = useChromium();

/** A member signed in through the API in a context of their own (no page needed). */
async function apiSession(member: Member): Promise<BrowserContext> {
  const context = await chromium.newContext();
  const signedIn = await context.request.post(ApiRoutes.authLogin, {
    data: { username: member.username, password: member.password },
  });
  expect(signedIn.status()).toBe(200);
  return context;
}

describe('reporting and moderation journey', () => {
  it('hides a post at a patient-privacy report from a member with standing, a moderator removes it, and the author reads the reason and appeals', async () => {
    const [author, first, second, third, moderator] = await Promise.all(
      ['author', 'first', 'second', 'third', 'moderator'].map((label) => registerMember(label)),
    );
    await grantModerator(loadStackState(), moderator.username);

    const authorApi = await apiSession(author);
    const title = `Implant failure review ${Date.now().toString(36)}`;
    const published = await authorApi.request.post(ApiRoutes.contents, {
      data: { title, body: 'Three cases of early failure.' },
    });
    expect(published.status()).toBe(201);
    const post = (await published.json()) as Content;
    for (const member of [first, second]) {
      const reported = await (
        await apiSession(member)
      ).request.post(ApiRoutes.reports, {
        data: {
          targetType: 'content',
          targetId: post.id,
          reason: 'misinformation',
          details: 'Unsupported claims.',
        },
      });
      expect(reported.status()).toBe(201);
    }

    // The third reporter has standing (three posts of their own, a second old for the suites' content service): their
    // patient-privacy report hides the post, which the two reports of accounts made minutes ago did not.
    const thirdApi = await apiSession(third);
    for (const topic of ['Apex locators', 'Rubber dam clamps', 'Glide path files']) {
      const own = await thirdApi.request.post(ApiRoutes.contents, { data: { title: topic, body: `${topic}: study club notes.` } });
      expect(own.status()).toBe(201);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await thirdApi.request.get(ApiRoutes.contentById(post.id))).status()).toBe(200);

    // The third report, through the post's menu.
    const reporter = await chromium.newPage();
    await signIn(reporter, third);
    await gotoOk(reporter, `/content/${post.id}`);
    await reporter.getByRole('heading', { name: title }).waitFor();
    await reporter.getByRole('button', { name: 'Content actions' }).click();
    await reporter.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = reporter.getByRole('dialog', { name: 'Report this content' });
    await dialog.getByRole('radio', { name: 'Patient privacy' }).check();
    await dialog.getByLabel('Details for the moderators').fill('The photo shows the patient’s face.');
    await expectAccessible(reporter, 'the report dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expectToast(reporter, 'Report sent');
    expect((await reporter.request.get(ApiRoutes.contentById(post.id))).status()).toBe(404);

    // The moderator works the queue.
    const moderating = await chromium.newPage();
    await signIn(moderating, moderator);
    await moderating.getByRole('button', { name: 'Account menu' }).click();
    await moderating.getByRole('menuitem', { name: 'Moderation' }).click();
    await moderating.getByRole('heading', { name: 'Moderation', exact: true }).waitFor();
    const kase = moderating.getByRole('article').filter({ hasText: title });
    await kase.getByText('Hidden pending review').waitFor();
    await kase.getByText('The photo shows the patient’s face.', { exact: false }).waitFor();
    await expectAccessible(moderating, '/moderation');
    const reason = 'The photo identifies the patient.';
    await kase.getByRole('textbox').fill(reason);
    await kase.getByRole('button', { name: 'Remove' }).click();
    await expectToast(moderating, 'Decision recorded');
    await kase.waitFor({ state: 'detached' });

    // The author is told why, and appeals once.
    const authorPage = await chromium.newPage();
    await signIn(authorPage, author);
    // The notification may land after the page is read: the list is read again until it shows.
    const notice = authorPage.getByText(reason, { exact: false }).first();
    await poll(
      async () => {
        await gotoOk(authorPage, '/notifications');
        return notice.waitFor({ timeout: 5000 }).then(
          () => true,
          () => false,
        );
      },
      (shown) => shown,
    );
    await notice.click();
    await authorPage.getByRole('heading', { name: 'Moderation decision: Remove' }).waitFor();
    await authorPage.getByText(reason).waitFor();
    await expectAccessible(authorPage, 'a moderation decision');
    await authorPage.getByLabel('Your statement').fill('The photo was cropped to the teeth only.');
    await authorPage.getByRole('button', { name: 'Send appeal' }).click();
    await expectToast(authorPage, 'Appeal sent');
    await authorPage.getByText('This decision cannot be appealed (any more).').waitFor();
  });
});

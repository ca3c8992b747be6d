import {
  APPEAL_WINDOW_DAYS,
  ApiRoutes,
  ContentOwnershipMessages,
  ModerationMessages,
  type Content,
  type ContentUploadResponse,
  type ModerationAppeal,
  type ModerationDecision,
  type ModerationQueue,
  type ThumbnailUploadResponse,
  type User,
} from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing';
import { grantModerator } from '../harness/moderators';
import { stopProcess } from '../harness/processes';
import { loadStackState, startExtraProcess, type ExtraProcess } from '../harness/stack';
import { stackBucket } from './bucket';
import { downloadBytes, memberWithStanding, registeredMember, type SessionMember } from './members';

/**
 * Who may download an uploaded file, through the BFF: its uploader; a member who may read a content that shows it
 * (so a file goes with its content when the content is deleted, hidden or removed); moderators. A content shows
 * only its author's own uploads. A removed content's files wait for its appeal, then go for good.
 */
const stack = loadStackState();
const { baseUrl } = stack;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function upload(member: SessionMember, name = 'Résumé des cas – Siobhán O’Connor.pdf'): Promise<string> {
  const uploaded = await member.agent.post(ApiRoutes.uploadsContent).attach('file', PDF, name).expect(201);
  return (uploaded.body as ContentUploadResponse).attachmentUrl;
}

const status = async (member: SessionMember, url: string) => (await downloadBytes(member.agent, url)).status;

/** A member made a moderator the way an operator does it, signed in at `url` (a BFF of the stack). */
async function moderator(url = baseUrl): Promise<SessionMember> {
  const member = await registeredMember(url);
  const { username } = (await member.agent.get(ApiRoutes.authMe).expect(200)).body as User;
  await grantModerator(stack, username);
  return member;
}

/** A moderator removes a reported post: the case a member's report opened, decided `remove`. */
async function removePost(removing: SessionMember, reporter: SessionMember, postId: number): Promise<ModerationDecision> {
  await reporter.agent
    .post(ApiRoutes.reports)
    .send({ targetType: 'content', targetId: postId, reason: 'misinformation', details: 'Outdated irrigation protocol.' })
    .expect(201);
  const queue = (await removing.agent.get(ApiRoutes.moderationQueue).expect(200)).body as ModerationQueue;
  const kase = queue.cases.find(({ targetType, targetId }) => targetType === 'content' && targetId === postId);
  return (
    await removing.agent
      .post(ApiRoutes.moderationCaseDecisions(kase?.id ?? 0))
      .send({ action: 'remove', reason: 'The dosing contradicts the current guideline – see Dr. Núñez’s note.' })
      .expect(201)
  ).body as ModerationDecision;
}

const { inBucket, destroy } = stackBucket(stack);
afterAll(destroy);

describe('uploaded files go with the contents that show them', () => {
  let author: SessionMember;
  let reader: SessionMember;

  beforeAll(async () => {
    [author, reader] = [await registeredMember(baseUrl), await registeredMember(baseUrl)];
  });

  it('serves a file to its uploader alone until a content shows it, and to no one but them once that content is deleted', async () => {
    const url = await upload(author);
    expect([await status(author, url), await status(reader, url)]).toEqual([200, 404]);

    const post = (await author.agent.post(ApiRoutes.contents).send({ title: 'Retreatment protocol', body: 'Attached.', attachmentUrl: url }).expect(201))
      .body as Content;
    expect(await status(reader, url)).toBe(200);

    // The same file in a second content of the author: still shown while that one is up.
    const again = (await author.agent.post(ApiRoutes.contents).send({ title: 'Same protocol, shorter', body: 'Attached.', attachmentUrl: url }).expect(201))
      .body as Content;
    await author.agent.delete(ApiRoutes.contentById(post.id)).expect(204);
    expect(await status(reader, url)).toBe(200);
    await author.agent.delete(ApiRoutes.contentById(again.id)).expect(204);
    expect(await status(reader, url)).toBe(404);
  });

  it('refuses another member’s upload in a content, so no one keeps a file alive past its owner', async () => {
    const url = await upload(author);
    const borrowed = await reader.agent.post(ApiRoutes.contents).send({ title: 'Borrowed', body: 'Look at this.', attachmentUrl: url });
    expect([borrowed.status, borrowed.body]).toEqual([400, { message: ContentOwnershipMessages.foreignUpload }]);
    const thumbnail = await reader.agent.post(ApiRoutes.contents).send({ title: 'Borrowed', body: 'Look at this.', thumbnailUrl: url });
    expect(thumbnail.status).toBe(400);
    const own = (await reader.agent.post(ApiRoutes.contents).send({ title: 'Mine', body: 'My own notes.' }).expect(201)).body as Content;
    await reader.agent.put(ApiRoutes.contentById(own.id)).send({ title: 'Mine', body: 'My own notes.', attachmentUrl: url }).expect(400);
    expect(await status(reader, url)).toBe(404);
  });

  it('withholds the file of a hidden post from its readers, not from its author or moderators', async () => {
    const reporter = await memberWithStanding(baseUrl);
    const moderator = await registeredMember(baseUrl);
    const { username } = (await moderator.agent.get(ApiRoutes.authMe).expect(200)).body as User;
    await grantModerator(stack, username);

    const url = await upload(author, 'panoramic.pdf');
    const post = (await author.agent.post(ApiRoutes.contents).send({ title: 'Panoramic findings', body: 'Attached.', attachmentUrl: url }).expect(201))
      .body as Content;
    expect(await status(reader, url)).toBe(200);
    await reporter.agent
      .post(ApiRoutes.reports)
      .send({ targetType: 'content', targetId: post.id, reason: 'patient-privacy', details: 'The file shows a name.' })
      .expect(201);
    expect([await status(reader, url), await status(reporter, url)]).toEqual([404, 404]);
    expect([await status(author, url), await status(moderator, url)]).toEqual([200, 200]);

    // Kept by a moderator, it is served again.
    const queue = (await moderator.agent.get(ApiRoutes.moderationQueue).expect(200)).body as ModerationQueue;
    const kase = queue.cases.find(({ targetType, targetId }) => targetType === 'content' && targetId === post.id);
    await moderator.agent.post(ApiRoutes.moderationCaseDecisions(kase?.id ?? 0)).send({ action: 'keep', reason: 'The name is the author’s clinic.' }).expect(201);
    expect(await status(reader, url)).toBe(200);
  });

  it('keeps a removed post’s file for its author and moderators while it may be appealed, and serves it again once an appeal reinstates the post', async () => {
    const [removing, reviewing] = [await moderator(), await moderator()];
    const url = await upload(author, 'Protocole d’irrigation – Dr. Zoë Ó Briain.pdf');
    const post = (await author.agent.post(ApiRoutes.contents).send({ title: 'Irrigation protocol', body: 'Attached.', attachmentUrl: url }).expect(201))
      .body as Content;
    const removal = await removePost(removing, reader, post.id);
    expect(Date.parse(removal.appealableUntil ?? '') - Date.parse(removal.decidedAt)).toBe(APPEAL_WINDOW_DAYS * 24 * 3_600_000);
    expect([await status(reader, url), await status(author, url)]).toEqual([404, 200]);
    expect([await status(removing, url), await status(reviewing, url)]).toEqual([200, 200]);
    expect(await inBucket(url)).toBe(true);

    const appeal = (
      await author.agent
        .post(ApiRoutes.moderationAppeals(removal.id))
        .send({ statement: 'The protocol follows the 2024 guideline; the attached file cites it page by page.' })
        .expect(201)
    ).body as ModerationAppeal;
    await reviewing.agent
      .post(ApiRoutes.moderationAppealDecisions(appeal.id))
      .send({ action: 'reinstate', reason: 'The cited guideline supports the dosing.' })
      .expect(201);
    expect(await status(reader, url)).toBe(200);
  });

  describe('when the appeal window of a removal closes', () => {
    // A content replica deciding with a 2-second appeal window, and a BFF calling it: only the decisions made
    // through them get the short window, so the rest of the suite keeps the default.
    let shortWindow: ExtraProcess | undefined;
    let shortWindowBff: ExtraProcess | undefined;

    beforeAll(async () => {
      shortWindow = await startExtraProcess(stack, 'content', 'content-short-appeal-window', {
        APPEAL_WINDOW_MS: '2000',
        APPEAL_WINDOW_SWEEP_MS: '200',
      });
      shortWindowBff = await startExtraProcess(stack, 'bff', 'bff-short-appeal-window', { CONTENT_URL: shortWindow.url });
    });

    afterAll(async () => {
      if (shortWindowBff) await stopProcess(shortWindowBff.pid, 'SIGTERM');
      if (shortWindow) await stopProcess(shortWindow.pid, 'SIGTERM');
    });

    it('deletes its files from the bucket, and takes no appeal after it', async () => {
      const removing = await moderator(shortWindowBff?.url);
      const url = await upload(author, 'Radiographie panoramique – Siobhán O’Connor.pdf');
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
      const thumbnail = (
        (await author.agent.post(`${ApiRoutes.uploadsContent}?kind=thumbnail`).attach('file', png, 'vignette.png').expect(201))
          .body as ThumbnailUploadResponse
      ).thumbnailUrl;
      const post = (
        await author.agent
          .post(ApiRoutes.contents)
          .send({ title: 'Panoramic radiograph', body: 'Attached.', attachmentUrl: url, thumbnailUrl: thumbnail })
          .expect(201)
      ).body as Content;
      const removal = await removePost(removing, reader, post.id);
      expect([await status(reader, url), await status(author, url)]).toEqual([404, 200]);

      await eventually(async () => !(await inBucket(url)) && !(await inBucket(thumbnail)), 'the removed post’s files deleted');
      expect([await status(author, url), await status(removing, url)]).toEqual([404, 404]);
      const late = await author.agent.post(ApiRoutes.moderationAppeals(removal.id)).send({ statement: 'I only now saw the decision.' });
      expect([late.status, late.body]).toEqual([400, { message: ModerationMessages.appealWindowClosed }]);
      const asAuthor = (await author.agent.get(ApiRoutes.moderationDecisionById(removal.id)).expect(200)).body as ModerationDecision;
      expect(asAuthor.appealable).toBe(false);
    });
  });
});

import {
  ApiRoutes,
  ContentOwnershipMessages,
  type Content,
  type ContentUploadResponse,
  type ModerationQueue,
  type User,
} from '@docnet/contracts';
import { grantModerator } from '../harness/moderators';
import { loadStackState } from '../harness/stack';
import { downloadBytes, memberWithStanding, registeredMember, type SessionMember } from './members';

/**
 * Who may download an uploaded file, through the BFF: its uploader; a member who may read a content that shows it
 * (so a file goes with its content when the content is deleted, hidden or removed); moderators. A content shows
 * only its author's own uploads.
 */
const stack = loadStackState();
const { baseUrl } = stack;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function upload(member: SessionMember, name = 'Résumé des cas – Siobhán O’Connor.pdf'): Promise<string> {
  const uploaded = await member.agent.post(ApiRoutes.uploadsContent).attach('file', PDF, name).expect(201);
  return (uploaded.body as ContentUploadResponse).attachmentUrl;
}

const status = async (member: SessionMember, url: string) => (await downloadBytes(member.agent, url)).status;

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
});

import {
  ApiRoutes,
  LANGUAGE_TAG_MAX,
  LANGUAGE_TAG_PATTERN,
  type CommentEntry,
  type Content,
  type ContentListResponse,
  type LikeStatus,
  type OpenApiSchema,
} from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing';
import request from 'supertest';
import { loadStackState } from '../harness/stack';
import { registeredMember, type SessionMember } from './members';

const stack = loadStackState();
const baseUrl = stack.baseUrl;

/** A registered, signed-in member whose profile exists. */
const newMember = () => registeredMember(baseUrl);

async function newMembers(count: number): Promise<SessionMember[]> {
  const members: SessionMember[] = [];
  // A few at a time: each registration hashes a password on a shared machine.
  while (members.length < count) {
    members.push(
      ...(await Promise.all(Array.from({ length: Math.min(5, count - members.length) }, () => newMember()))),
    );
  }
  return members;
}

async function publish(author: SessionMember, fields: Record<string, unknown>): Promise<Content> {
  const created = await author.agent.post(ApiRoutes.contents).send({ body: 'A short body.', ...fields });
  expect(created.status).toBe(201);
  return created.body as Content;
}

/** The content as the member sees it once the content service knows its author's card. */
function withAuthorCard(member: SessionMember, id: number): Promise<Content> {
  return eventually(async () => {
    const content = (await member.agent.get(ApiRoutes.contentById(id)).expect(200)).body as Content;
    return content.author ? content : undefined;
  }, `the author card on content ${id}`);
}

describe('contents, comments and likes through the BFF', () => {
  let author: SessionMember;
  let reader: SessionMember;

  beforeAll(async () => {
    [author, reader] = (await newMembers(2)) as [SessionMember, SessionMember];
  });

  it('refuses visitors: every content call needs a signed-in member', async () => {
    const visitor = request(baseUrl);
    expect((await visitor.get(ApiRoutes.contents)).status).toBe(401);
    expect((await visitor.post(ApiRoutes.contents).send({ title: 't', body: 'b' })).status).toBe(401);
    const comment = await visitor.post(ApiRoutes.contentComments(1)).send({ body: 'hi' });
    expect(comment.status).toBe(401);
    expect(comment.body).toEqual({ message: 'Please log in to comment.' });
    const like = await visitor.post(ApiRoutes.contentLikes(1)).send({});
    expect(like.status).toBe(401);
    expect(like.body).toEqual({ message: 'Please log in to like content.' });
  });

  it('publishes with the auto-summary and clean tags, lists and filters newest first, and counts views of others once a day', async () => {
    const body = 'Peri-implantitis '.repeat(20).trim();
    const created = await publish(author, {
      title: 'Peri-implantitis case',
      body,
      summary: '',
      contentType: 'case_study',
      tags: ['implants', ' implants ', '', 'perio'],
    });
    expect(created).toMatchObject({
      summary: `${body.slice(0, 150)}...`,
      contentType: 'case_study',
      tags: ['implants', 'perio'],
      isPublished: true,
      authorId: author.id,
      likesCount: 0,
      commentsCount: 0,
    });
    const short = await publish(author, { title: 'Short note', body: 'Exactly this.', tags: ['perio'] });
    expect(short.summary).toBe('Exactly this.');
    const research = await publish(author, { title: 'Research', contentType: 'research' });

    const invalid = await author.agent.post(ApiRoutes.contents).send({ title: '  ', body: 'b' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ message: 'Title is required' });
    const longSummary = await author.agent
      .post(ApiRoutes.contents)
      .send({ title: 't', body: 'b', summary: 's'.repeat(151) });
    expect(longSummary.status).toBe(400);

    const list = async (query: string) =>
      (await reader.agent.get(`${ApiRoutes.contents}?${query}`).expect(200)).body as ContentListResponse;
    const mine = await list(`authorId=${author.id}`);
    expect(mine.total).toBe(3);
    expect(mine.contents.map((item) => item.id)).toEqual([research.id, short.id, created.id]);
    expect((await list(`authorId=${author.id}&limit=2&offset=2`)).contents.map((item) => item.id)).toEqual([
      created.id,
    ]);
    expect(
      (await list(`authorId=${author.id}&contentType=case_study`)).contents.map((item) => item.id),
    ).toEqual([created.id]);
    expect((await list(`authorId=${author.id}&tag=perio`)).contents.map((item) => item.id)).toEqual([
      short.id,
      created.id,
    ]);

    const seen = await withAuthorCard(reader, created.id);
    expect(seen.author).toEqual({
      id: author.id,
      name: author.name,
      specialty: null,
      affiliation: null,
      profilePicture: null,
      npiVerified: false,
    });
    expect(seen.viewCount).toBe(1);
    // Once per viewer per day, never the author's own.
    expect(
      ((await reader.agent.get(ApiRoutes.contentById(created.id)).expect(200)).body as Content).viewCount,
    ).toBe(1);
    expect(
      ((await author.agent.get(ApiRoutes.contentById(created.id)).expect(200)).body as Content).viewCount,
    ).toBe(1);
    expect((await reader.agent.get(ApiRoutes.contentById(999_999_999))).status).toBe(404);
  });

  it("lets only the author edit, keeping publishedAt, and shows the author's new name on earlier posts", async () => {
    const item = await publish(author, { title: 'Draft title', tags: ['a'] });
    const edit = {
      title: 'Final title',
      body: 'Edited body.',
      summary: 'Edited',
      contentType: 'research',
      tags: ['b'],
    };
    const refused = await reader.agent.put(ApiRoutes.contentById(item.id)).send(edit);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'You can only change your own content' });
    expect((await author.agent.put(ApiRoutes.contentById(999_999_999)).send(edit)).status).toBe(404);

    const updated = await author.agent.put(ApiRoutes.contentById(item.id)).send(edit);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ...edit, id: item.id, publishedAt: item.publishedAt });

    await author.agent
      .patch(ApiRoutes.usersById(author.id))
      .send({ name: 'Dr. Renamed Author', affiliation: 'Heartland Dental' })
      .expect(200);
    await eventually(async () => {
      const content = (await reader.agent.get(ApiRoutes.contentById(item.id)).expect(200)).body as Content;
      return (
        content.author?.name === 'Dr. Renamed Author' && content.author.affiliation === 'Heartland Dental'
      );
    }, 'the new name on the earlier post');
    author.name = 'Dr. Renamed Author';
  });

  it("keeps a content's language: published, read, in the feed, edited, refused when it is no language code, documented", async () => {
    const item = await publish(author, { title: 'Caso clínico', language: 'es' });
    expect(item.language).toBe('es');
    expect(
      ((await reader.agent.get(ApiRoutes.contentById(item.id)).expect(200)).body as Content).language,
    ).toBe('es');
    const inFeed = async (id: number) =>
      (
        (await reader.agent.get(`${ApiRoutes.contents}?limit=50`).expect(200)).body as ContentListResponse
      ).contents.find((content) => content.id === id)?.language;
    expect(await inFeed(item.id)).toBe('es');
    const edited = await author.agent
      .put(ApiRoutes.contentById(item.id))
      .send({ title: 'Caso clínico', body: 'Um corpo curto.', language: 'pt-BR' })
      .expect(200);
    expect((edited.body as Content).language).toBe('pt-BR');
    expect(await inFeed(item.id)).toBe('pt-BR');

    const refused = await author.agent
      .post(ApiRoutes.contents)
      .send({ title: 't', body: 'b', language: 'Spanish' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'Language must be a language code such as en, es or pt-BR' });

    const { schemas } = (
      (await request(baseUrl).get(ApiRoutes.openApiDocument).expect(200)).body as {
        components: { schemas: Record<string, OpenApiSchema> };
      }
    ).components;
    for (const schema of ['Content', 'ContentInput'])
      expect({ schema, language: schemas[schema]?.properties?.language }).toEqual({
        schema,
        language: { type: 'string', maxLength: LANGUAGE_TAG_MAX, pattern: LANGUAGE_TAG_PATTERN.source },
      });
  });

  it("keeps the comment rules: blank refused, newest first with author cards, only the comment's author deletes", async () => {
    const item = await publish(author, { title: 'Discussed' });
    const blank = await reader.agent.post(ApiRoutes.contentComments(item.id)).send({ body: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: 'Please enter some text for your comment.' });

    const first = await reader.agent.post(ApiRoutes.contentComments(item.id)).send({ body: 'Great case!' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      comment: { body: 'Great case!', authorId: reader.id, contentId: item.id },
    });
    const second = (
      await author.agent.post(ApiRoutes.contentComments(item.id)).send({ body: 'Thanks.' }).expect(201)
    ).body as CommentEntry;

    const comments = await eventually(async () => {
      const listed = (await reader.agent.get(ApiRoutes.contentComments(item.id)).expect(200))
        .body as CommentEntry[];
      return listed.every((entry) => entry.author) ? listed : undefined;
    }, 'comments with author cards');
    expect(comments.map((entry) => entry.comment.body)).toEqual(['Thanks.', 'Great case!']);
    expect(comments[1]?.author).toMatchObject({ id: reader.id, name: reader.name });
    expect(
      ((await author.agent.get(ApiRoutes.contentById(item.id)).expect(200)).body as Content).commentsCount,
    ).toBe(2);

    const foreign = await author.agent.delete(ApiRoutes.commentById((first.body as CommentEntry).comment.id));
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: 'You can only delete your own comments' });
    await author.agent.delete(ApiRoutes.commentById(second.comment.id)).expect(204);
    expect((await author.agent.delete(ApiRoutes.commentById(second.comment.id))).status).toBe(404);
    expect(
      ((await reader.agent.get(ApiRoutes.contentComments(item.id)).expect(200)).body as CommentEntry[]).map(
        (entry) => entry.comment.body,
      ),
    ).toEqual(['Great case!']);
    expect(
      ((await author.agent.get(ApiRoutes.contentById(item.id)).expect(200)).body as Content).commentsCount,
    ).toBe(1);
  });

  it('leaves likesCount equal to the members who like it after 50 concurrent like and unlike requests', async () => {
    const item = await publish(author, { title: 'Popular' });
    const members = await newMembers(50);
    const like = (member: SessionMember) => member.agent.post(ApiRoutes.contentLikes(item.id)).send({});
    const unlike = (member: SessionMember) => member.agent.delete(ApiRoutes.contentLikes(item.id));

    expect((await like(reader)).body).toEqual({ hasLiked: true, likesCount: 1 });
    expect((await like(reader)).body).toEqual({ hasLiked: true, likesCount: 1 });
    expect(
      ((await reader.agent.get(ApiRoutes.contentLikesCheck(item.id)).expect(200)).body as LikeStatus)
        .hasLiked,
    ).toBe(true);
    expect((await unlike(reader)).body).toEqual({ hasLiked: false, likesCount: 0 });

    // The first 30 like; then, all at once, 20 of them unlike while the other 30 members like (10 of them again).
    await Promise.all(members.slice(0, 30).map((member) => like(member).expect(200)));
    const answers = await Promise.all([...members.slice(0, 20).map(unlike), ...members.slice(20).map(like)]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);

    const likers = members.slice(20);
    expect(
      ((await author.agent.get(ApiRoutes.contentById(item.id)).expect(200)).body as Content).likesCount,
    ).toBe(likers.length);
    const statuses = await Promise.all(
      members.map(
        async (member) =>
          ((await member.agent.get(ApiRoutes.contentLikesCheck(item.id)).expect(200)).body as LikeStatus)
            .hasLiked,
      ),
    );
    expect(statuses.filter(Boolean)).toHaveLength(likers.length);
    expect(statuses.slice(0, 20).some(Boolean)).toBe(false);
  });

  it("lists contents with the signed-in member's like state (likedByMe), so the feed needs no check per card", async () => {
    const tag = `liked-feed-${Date.now()}`;
    const liked = await publish(author, { title: 'Liked in the feed', tags: [tag] });
    const notLiked = await publish(author, { title: 'Not liked in the feed', tags: [tag] });
    await reader.agent.post(ApiRoutes.contentLikes(liked.id)).send({}).expect(200);

    const likedByMe = async (member: SessionMember) =>
      ((await member.agent.get(ApiRoutes.contents).query({ tag }).expect(200)).body as ContentListResponse).contents.map(
        ({ id, likedByMe: state }) => ({ id, likedByMe: state }),
      );
    expect(await likedByMe(reader)).toEqual([
      { id: notLiked.id, likedByMe: false },
      { id: liked.id, likedByMe: true },
    ]);
    expect(await likedByMe(author)).toEqual([
      { id: notLiked.id, likedByMe: false },
      { id: liked.id, likedByMe: false },
    ]);
  });

  it('lets only the author delete, and the content goes with its comments and likes', async () => {
    const item = await publish(author, { title: 'Short-lived' });
    await reader.agent.post(ApiRoutes.contentComments(item.id)).send({ body: 'Soon gone' }).expect(201);
    await reader.agent.post(ApiRoutes.contentLikes(item.id)).send({}).expect(200);

    const refused = await reader.agent.delete(ApiRoutes.contentById(item.id));
    expect(refused.status).toBe(403);
    await author.agent.delete(ApiRoutes.contentById(item.id)).expect(204);

    expect((await reader.agent.get(ApiRoutes.contentById(item.id))).status).toBe(404);
    expect((await reader.agent.get(ApiRoutes.contentComments(item.id))).status).toBe(404);
    expect((await reader.agent.get(ApiRoutes.contentLikesCheck(item.id))).status).toBe(404);
    expect((await reader.agent.post(ApiRoutes.contentLikes(item.id)).send({})).status).toBe(404);
    const listed = (await reader.agent.get(`${ApiRoutes.contents}?authorId=${author.id}`).expect(200))
      .body as ContentListResponse;
    expect(listed.contents.map((content) => content.id)).not.toContain(item.id);
  });
});

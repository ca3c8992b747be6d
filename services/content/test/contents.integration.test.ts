import {
  ContentRoutes,
  envelopeSchema,
  findEventDefinition,
  ProfileUpdatedV1,
  Topics,
  type CommentEntry,
  type Content,
  type ContentListResponse,
  type EventEnvelope,
  type LikeChange,
} from '@docnet/contracts';
import { eventually, memberCard } from '@docnet/platform/testing';
import request from 'supertest';
import { ContentFeed } from '../src/modules/contents/domain/content-feed.port';
import { ReactionsReconciler } from '../src/modules/contents/jobs/reactions.reconciler';
import { ContentViewsTally } from '../src/modules/contents/jobs/content-views.tally';
import { ViewBatchModel } from '../src/modules/contents/persistence/view-batch.schema';
import { ContentTallies } from '../src/modules/contents/persistence/content-tallies';
import { PublishedEvents, startContent, type ContentUnderTest } from './content-test-kit';

const AUTHOR = 301;
const READER = 302;
const OTHER = 303;

const card = (id: number) =>
  memberCard(id, {
    specialty: 'Periodontist',
    hospital: 'City Hospital',
    affiliation: id === AUTHOR ? 'Heartland Dental' : null,
    city: 'Austin',
    state: 'TX',
  });

describe('content: contents, comments and likes', () => {
  let content: ContentUnderTest;
  let events: PublishedEvents;
  const call: ContentUnderTest['call'] = (...args) => content.call(...args);
  const publish = (authorId: number, fields: Record<string, unknown>) =>
    content.publishContent(authorId, { body: 'A short body.', ...fields });

  beforeAll(async () => {
    content = await startContent([AUTHOR, READER, OTHER].map(card));
    events = await PublishedEvents.start(content, [Topics.contentContent, Topics.contentComment, Topics.contentLike]);
  });

  afterAll(async () => {
    await events?.stop();
    await content?.stop();
  });

  function expectValid(events: EventEnvelope[]): void {
    for (const event of events) {
      expect(() => envelopeSchema.validateSync(event)).not.toThrow();
      const definition = findEventDefinition(event.type, event.version);
      expect(definition).toBeDefined();
      expect(() => definition?.schema.validateSync(event.data, { strict: true })).not.toThrow();
      expect(event.producer).toBe('content');
    }
  }

  it('publishes at once with the auto-summary, normalized tags and the author card, and emits content.content.published', async () => {
    const body = 'x'.repeat(151);
    const created = await publish(AUTHOR, {
      title: '  Peri-implantitis  ',
      body,
      summary: '',
      contentType: 'case_study',
      tags: [' implants ', '', 'implants', 'perio', '   '],
      isPublished: false,
      publishedAt: '2001-01-01T00:00:00.000Z',
    });
    expect(created).toMatchObject({
      title: 'Peri-implantitis',
      summary: `${'x'.repeat(150)}...`,
      contentType: 'case_study',
      tags: ['implants', 'perio'],
      isPublished: true,
      authorId: AUTHOR,
      author: {
        id: AUTHOR,
        name: `Dr. Member ${AUTHOR}`,
        specialty: 'Periodontist',
        affiliation: 'Heartland Dental',
        profilePicture: null,
      },
      viewCount: 0,
      likesCount: 0,
      commentsCount: 0,
      attachmentUrl: null,
      thumbnailUrl: null,
    });
    expect(Date.now() - Date.parse(created.publishedAt)).toBeLessThan(60_000);

    const short = await publish(AUTHOR, { title: 'Short', body: 'y'.repeat(150) });
    expect(short).toMatchObject({ summary: 'y'.repeat(150), contentType: 'article', tags: [] });
    const kept = await publish(AUTHOR, { title: 'Kept', body: 'z'.repeat(300), summary: 'My own summary' });
    expect(kept.summary).toBe('My own summary');

    const [event] = await events.emitted('content.content.published', created.id);
    expectValid([event]);
    expect(event.data).toMatchObject({
      contentId: created.id,
      authorId: AUTHOR,
      tags: ['implants', 'perio'],
      contentType: 'case_study',
    });
  });

  it("refuses what the form refuses, with the contracts' messages, and writes without a member", async () => {
    const refuse = async (fields: Record<string, unknown>, message: string) => {
      const answer = await call('post', ContentRoutes.contents, AUTHOR).send(fields);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message });
    };
    await refuse({ title: '   ', body: 'b' }, 'Title is required');
    await refuse({ title: 't', body: '  ' }, 'Body is required');
    await refuse(
      { title: 't', body: 'b', summary: 's'.repeat(151) },
      'Summary must be at most 150 characters',
    );
    await refuse(
      { title: 't', body: 'b', contentType: 'poem' },
      'Content type must be article, research or case_study',
    );
    expect((await call('post', ContentRoutes.contents).send({ title: 't', body: 'b' })).status).toBe(401);
    expect((await request(content.url).get(ContentRoutes.contents)).status).toBe(403);
  });

  it('lists newest first with total, limit, offset and the type, author and tag filters', async () => {
    const first = await publish(OTHER, { title: 'Research one', contentType: 'research', tags: ['ortho'] });
    const second = await publish(OTHER, { title: 'Article two', tags: ['ortho', 'kids'] });
    const third = await publish(OTHER, { title: 'Research three', contentType: 'research' });
    const list = async (query: string) =>
      (await call('get', `${ContentRoutes.contents}?${query}`, READER)).body as ContentListResponse;

    const byOther = await list(`authorId=${OTHER}`);
    expect(byOther.total).toBe(3);
    expect(byOther.contents.map((item) => item.id)).toEqual([third.id, second.id, first.id]);
    expect(byOther.contents[0]?.author?.name).toBe(`Dr. Member ${OTHER}`);

    const page = await list(`authorId=${OTHER}&limit=1&offset=1`);
    expect(page).toMatchObject({ total: 3, contents: [{ id: second.id }] });
    expect((await list(`authorId=${OTHER}&contentType=research`)).contents.map((item) => item.id)).toEqual([
      third.id,
      first.id,
    ]);
    expect((await list('tag=ortho')).contents.map((item) => item.id)).toEqual([second.id, first.id]);
    expect((await list('tag=kids&contentType=research')).total).toBe(0);

    const all = await list('');
    expect(all.total).toBeGreaterThanOrEqual(6);
    const times = all.contents.map((item) => Date.parse(item.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await call('get', `${ContentRoutes.contents}?limit=500`, READER)).status).toBe(400);
  });

  it('pages the home feed newest first past deleted contents, with totals kept through publishing, retyping and deleting', async () => {
    const list = async (query: string) =>
      (await call('get', `${ContentRoutes.contents}?${query}`, READER)).body as ContentListResponse;
    const totalBefore = (await list('limit=1')).total;
    const researchBefore = (await list('contentType=research&limit=1')).total;
    const made: Content[] = [];
    for (let index = 0; index < 7; index += 1) {
      made.push(await publish(AUTHOR, { title: `Feed ${index}`, contentType: index % 2 ? 'research' : 'article' }));
    }
    const [zero, one, two, three, four, five, six] = made.map((item) => item.id);
    expect((await call('delete', ContentRoutes.content(six), AUTHOR)).status).toBe(204);
    expect((await call('delete', ContentRoutes.content(three), AUTHOR)).status).toBe(204);
    const retyped = await call('put', ContentRoutes.content(zero), AUTHOR).send({
      title: 'Feed 0',
      body: 'A short body.',
      summary: '',
      contentType: 'research',
      tags: [],
    });
    expect(retyped.status).toBe(200);

    const first = await list('limit=2');
    expect(first.contents.map((item) => item.id)).toEqual([five, four]);
    expect(first.total).toBe(totalBefore + 5);
    expect((await list('limit=2&offset=2')).contents.map((item) => item.id)).toEqual([two, one]);
    const research = await list('contentType=research&limit=10');
    expect(research.contents.map((item) => item.id).filter((id) => made.some((item) => item.id === id))).toEqual([five, one, zero]);
    expect(research.total).toBe(researchBefore + 3);

    // The feed's read model counts its own entries: a tally a crash left off (the database path's total while
    // Redis is unreachable) does not show, and the recount puts the tally right.
    const tallies = content.database.collection('content_tallies');
    await tallies.updateOne({ _id: 'live' as never }, { $inc: { all: 4 } });
    expect((await list('limit=1')).total).toBe(totalBefore + 5);
    const { all } = (await content.app.get(ContentTallies).recount()) as { all: number };
    expect(all).toBe(totalBefore + 5);
    expect((await tallies.findOne({ _id: 'live' as never }))?.all).toBe(totalBefore + 5);
  });

  it("counts other members' views once a day, at once on the answer and in batches with content.views.counted, never the author's own", async () => {
    const item = await publish(AUTHOR, { title: 'Viewed' });
    expect(((await call('get', ContentRoutes.content(item.id), AUTHOR)).body as Content).viewCount).toBe(0);
    expect(((await call('get', ContentRoutes.content(item.id), READER)).body as Content).viewCount).toBe(1);
    expect(((await call('get', ContentRoutes.content(item.id), OTHER)).body as Content).viewCount).toBe(2);
    // Once per viewer per day: the detail page reads it twice.
    expect(((await call('get', ContentRoutes.content(item.id), READER)).body as Content).viewCount).toBe(2);
    // Written in batches: the batch with its content.views.counted, then the contents' $inc.
    await content.app.get(ContentViewsTally).flush();
    const counted = () =>
      events
        .ofType('content.views.counted')
        .flatMap((event) => (event.data as { counts: { contentId: number; authorId: number; views: number }[] }).counts)
        .filter((entry) => entry.contentId === item.id);
    const views = await eventually(() => {
      const entries = counted();
      return entries.reduce((sum, entry) => sum + entry.views, 0) >= 2 ? entries : undefined;
    }, 'two views in content.views.counted');
    expectValid(events.ofType('content.views.counted'));
    expect(views.reduce((sum, entry) => sum + entry.views, 0)).toBe(2);
    for (const entry of views) expect(entry.authorId).toBe(AUTHOR);
    expect((await content.contents.findOne({ _id: item.id }))?.viewCount).toBe(2);
    // Opening a content sends no event of its own.
    expect(events.ofType('content.content.viewed').filter((event) => event.aggregateId === String(item.id))).toEqual([]);
    expect((await call('get', ContentRoutes.content(999_999), READER)).status).toBe(404);
  });

  it('deletes the view batches once published, and touches no collection while no view is counted', async () => {
    const tally = content.app.get(ContentViewsTally);
    const batches = content.database.collection('view_batches');
    const deletes = jest.spyOn(content.app.get<ViewBatchModel>(ViewBatchModel), 'deleteMany');
    try {
      // Earlier views' batches gone, and the passes that followed them over.
      await eventually(async () => (await batches.countDocuments()) === 0, 'earlier view batches deleted');
      for (let pass = 0; pass < 4; pass += 1) await tally.pass();
      deletes.mockClear();
      for (let pass = 0; pass < 3; pass += 1) await tally.pass();
      expect(deletes).not.toHaveBeenCalled();

      const item = await publish(AUTHOR, { title: 'Viewed, then counted in a batch' });
      await call('get', ContentRoutes.content(item.id), READER).expect(200);
      await tally.pass();
      expect(deletes).toHaveBeenCalled();
      await eventually(async () => {
        await tally.pass();
        return (await batches.countDocuments()) === 0;
      }, 'the published batch deleted');
      expect((await content.contents.findOne({ _id: item.id }))?.viewCount).toBe(1);
    } finally {
      deletes.mockRestore();
    }
  });

  it('lets only the author edit, keeps publishedAt and emits content.content.updated', async () => {
    const item = await publish(AUTHOR, {
      title: 'Draft',
      tags: ['a'],
      attachmentUrl: `/api/uploads/content/${AUTHOR}/0f8c2d6e-4b1a-4c3e-9d7f-2a5b8c1e3f40`,
    });
    const edit = {
      title: 'Final',
      body: 'b'.repeat(200),
      summary: '',
      contentType: 'research',
      tags: ['b', 'b '],
    };
    const refused = await call('put', ContentRoutes.content(item.id), READER).send(edit);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'You can only change your own content' });
    expect((await call('put', ContentRoutes.content(999_999), AUTHOR).send(edit)).status).toBe(404);

    const updated = await call('put', ContentRoutes.content(item.id), AUTHOR).send(edit);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Final',
      summary: `${'b'.repeat(150)}...`,
      contentType: 'research',
      tags: ['b'],
      attachmentUrl: null,
      publishedAt: item.publishedAt,
      createdAt: item.createdAt,
    });
    expect(Date.parse((updated.body as Content).updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(item.updatedAt),
    );
    const [event] = await events.emitted('content.content.updated', item.id);
    expectValid([event]);
    expect(event.data).toMatchObject({ title: 'Final', publishedAt: item.publishedAt });
  });

  it("keeps the author's language: answered, read, in the feed's model, and kept by an edit that leaves it out", async () => {
    const item = await publish(AUTHOR, { title: 'Caso clínico', language: 'es' });
    expect(item.language).toBe('es');
    expect(((await call('get', ContentRoutes.content(item.id), READER)).body as Content).language).toBe('es');
    const inFeed = async (id: number) => {
      const page = (await call('get', ContentRoutes.contents, READER)).body as ContentListResponse;
      const [model] = (await content.app.get(ContentFeed).page(undefined, 0, 50)).contents.filter(
        (entry) => entry._id === id,
      );
      return { answered: page.contents.find((entry) => entry.id === id)?.language, model: model?.language };
    };
    expect(await inFeed(item.id)).toEqual({ answered: 'es', model: 'es' });

    // The SPA's edit form sends no language: the content keeps its own; an edit that names one changes it.
    const edit = { title: 'Caso clínico', body: 'Un cuerpo corto.' };
    const kept = await call('put', ContentRoutes.content(item.id), AUTHOR).send(edit);
    expect((kept.body as Content).language).toBe('es');
    const changed = await call('put', ContentRoutes.content(item.id), AUTHOR).send({
      ...edit,
      language: 'pt-BR',
    });
    expect((changed.body as Content).language).toBe('pt-BR');
    expect(await inFeed(item.id)).toEqual({ answered: 'pt-BR', model: 'pt-BR' });

    const none = await publish(AUTHOR, { title: 'No language named' });
    expect(none).not.toHaveProperty('language');
    expect(await inFeed(none.id)).toEqual({ answered: undefined, model: undefined });
    const refused = await call('post', ContentRoutes.contents, AUTHOR).send({
      title: 't',
      body: 'b',
      language: 'Spanish',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'Language must be a language code such as en, es or pt-BR' });
  });

  it("adds comments for signed-in members, lists them newest first with author cards, and lets only the comment's author delete", async () => {
    const item = await publish(AUTHOR, { title: 'Discussed' });
    const blank = await call('post', ContentRoutes.comments(item.id), READER).send({ body: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: 'Please enter some text for your comment.' });
    expect((await call('post', ContentRoutes.comments(item.id)).send({ body: 'hi' })).status).toBe(401);
    expect((await call('post', ContentRoutes.comments(999_999), READER).send({ body: 'hi' })).status).toBe(
      404,
    );

    const first = await call('post', ContentRoutes.comments(item.id), READER).send({
      body: '  Great case.  ',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      comment: { body: 'Great case.', authorId: READER, contentId: item.id },
      author: { id: READER, name: `Dr. Member ${READER}`, affiliation: 'City Hospital' },
    });
    const second = (await call('post', ContentRoutes.comments(item.id), OTHER).send({ body: 'Agreed.' }))
      .body as CommentEntry;

    const listed = (await call('get', ContentRoutes.comments(item.id), AUTHOR)).body as CommentEntry[];
    expect(listed.map((entry) => entry.comment.id)).toEqual([
      second.comment.id,
      (first.body as CommentEntry).comment.id,
    ]);
    expect(((await call('get', ContentRoutes.content(item.id), AUTHOR)).body as Content).commentsCount).toBe(
      2,
    );

    const foreign = await call('delete', ContentRoutes.comment(second.comment.id), AUTHOR);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: 'You can only delete your own comments' });
    expect((await call('delete', ContentRoutes.comment(second.comment.id), OTHER)).status).toBe(204);
    expect((await call('delete', ContentRoutes.comment(second.comment.id), OTHER)).status).toBe(404);
    expect(
      ((await call('get', ContentRoutes.comments(item.id), AUTHOR)).body as CommentEntry[]).map(
        (entry) => entry.comment.id,
      ),
    ).toEqual([(first.body as CommentEntry).comment.id]);
    expect(((await call('get', ContentRoutes.content(item.id), AUTHOR)).body as Content).commentsCount).toBe(
      1,
    );

    const added = await events.emitted('content.comment.added', item.id, 2);
    const removed = await events.emitted('content.comment.removed', item.id);
    expectValid([...added, ...removed]);
    expect(removed[0].data).toMatchObject({
      commentId: second.comment.id,
      contentId: item.id,
      authorId: OTHER,
    });
  });

  it('keeps likes idempotent per member and likesCount exact under concurrent likes and unlikes', async () => {
    const item = await publish(AUTHOR, { title: 'Liked' });
    const like = (memberId: number) => call('post', ContentRoutes.likes(item.id), memberId);
    const unlike = (memberId: number) => call('delete', ContentRoutes.likes(item.id), memberId);

    expect((await like(READER)).body).toEqual({ hasLiked: true, likesCount: 1 } satisfies LikeChange);
    expect((await like(READER)).body).toEqual({ hasLiked: true, likesCount: 1 });
    expect((await call('get', ContentRoutes.likeCheck(item.id), READER)).body).toEqual({ hasLiked: true });
    expect((await call('get', ContentRoutes.likeCheck(item.id), OTHER)).body).toEqual({ hasLiked: false });
    expect((await unlike(OTHER)).body).toEqual({ hasLiked: false, likesCount: 1 });
    expect((await unlike(READER)).body).toEqual({ hasLiked: false, likesCount: 0 });
    expect((await unlike(READER)).body).toEqual({ hasLiked: false, likesCount: 0 });
    expect((await like(999)).status).toBe(200);
    expect((await call('post', ContentRoutes.likes(999_999), READER)).status).toBe(404);

    // 30 members like; then 15 of them unlike while 15 others like, all at once, with repeats.
    const members = Array.from({ length: 45 }, (_, index) => 1000 + index);
    await Promise.all(members.slice(0, 30).map((memberId) => like(memberId)));
    await Promise.all([
      ...members.slice(0, 15).flatMap((memberId) => [unlike(memberId), unlike(memberId)]),
      ...members.slice(30).flatMap((memberId) => [like(memberId), like(memberId)]),
    ]);
    const expected = 1 + 30; // member 999, members 15..44
    expect(((await call('get', ContentRoutes.content(item.id), AUTHOR)).body as Content).likesCount).toBe(
      expected,
    );
    expect(
      await content.database.collection('likes').countDocuments({ contentId: item.id, liked: true }),
    ).toBe(expected);

    const added = await events.emitted('content.like.added', `${item.id}:${members[44]}`);
    const removed = await events.emitted('content.like.removed', `${item.id}:${READER}`);
    expectValid([...added, ...removed]);
    expect(removed).toHaveLength(1);
    expect(
      events.ofType('content.like.added').filter((event) => event.aggregateId === `${item.id}:${READER}`),
    ).toHaveLength(1);
  });

  it("gives each listed content the acting member's like state, and none without a member", async () => {
    const tag = `liked-list-${Date.now()}`;
    const first = await publish(AUTHOR, { title: 'First of the page', tags: [tag] });
    const second = await publish(AUTHOR, { title: 'Second of the page', tags: [tag] });
    await call('post', ContentRoutes.likes(first.id), READER).expect(200);
    await call('post', ContentRoutes.likes(second.id), OTHER).expect(200);
    await call('post', ContentRoutes.likes(second.id), READER).expect(200);
    await call('delete', ContentRoutes.likes(second.id), READER).expect(200);

    const likedBy = async (path: string, memberId?: number) =>
      ((await call('get', path, memberId)).body as ContentListResponse).contents
        .filter(({ id }) => id === first.id || id === second.id)
        .map(({ id, likedByMe }) => ({ id, likedByMe }));
    const byTag = `${ContentRoutes.contents}?tag=${tag}`;
    expect(await likedBy(byTag, READER)).toEqual([
      { id: second.id, likedByMe: false },
      { id: first.id, likedByMe: true },
    ]);
    expect(await likedBy(byTag, OTHER)).toEqual([
      { id: second.id, likedByMe: true },
      { id: first.id, likedByMe: false },
    ]);
    // The home feed (no filter) too, and nothing for a call without a member.
    expect(await likedBy(`${ContentRoutes.contents}?limit=50`, READER)).toEqual([
      { id: second.id, likedByMe: false },
      { id: first.id, likedByMe: true },
    ]);
    expect(await likedBy(byTag)).toEqual([
      { id: second.id, likedByMe: undefined },
      { id: first.id, likedByMe: undefined },
    ]);
  });

  it('recounts a content whose like or comment change was left unapplied by a crashed request', async () => {
    const item = await publish(AUTHOR, { title: 'Crash' });
    const longAgo = new Date(Date.now() - 5 * 60_000);
    const outbox = { pendingEvents: [], outboxPending: false, outboxRevision: 1 };
    // Crashed after the row's write and before its $inc: the rows say liked and commented, the counts do not.
    await content.database.collection('likes').insertOne({
      contentId: item.id,
      memberId: READER,
      liked: true,
      toggles: 1,
      unapplied: 1,
      changedAt: longAgo,
      ...outbox,
    });
    await content.database.collection('comments').insertOne({
      _id: 900_001 as never,
      contentId: item.id,
      authorId: READER,
      body: 'Lost count',
      createdAt: longAgo,
      removed: false,
      unapplied: 1,
      changedAt: longAgo,
      ...outbox,
    });
    expect((await call('get', ContentRoutes.content(item.id), AUTHOR)).body).toMatchObject({
      likesCount: 0,
      commentsCount: 0,
    });

    await content.app.get(ReactionsReconciler).pass();
    expect((await call('get', ContentRoutes.content(item.id), AUTHOR)).body).toMatchObject({
      likesCount: 1,
      commentsCount: 1,
    });
    expect(
      await content.database
        .collection('likes')
        .countDocuments({ contentId: item.id, unapplied: { $gt: 0 } }),
    ).toBe(0);
    // The next live change applies on top of the recount.
    expect((await call('delete', ContentRoutes.likes(item.id), READER)).body).toEqual({
      hasLiked: false,
      likesCount: 0,
    });
  });

  it('shows a renamed author on earlier contents and comments, from profile.profile.updated alone', async () => {
    const item = await publish(AUTHOR, { title: 'Before the rename' });
    await call('post', ContentRoutes.comments(item.id), AUTHOR).send({ body: 'Author note' });
    await content.publish(ProfileUpdatedV1, AUTHOR, { revision: 2, card: { ...card(AUTHOR), name: 'Dr. Renamed Author' } });
    await eventually(
      async () =>
        ((await call('get', ContentRoutes.content(item.id), READER)).body as Content).author?.name ===
        'Dr. Renamed Author',
      'the new name',
    );
    const listed = (await call('get', `${ContentRoutes.contents}?authorId=${AUTHOR}`, READER))
      .body as ContentListResponse;
    expect(listed.contents.every((entry) => entry.author?.name === 'Dr. Renamed Author')).toBe(true);
    expect(
      ((await call('get', ContentRoutes.comments(item.id), READER)).body as CommentEntry[])[0]?.author?.name,
    ).toBe('Dr. Renamed Author');
  });

  it('lets only the author delete, removing its comments and likes, and emits content.content.deleted', async () => {
    const item = await publish(AUTHOR, { title: 'Doomed' });
    await call('post', ContentRoutes.comments(item.id), READER).send({ body: 'Soon gone' });
    await call('post', ContentRoutes.likes(item.id), READER);
    const refused = await call('delete', ContentRoutes.content(item.id), READER);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'You can only change your own content' });

    expect((await call('delete', ContentRoutes.content(item.id), AUTHOR)).status).toBe(204);
    expect((await call('get', ContentRoutes.content(item.id), AUTHOR)).status).toBe(404);
    expect((await call('get', ContentRoutes.comments(item.id), AUTHOR)).status).toBe(404);
    expect((await call('post', ContentRoutes.likes(item.id), READER)).status).toBe(404);
    expect((await call('delete', ContentRoutes.content(item.id), AUTHOR)).status).toBe(404);
    const listed = (await call('get', `${ContentRoutes.contents}?authorId=${AUTHOR}`, READER))
      .body as ContentListResponse;
    expect(listed.contents.map((entry) => entry.id)).not.toContain(item.id);

    const [event] = await events.emitted('content.content.deleted', item.id);
    expectValid([event]);
    await eventually(async () => {
      await content.app.get(ReactionsReconciler).pass();
      const left = await Promise.all(
        ['contents', 'comments', 'likes'].map((name) =>
          content.database
            .collection(name)
            .countDocuments(name === 'contents' ? { _id: item.id as never } : { contentId: item.id }),
        ),
      );
      return left.every((count) => count === 0);
    }, 'the content, its comments and likes purged');
  });

  it("names the files a deletion or an edit lets go in its event, and tells which files contents still use", async () => {
    const file = (id: string) => `/api/uploads/content/${AUTHOR}/${id}`;
    const [pdf, scan, photo, portrait] = [
      file('6a1f1c1e-2b3c-4d5e-8f90-a1b2c3d4e5f6'),
      file('7b2e2d2f-3c4d-4e6f-9a01-b2c3d4e5f6a7'),
      file('8c3f3e30-4d5e-4f70-8b12-c3d4e5f6a7b8'),
      file('9d404f41-5e6f-4081-9c23-d4e5f6a7b8c9'),
    ];
    const item = await publish(AUTHOR, { title: "Dr. O'Brien's case — ECG", attachmentUrl: pdf, thumbnailUrl: photo });
    const unknown = file('00000000-0000-4000-8000-000000000000');
    const asked = await call('post', ContentRoutes.fileReferences).send({ urls: [pdf, photo, unknown, 'https://example.org/x.pdf'] });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ referenced: [pdf, photo] });

    // The edit replaces the attachment and the thumbnail: the event names both former files.
    await call('put', ContentRoutes.content(item.id), AUTHOR)
      .send({ title: item.title, body: 'A short body.', attachmentUrl: scan, thumbnailUrl: portrait })
      .expect(200);
    const [updated] = await events.emitted('content.content.updated', item.id);
    expectValid([updated]);
    expect(updated.data).toMatchObject({ attachmentUrl: scan, thumbnailUrl: portrait, previousAttachmentUrl: pdf, previousThumbnailUrl: photo });
    expect((await call('post', ContentRoutes.fileReferences).send({ urls: [pdf, scan, photo, portrait] })).body).toEqual({
      referenced: [scan, portrait],
    });

    // The deletion names the files the content had; a deleted content uses none.
    await call('delete', ContentRoutes.content(item.id), AUTHOR).expect(204);
    const [deleted] = await events.emitted('content.content.deleted', item.id);
    expectValid([deleted]);
    expect(deleted.data).toMatchObject({ attachmentUrl: scan, thumbnailUrl: portrait });
    expect((await call('post', ContentRoutes.fileReferences).send({ urls: [scan, portrait] })).body).toEqual({ referenced: [] });

    const tooMany = await call('post', ContentRoutes.fileReferences).send({ urls: Array.from({ length: 501 }, (_, index) => file(String(index))) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ message: 'At most 500 urls' });
  });
});

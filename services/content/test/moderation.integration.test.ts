import { randomUUID } from 'node:crypto';
import {
  ContentRemovalFinalV1,
  ContentRoutes,
  ModerationMessages,
  Topics,
  type CommentEntry,
  type Content,
  type ContentListResponse,
  type ModerationAppeal,
  type ModerationDecision,
  type FileReferences,
  type ModerationQueue,
  type ReportReceipt,
} from '@docnet/contracts';
import { memberCard } from '@docnet/platform/testing';
import { ReactionCounts } from '../src/modules/contents/commands/count-reactions/reaction-counts';
import { SettleRemovalsHandler } from '../src/modules/moderation/commands/settle-removals/settle-removals.handler';
import { UpdateContentFeedHandler } from '../src/modules/contents/commands/update-content-feed/update-content-feed.handler';
import { PublishedEvents, startContent, type ContentUnderTest } from './content-test-kit';

const AUTHOR = 701;
const REPORTERS = [702, 703, 704, 705, 706];
const MODERATOR = 711;
const SECOND_MODERATOR = 712;

// Members with a bound NPI: their reports count toward hiding (report-standing.integration.test.ts covers the others).
const card = (id: number) => memberCard(id, { specialty: 'Endodontist', city: 'Austin', state: 'TX', npiVerified: true });

describe('content: reporting and moderation', () => {
  let content: ContentUnderTest;
  let events: PublishedEvents;
  const call: ContentUnderTest['call'] = (...args) => content.call(...args);
  const publish = (title: string) =>
    content.publishContent(AUTHOR, { title, body: 'Irrigation with sodium hypochlorite.' });

  beforeAll(async () => {
    content = await startContent([AUTHOR, ...REPORTERS, MODERATOR, SECOND_MODERATOR].map(card));
    events = await PublishedEvents.start(content, [
      Topics.contentContent,
      Topics.contentComment,
      Topics.contentModeration,
    ]);
  });

  afterAll(async () => {
    await events?.stop();
    await content?.stop();
  });

  const report = (reporterId: number, targetType: string, targetId: number, reason = 'misinformation') =>
    call('post', ContentRoutes.reports, reporterId).send({
      targetType,
      targetId,
      reason,
      details: '  Outdated dosing.  ',
    });

  const listed = async (memberId: number, query: Record<string, unknown> = {}) =>
    (
      (
        await call('get', ContentRoutes.contents, memberId)
          .query({ limit: 50, ...query })
          .expect(200)
      ).body as ContentListResponse
    ).contents.map(({ id }) => id);

  /** The case of a target, as stored. */
  const caseOf = (targetType: string, targetId: number) =>
    content.database
      .collection<{ _id: number; reportCount: number; hidden: boolean }>('moderation_cases')
      .findOne({ targetType, targetId });

  /** Three distinct reporters hide a content pending review. */
  async function hideContent(contentId: number): Promise<void> {
    for (const reporter of REPORTERS.slice(0, 3)) await report(reporter, 'content', contentId).expect(201);
  }

  /** Three distinct reporters, the post's author among them, hide a comment pending review. */
  async function hideComment(commentId: number): Promise<void> {
    for (const reporter of [AUTHOR, REPORTERS[0], REPORTERS[1]])
      await report(reporter, 'comment', commentId).expect(201);
  }

  it('takes a report once per member and target, never of oneself, and only of what exists', async () => {
    const post = await publish('Once per target');
    const receipt = (await report(REPORTERS[0], 'content', post.id).expect(201)).body as ReportReceipt;
    expect(receipt).toMatchObject({ targetType: 'content', targetId: post.id, reason: 'misinformation' });
    expect((await report(REPORTERS[0], 'content', post.id, 'spam').expect(409)).body).toEqual({
      message: ModerationMessages.alreadyReported,
    });
    expect((await report(AUTHOR, 'content', post.id).expect(400)).body).toEqual({
      message: ModerationMessages.ownItem,
    });
    await report(REPORTERS[0], 'content', 999_999).expect(404);
    await report(REPORTERS[0], 'member', AUTHOR).expect(201);
    expect((await report(REPORTERS[0], 'member', REPORTERS[0]).expect(400)).body).toEqual({
      message: ModerationMessages.ownItem,
    });
    await report(REPORTERS[0], 'member', 888_888).expect(404);
    await call('post', ContentRoutes.reports, REPORTERS[0])
      .send({ targetType: 'content', targetId: post.id, reason: 'rude' })
      .expect(400);
    const stored = await content.database.collection<{ _id: number }>('reports').findOne({ _id: receipt.id });
    expect(stored).toMatchObject({ details: 'Outdated dosing.' });
  });

  it('hides a content at the third distinct reporter: gone from lists and reads for others, flagged for its author', async () => {
    const post = await publish('Hidden at three');
    await report(REPORTERS[0], 'content', post.id).expect(201);
    await report(REPORTERS[1], 'content', post.id).expect(201);
    expect(await listed(REPORTERS[4])).toContain(post.id);
    await report(REPORTERS[2], 'content', post.id).expect(201);

    expect(await listed(REPORTERS[4])).not.toContain(post.id);
    expect(await listed(REPORTERS[4], { authorId: AUTHOR })).not.toContain(post.id);
    await call('get', ContentRoutes.content(post.id), REPORTERS[4]).expect(404);
    const own = (await call('get', ContentRoutes.content(post.id), AUTHOR).expect(200)).body as Content;
    expect(own.moderationStatus).toBe('hidden');
    const ownList = (
      await call('get', ContentRoutes.contents, AUTHOR).query({ authorId: AUTHOR }).expect(200)
    ).body as ContentListResponse;
    expect(ownList.contents.find(({ id }) => id === post.id)?.moderationStatus).toBe('hidden');
    await call('post', ContentRoutes.comments(post.id), REPORTERS[4])
      .send({ body: 'Still here?' })
      .expect(404);
    const [hidden] = await events.emitted('content.content.moderated', post.id);
    expect(hidden.data).toMatchObject({
      contentId: post.id,
      authorId: AUTHOR,
      status: 'hidden',
      moderationRevision: 1,
    });
    // Rebuilt from the database, the feed's read model says the same.
    await content.app.get(UpdateContentFeedHandler).execute();
    expect(await listed(REPORTERS[4])).not.toContain(post.id);
  });

  it('hides exactly once when reports arrive at once', async () => {
    const post = await publish('Reported at once');
    const answers = await Promise.all(REPORTERS.map((reporter) => report(reporter, 'content', post.id)));
    expect(answers.map(({ status }) => status)).toEqual(REPORTERS.map(() => 201));
    await events.emitted('content.content.moderated', post.id);
    expect(await caseOf('content', post.id)).toMatchObject({ reportCount: REPORTERS.length, hidden: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      events.ofType('content.content.moderated').filter((event) => event.aggregateId === String(post.id)),
    ).toHaveLength(1);
  });

  it('hides a comment at three for everyone but its author', async () => {
    const post = await publish('A discussion');
    const entry = (
      await call('post', ContentRoutes.comments(post.id), REPORTERS[3])
        .send({ body: 'Use chlorhexidine instead.' })
        .expect(201)
    ).body as CommentEntry;
    await hideComment(entry.comment.id);
    const seenBy = async (memberId: number) =>
      ((await call('get', ContentRoutes.comments(post.id), memberId).expect(200)).body as CommentEntry[]).map(
        ({ comment }) => comment,
      );
    expect(await seenBy(AUTHOR)).toEqual([]);
    expect(await seenBy(REPORTERS[3])).toEqual([
      expect.objectContaining({ id: entry.comment.id, moderationStatus: 'hidden' }),
    ]);
    await events.emitted(
      'content.comment.moderated',
      (event) => (event.data as { commentId: number }).commentId === entry.comment.id,
    );
  });

  it("lists a hidden or removed content's comments to a moderator's read only, hidden and removed ones flagged", async () => {
    const post = await publish('Comments under review');
    const comment = async (authorId: number, body: string) =>
      (
        (await call('post', ContentRoutes.comments(post.id), authorId).send({ body }).expect(201))
          .body as CommentEntry
      ).comment.id;
    const kept = await comment(REPORTERS[3], 'Agreed.');
    const hidden = await comment(REPORTERS[4], 'Off topic.');
    const removed = await comment(REPORTERS[4], 'Spam link.');
    for (const target of [hidden, removed]) await hideComment(target);
    await call('post', ContentRoutes.caseDecisions((await caseOf('comment', removed))?._id ?? 0), MODERATOR)
      .send({ action: 'remove', reason: 'Spam.' })
      .expect(201);
    await hideContent(post.id);

    const asModerator = (memberId: number) =>
      call('get', ContentRoutes.comments(post.id), memberId).query({ asModerator: true });
    await call('get', ContentRoutes.comments(post.id), MODERATOR).expect(404);
    await call('get', ContentRoutes.comments(post.id), REPORTERS[3]).expect(404);
    const flagged = ((await asModerator(MODERATOR).expect(200)).body as CommentEntry[]).map(({ comment }) => [
      comment.id,
      comment.moderationStatus,
    ]);
    expect(flagged).toEqual([
      [removed, 'removed'],
      [hidden, 'hidden'],
      [kept, undefined],
    ]);
    // Removed by a decision, the content's comments still answer a moderator.
    await call('post', ContentRoutes.caseDecisions((await caseOf('content', post.id))?._id ?? 0), MODERATOR)
      .send({ action: 'remove', reason: 'Off topic.' })
      .expect(201);
    expect(((await asModerator(SECOND_MODERATOR).expect(200)).body as CommentEntry[]).length).toBe(3);
    await call('get', ContentRoutes.comments(999_999), MODERATOR).query({ asModerator: true }).expect(404);
  });

  it('counts a comment in commentsCount only while visible: lists, the read model, single reads and a recount agree', async () => {
    const post = await publish('Counted comments');
    const comment = async (authorId: number, body: string) =>
      (
        (await call('post', ContentRoutes.comments(post.id), authorId).send({ body }).expect(201))
          .body as CommentEntry
      ).comment.id;
    const first = await comment(REPORTERS[3], 'Use chlorhexidine instead.');
    const second = await comment(REPORTERS[4], 'EDTA first.');
    // The single read, the author's list (the feed's read model) and the stored document.
    const counts = async () => {
      const read = (await call('get', ContentRoutes.content(post.id), REPORTERS[2]).expect(200))
        .body as Content;
      const page = (
        await call('get', ContentRoutes.contents, REPORTERS[2])
          .query({ limit: 50, authorId: AUTHOR })
          .expect(200)
      ).body as ContentListResponse;
      const stored = await content.contents.findOne({ _id: post.id });
      return [
        read.commentsCount,
        page.contents.find(({ id }) => id === post.id)?.commentsCount,
        stored?.commentsCount,
      ];
    };
    const decide = async (targetId: number, action: string) =>
      (
        await call(
          'post',
          ContentRoutes.caseDecisions((await caseOf('comment', targetId))?._id ?? 0),
          MODERATOR,
        )
          .send({ action, reason: 'Reviewed.' })
          .expect(201)
      ).body as ModerationDecision;
    expect(await counts()).toEqual([2, 2, 2]);

    await hideComment(first);
    expect(await counts()).toEqual([1, 1, 1]);
    const removal = await decide(first, 'remove'); // hidden to removed: already out of the count
    expect(await counts()).toEqual([1, 1, 1]);
    const appeal = (
      await call('post', ContentRoutes.appeals(removal.id), REPORTERS[3])
        .send({ statement: 'Evidence-based.' })
        .expect(201)
    ).body as ModerationAppeal;
    await call('post', ContentRoutes.appealDecisions(appeal.id), SECOND_MODERATOR)
      .send({ action: 'reinstate', reason: 'Fine.' })
      .expect(201);
    expect(await counts()).toEqual([2, 2, 2]);

    await hideComment(second);
    expect(await counts()).toEqual([1, 1, 1]);
    await decide(second, 'keep');
    expect(await counts()).toEqual([2, 2, 2]);
    // Hidden again, then deleted by its author: it left the count once, so the deletion takes nothing more.
    const third = await comment(REPORTERS[4], 'Or ozone.');
    await hideComment(third);
    expect(await counts()).toEqual([2, 2, 2]);
    await call('delete', ContentRoutes.comment(third), REPORTERS[4]).expect(204);
    expect(await counts()).toEqual([2, 2, 2]);

    // The reconciler's recount from the rows and a rebuild of the read model find what the moves applied.
    const rows = await content.database.collection('comments').find({ contentId: post.id }).toArray();
    expect(rows.map(({ unapplied }) => unapplied as number)).toEqual(rows.map(() => 0));
    expect(await content.app.get(ReactionCounts).recountComments(post.id)).toBe(true);
    await content.app.get(UpdateContentFeedHandler).execute();
    expect(await counts()).toEqual([2, 2, 2]);
  });

  it('has a moderator who reported a case decide neither it nor its appeal, nor see them in their queue', async () => {
    const post = await publish('Reported by a moderator');
    const reportingModerator = REPORTERS[3];
    await report(reportingModerator, 'content', post.id).expect(201);
    const caseId = (await caseOf('content', post.id))?._id ?? 0;
    const queueOf = async (moderatorId: number) =>
      (await call('get', ContentRoutes.moderationQueue, moderatorId).expect(200)).body as ModerationQueue;
    expect((await queueOf(reportingModerator)).cases.map(({ id }) => id)).not.toContain(caseId);
    expect((await queueOf(MODERATOR)).cases.map(({ id }) => id)).toContain(caseId);
    const refused = await call('post', ContentRoutes.caseDecisions(caseId), reportingModerator).send({ action: 'remove', reason: 'Mine to judge.' });
    expect([refused.status, refused.body]).toEqual([403, { message: ModerationMessages.reportedCase }]);

    const removal = (await call('post', ContentRoutes.caseDecisions(caseId), MODERATOR).send({ action: 'remove', reason: 'Outdated.' }).expect(201))
      .body as ModerationDecision;
    const appeal = (await call('post', ContentRoutes.appeals(removal.id), AUTHOR).send({ statement: 'The dosing is current.' }).expect(201))
      .body as ModerationAppeal;
    expect((await queueOf(reportingModerator)).appeals.map(({ id }) => id)).not.toContain(appeal.id);
    const onAppeal = await call('post', ContentRoutes.appealDecisions(appeal.id), reportingModerator).send({ action: 'uphold', reason: 'Still outdated.' });
    expect([onAppeal.status, onAppeal.body]).toEqual([403, { message: ModerationMessages.reportedCase }]);
    await call('post', ContentRoutes.appealDecisions(appeal.id), SECOND_MODERATOR).send({ action: 'reinstate', reason: 'Current guidance.' }).expect(201);
  });

  it('logs decisions, lets the author appeal once, and has another moderator reinstate', async () => {
    const post = await publish('Removed, then reinstated');
    await hideContent(post.id);
    const caseId = (await caseOf('content', post.id))?._id ?? 0;

    const queue = (await call('get', ContentRoutes.moderationQueue, MODERATOR).expect(200))
      .body as ModerationQueue;
    const queued = queue.cases.find(({ id }) => id === caseId);
    expect(queued).toMatchObject({
      hidden: true,
      subjectId: AUTHOR,
      subject: { id: AUTHOR, name: `Dr. Member ${AUTHOR}` },
      item: {
        title: 'Removed, then reinstated',
        text: 'Irrigation with sodium hypochlorite.',
        contentId: post.id,
        context: [],
      },
      reportCount: 3,
      reasonCounts: { misinformation: 3, spam: 0 },
    });
    expect(queued?.reports.map(({ reporterId, details }) => [reporterId, details])).toEqual(
      REPORTERS.slice(0, 3).map((id) => [id, 'Outdated dosing.']),
    );

    await call('post', ContentRoutes.caseDecisions(caseId), AUTHOR)
      .send({ action: 'keep', reason: 'Mine' })
      .expect(403);
    const removal = (
      await call('post', ContentRoutes.caseDecisions(caseId), MODERATOR)
        .send({ action: 'remove', reason: '  Dosing is wrong.  ' })
        .expect(201)
    ).body as ModerationDecision;
    expect(removal).toMatchObject({
      caseId,
      action: 'remove',
      reason: 'Dosing is wrong.',
      moderatorId: MODERATOR,
      subjectId: AUTHOR,
      appealable: true,
    });
    expect(
      (
        await call('post', ContentRoutes.caseDecisions(caseId), SECOND_MODERATOR)
          .send({ action: 'keep', reason: 'Fine' })
          .expect(409)
      ).body,
    ).toEqual({ message: ModerationMessages.caseDecided });
    await call('get', ContentRoutes.content(post.id), AUTHOR).expect(404);
    expect(await listed(AUTHOR, { authorId: AUTHOR })).not.toContain(post.id);
    const [decided] = await events.emitted(
      'content.moderation.decided',
      (event) => (event.data as { decisionId: number }).decisionId === removal.id,
    );
    expect(decided.data).toMatchObject({
      subjectId: AUTHOR,
      action: 'remove',
      reason: 'Dosing is wrong.',
      title: 'Removed, then reinstated',
      contentId: post.id,
    });

    await call('post', ContentRoutes.appeals(removal.id), REPORTERS[0])
      .send({ statement: 'Not mine' })
      .expect(403);
    const appeal = (
      await call('post', ContentRoutes.appeals(removal.id), AUTHOR)
        .send({ statement: 'The dose follows the 2024 guideline.' })
        .expect(201)
    ).body as ModerationAppeal;
    expect(appeal).toMatchObject({ decisionId: removal.id, memberId: AUTHOR, status: 'open' });
    expect(
      (await call('post', ContentRoutes.appeals(removal.id), AUTHOR).send({ statement: 'Again' }).expect(409))
        .body,
    ).toEqual({ message: ModerationMessages.alreadyAppealed });

    const ownQueue = (await call('get', ContentRoutes.moderationQueue, MODERATOR).expect(200))
      .body as ModerationQueue;
    expect(ownQueue.appeals.map(({ id }) => id)).not.toContain(appeal.id);
    const otherQueue = (await call('get', ContentRoutes.moderationQueue, SECOND_MODERATOR).expect(200))
      .body as ModerationQueue;
    expect(otherQueue.appeals.find(({ id }) => id === appeal.id)?.decision).toMatchObject({
      id: removal.id,
      action: 'remove',
    });
    expect(otherQueue.cases.map(({ id }) => id)).not.toContain(caseId);

    expect(
      (
        await call('post', ContentRoutes.appealDecisions(appeal.id), MODERATOR)
          .send({ action: 'reinstate', reason: 'Me' })
          .expect(403)
      ).body,
    ).toEqual({
      message: ModerationMessages.sameModerator,
    });
    const reinstated = (
      await call('post', ContentRoutes.appealDecisions(appeal.id), SECOND_MODERATOR)
        .send({ action: 'reinstate', reason: 'The guideline allows it.' })
        .expect(201)
    ).body as ModerationDecision;
    expect(reinstated).toMatchObject({
      appealId: appeal.id,
      action: 'reinstate',
      moderatorId: SECOND_MODERATOR,
    });
    await call('post', ContentRoutes.appealDecisions(appeal.id), SECOND_MODERATOR)
      .send({ action: 'uphold', reason: 'Twice' })
      .expect(409);
    expect(await listed(REPORTERS[4])).toContain(post.id);
    expect(
      ((await call('get', ContentRoutes.content(post.id), REPORTERS[4]).expect(200)).body as Content)
        .moderationStatus,
    ).toBeUndefined();
    // Reinstated on appeal: more reports no longer hide it.
    await report(REPORTERS[3], 'content', post.id).expect(201);
    expect(await listed(REPORTERS[4])).toContain(post.id);

    const log = (
      await call('get', ContentRoutes.moderationDecisions, MODERATOR).query({ limit: 50 }).expect(200)
    ).body as { decisions: ModerationDecision[] };
    expect(
      log.decisions
        .filter(({ caseId: id }) => id === caseId)
        .map(({ action, moderatorId }) => [action, moderatorId]),
    ).toEqual([
      ['reinstate', SECOND_MODERATOR],
      ['remove', MODERATOR],
    ]);
  });

  it("lets a decision to keep a content stand only for the text it kept: after the author's edit, reports hide it again", async () => {
    const post = await publish('Kept, then edited');
    await hideContent(post.id);
    await call('post', ContentRoutes.caseDecisions((await caseOf('content', post.id))?._id ?? 0), MODERATOR)
      .send({ action: 'keep', reason: 'Accurate as written.' })
      .expect(201);
    await report(REPORTERS[3], 'content', post.id).expect(201);
    expect(await listed(REPORTERS[4])).toContain(post.id);

    await call('put', ContentRoutes.content(post.id), AUTHOR)
      .send({ title: 'Kept, then edited', body: 'Irrigation with sodium hypochlorite — now at a dose nobody reviewed, 12 % for 40 minutes.' })
      .expect(200);
    await report(REPORTERS[4], 'content', post.id).expect(201);
    expect(await listed(REPORTERS[4])).not.toContain(post.id);
    expect((await caseOf('content', post.id))?.hidden).toBe(true);
  });

  it('keeps a hidden content visible again, and refuses to remove what is not a content or comment', async () => {
    const post = await publish('Kept');
    await hideContent(post.id);
    await call('post', ContentRoutes.caseDecisions((await caseOf('content', post.id))?._id ?? 0), MODERATOR)
      .send({ action: 'keep', reason: 'Accurate.' })
      .expect(201);
    expect(await listed(REPORTERS[4])).toContain(post.id);

    await report(REPORTERS[1], 'member', AUTHOR, 'harassment').expect(201);
    const memberCaseId = (await caseOf('member', AUTHOR))?._id ?? 0;
    expect(
      (
        await call('post', ContentRoutes.caseDecisions(memberCaseId), MODERATOR)
          .send({ action: 'remove', reason: 'No' })
          .expect(400)
      ).body,
    ).toEqual({
      message: ModerationMessages.removeItemsOnly,
    });
    const warning = (
      await call('post', ContentRoutes.caseDecisions(memberCaseId), MODERATOR)
        .send({ action: 'warn', reason: 'Be civil.' })
        .expect(201)
    ).body as ModerationDecision;
    expect(warning).toMatchObject({ action: 'warn', appealable: true, item: null });
  });

  describe('when a removal’s appeal window closes', () => {
    // An instance of its own with a one-second window, whose sweep waits an hour: the test runs the sweep itself,
    // with a clock past the window, as replicas do at once.
    let windowed: ContentUnderTest;
    let windowedEvents: PublishedEvents;
    let settle: SettleRemovalsHandler;

    beforeAll(async () => {
      windowed = await startContent([AUTHOR, REPORTERS[0], MODERATOR, SECOND_MODERATOR].map(card), {
        APPEAL_WINDOW_MS: '1000',
        APPEAL_WINDOW_SWEEP_MS: '3600000',
      });
      windowedEvents = await PublishedEvents.start(windowed, [Topics.contentContent]);
      settle = windowed.app.get(SettleRemovalsHandler);
    });

    afterAll(async () => {
      await windowedEvents?.stop();
      await windowed?.stop();
    });

    /** A post with an upload of its author's, reported and removed: the removal's decision and the file's URL. */
    async function removedPost(title: string): Promise<{ id: number; url: string; decisionId: number }> {
      const url = `/api/uploads/content/${AUTHOR}/${randomUUID()}`;
      const post = await windowed.publishContent(AUTHOR, { title, body: 'Irrigation with sodium hypochlorite.', attachmentUrl: url });
      const receipt = (
        await windowed.call('post', ContentRoutes.reports, REPORTERS[0]).send({ targetType: 'content', targetId: post.id, reason: 'misinformation' }).expect(201)
      ).body as ReportReceipt;
      const removal = (
        await windowed.call('post', ContentRoutes.caseDecisions(receipt.caseId), MODERATOR).send({ action: 'remove', reason: 'Dosing is wrong.' }).expect(201)
      ).body as ModerationDecision;
      return { id: post.id, url, decisionId: removal.id };
    }

    const referenced = async (urls: string[]) =>
      ((await windowed.call('post', ContentRoutes.fileReferences).send({ urls }).expect(200)).body as FileReferences).referenced;
    const appeal = async (decisionId: number) =>
      (await windowed.call('post', ContentRoutes.appeals(decisionId), AUTHOR).send({ statement: 'The dosing follows Dr. Núñez’s 2024 guideline.' }).expect(201))
        .body as ModerationAppeal;
    const afterWindow = () => new Date(Date.now() + 5_000);

    it('makes it final once across sweeps at once, waits for an open appeal, and keeps a reinstated post’s files', async () => {
      const unappealed = await removedPost('Removed, never appealed');
      const upheld = await removedPost('Removed, appeal upheld late');
      const reinstated = await removedPost('Removed, then reinstated');
      const upheldAppeal = await appeal(upheld.decisionId);
      const reinstatedAppeal = await appeal(reinstated.decisionId);
      await windowed.call('post', ContentRoutes.appealDecisions(reinstatedAppeal.id), SECOND_MODERATOR).send({ action: 'reinstate', reason: 'Guideline confirmed.' }).expect(201);

      // Two replicas sweeping at once: one final removal, one event naming its file.
      await Promise.all([settle.execute(afterWindow()), settle.execute(afterWindow())]);
      const [final] = await windowedEvents.emitted(ContentRemovalFinalV1.type, unappealed.id);
      expect(final?.data).toMatchObject({ contentId: unappealed.id, authorId: AUTHOR, decisionId: unappealed.decisionId, attachmentUrl: unappealed.url, thumbnailUrl: null });
      expect(await referenced([unappealed.url, upheld.url, reinstated.url])).toEqual([upheld.url, reinstated.url]);

      // The appeal filed in time holds the files until it is decided; upheld, they go.
      await windowed.call('post', ContentRoutes.appealDecisions(upheldAppeal.id), SECOND_MODERATOR).send({ action: 'uphold', reason: 'The guideline says otherwise.' }).expect(201);
      await settle.execute(afterWindow());
      await windowedEvents.emitted(ContentRemovalFinalV1.type, upheld.id);
      expect(await referenced([upheld.url, reinstated.url])).toEqual([reinstated.url]);
      // Events of one topic arrive in order: a second event of the first removal would have come before this one.
      expect(windowedEvents.ofType(ContentRemovalFinalV1.type).map(({ aggregateId }) => aggregateId)).toEqual([String(unappealed.id), String(upheld.id)]);

      // Settled for good: later sweeps find nothing to do.
      expect(await settle.execute(afterWindow())).toBe(0);
    });
  });
});

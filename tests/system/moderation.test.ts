import {
  ApiRoutes,
  ModerationMessages,
  REPORT_DETAILS_MAX,
  type CommentEntry,
  type Connection,
  type Content,
  type ContentListResponse,
  type Conversation,
  type DirectMessage,
  type ModerationAppeal,
  type ModerationDecision,
  type ModerationDecisionLog,
  type ModerationQueue,
  type NotificationList,
  type PhiRefusalBody,
  type SuspendedBody,
  type User,
} from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing';
import request from 'supertest';
import { grantModerator } from '../harness/moderators';
import { loadStackState } from '../harness/stack';
import { memberKnownToGraph, memberWithStanding, registeredMember, type SessionMember } from './members';

const stack = loadStackState();
const { baseUrl } = stack;
const PASSWORD = 'Passw0rd!23';

/** A member made a moderator the way an operator does it: identity's `moderators grant` command on the stack's database. */
async function moderator(): Promise<SessionMember & { username: string }> {
  const member = await registeredMember(baseUrl);
  const { username } = (await member.agent.get(ApiRoutes.authMe).expect(200)).body as User;
  await grantModerator(stack, username);
  return { ...member, username };
}

const report = (member: SessionMember, body: Record<string, unknown>) =>
  member.agent.post(ApiRoutes.reports).send(body);
const contentReport = (contentId: number, reason = 'patient-privacy') => ({
  targetType: 'content',
  targetId: contentId,
  reason,
  details: 'It names the patient and the date of surgery.',
});
const reportContent = (member: SessionMember, contentId: number, reason?: string) =>
  report(member, contentReport(contentId, reason));
/** The same report from each reporter: REPORTS_TO_HIDE of them hide a content or comment pending review. */
const hideByReports = async (reporters: SessionMember[], body: Record<string, unknown>) => {
  for (const reporter of reporters) await report(reporter, body).expect(201);
};
const listedIds = async (member: SessionMember, query: Record<string, unknown> = {}) =>
  (
    (
      await member.agent
        .get(ApiRoutes.contents)
        .query({ limit: 50, ...query })
        .expect(200)
    ).body as ContentListResponse
  ).contents.map(({ id }) => id);
const notificationTexts = async (member: SessionMember) =>
  ((await member.agent.get(ApiRoutes.notifications).expect(200)).body as NotificationList).notifications
    .filter(({ type }) => type === 'moderation')
    .map(({ text }) => text);

describe('reporting and moderation through the BFF', () => {
  let moderators: [SessionMember, SessionMember];

  beforeAll(async () => {
    moderators = [await moderator(), await moderator()];
  });

  it('answers 401 signed out and 403 to members on the moderators routes', async () => {
    const member = await registeredMember(baseUrl);
    await request(baseUrl).get(ApiRoutes.moderationQueue).expect(401);
    await request(baseUrl)
      .post(ApiRoutes.reports)
      .send({ targetType: 'member', targetId: member.id, reason: 'spam' })
      .expect(401);
    for (const call of [
      member.agent.get(ApiRoutes.moderationQueue),
      member.agent.get(ApiRoutes.moderationDecisions),
      member.agent.post(ApiRoutes.moderationCaseDecisions(1)).send({ action: 'keep', reason: 'Fine' }),
      member.agent.post(ApiRoutes.moderationAppealDecisions(1)).send({ action: 'uphold', reason: 'Fine' }),
    ]) {
      const answer = await call;
      expect([answer.status, answer.body]).toEqual([403, { message: ModerationMessages.moderatorsOnly }]);
    }
    await moderators[0].agent.get(ApiRoutes.moderationQueue).expect(200);
    expect((await member.agent.get(ApiRoutes.moderationAccess).expect(200)).body).toEqual({
      moderator: false,
    });
    expect((await moderators[0].agent.get(ApiRoutes.moderationAccess).expect(200)).body).toEqual({
      moderator: true,
    });
  });

  it('takes a report once per target, hides a post at a patient-privacy report from a member with standing, and lets a moderator remove it, the author appeal once and another moderator reinstate it', async () => {
    // Two accounts made minutes ago report first: their reports are kept but hide nothing.
    const [author, first, second, third] = [
      await registeredMember(baseUrl),
      await registeredMember(baseUrl),
      await registeredMember(baseUrl),
      await memberWithStanding(baseUrl),
    ];
    const post = (
      await author.agent
        .post(ApiRoutes.contents)
        .send({ title: 'Third molar extraction', body: 'Healing after two weeks.' })
        .expect(201)
    ).body as Content;

    await reportContent(first, post.id).expect(201);
    expect((await reportContent(first, post.id, 'spam').expect(409)).body).toEqual({
      message: ModerationMessages.alreadyReported,
    });
    expect((await reportContent(author, post.id).expect(400)).body).toEqual({
      message: ModerationMessages.ownItem,
    });
    await report(second, { targetType: 'content', targetId: post.id, reason: 'rumour' }).expect(400);
    await report(second, {
      targetType: 'content',
      targetId: post.id,
      reason: 'spam',
      details: 'x'.repeat(REPORT_DETAILS_MAX + 1),
    }).expect(400);
    await reportContent(second, 999_999_999).expect(404);
    await reportContent(second, post.id).expect(201);
    expect(await listedIds(third)).toContain(post.id);
    await reportContent(third, post.id).expect(201);

    // Hidden pending review: gone for the others, flagged for the author.
    expect(await listedIds(third)).not.toContain(post.id);
    expect(await listedIds(third, { authorId: author.id })).not.toContain(post.id);
    await third.agent.get(ApiRoutes.contentById(post.id)).expect(404);
    expect(
      ((await author.agent.get(ApiRoutes.contentById(post.id)).expect(200)).body as Content).moderationStatus,
    ).toBe('hidden');
    const ownList = (await author.agent.get(ApiRoutes.contents).query({ authorId: author.id }).expect(200))
      .body as ContentListResponse;
    expect(ownList.contents.find(({ id }) => id === post.id)?.moderationStatus).toBe('hidden');

    const [removing, reinstating] = moderators;
    // Moderators read what reports hid (a member's read is a 404, above).
    expect(
      ((await removing.agent.get(ApiRoutes.contentById(post.id)).expect(200)).body as Content)
        .moderationStatus,
    ).toBe('hidden');
    const queue = (await removing.agent.get(ApiRoutes.moderationQueue).expect(200)).body as ModerationQueue;
    const kase = queue.cases.find(
      ({ targetType, targetId }) => targetType === 'content' && targetId === post.id,
    );
    expect(kase).toMatchObject({
      hidden: true,
      subject: expect.objectContaining({ id: author.id, name: author.name }),
      item: {
        title: 'Third molar extraction',
        text: 'Healing after two weeks.',
        contentId: post.id,
        context: [],
      },
      reportCount: 3,
      reasonCounts: expect.objectContaining({ 'patient-privacy': 3 }),
    });
    expect(kase?.reports.map(({ reporterId }) => reporterId)).toEqual([first.id, second.id, third.id]);

    const reason = 'The post names the patient and the surgery date.';
    const removal = (
      await removing.agent
        .post(ApiRoutes.moderationCaseDecisions(kase?.id ?? 0))
        .send({ action: 'remove', reason })
        .expect(201)
    ).body as ModerationDecision;
    expect(removal).toMatchObject({ action: 'remove', reason, moderatorId: removing.id, appealable: true });
    await author.agent.get(ApiRoutes.contentById(post.id)).expect(404);
    expect(
      ((await reinstating.agent.get(ApiRoutes.contentById(post.id)).expect(200)).body as Content)
        .moderationStatus,
    ).toBe('removed');
    const texts = await eventually(async () => {
      const found = await notificationTexts(author);
      return found.length ? found : undefined;
    }, 'the removal notification');
    expect(texts[0]).toContain(reason);
    expect(texts[0]).toContain('Third molar extraction');

    const asAuthor = (await author.agent.get(ApiRoutes.moderationDecisionById(removal.id)).expect(200))
      .body as ModerationDecision;
    expect(asAuthor).toMatchObject({ reason, moderatorId: null, moderator: null, appealable: true });
    await first.agent.get(ApiRoutes.moderationDecisionById(removal.id)).expect(403);

    const statement = 'The date is the publication date, not the surgery date.';
    await first.agent.post(ApiRoutes.moderationAppeals(removal.id)).send({ statement }).expect(403);
    const appeal = (
      await author.agent.post(ApiRoutes.moderationAppeals(removal.id)).send({ statement }).expect(201)
    ).body as ModerationAppeal;
    expect(
      (await author.agent.post(ApiRoutes.moderationAppeals(removal.id)).send({ statement }).expect(409)).body,
    ).toEqual({ message: ModerationMessages.alreadyAppealed });

    expect(
      ((await removing.agent.get(ApiRoutes.moderationQueue).expect(200)).body as ModerationQueue).appeals.map(
        ({ id }) => id,
      ),
    ).not.toContain(appeal.id);
    const appeals = (
      (await reinstating.agent.get(ApiRoutes.moderationQueue).expect(200)).body as ModerationQueue
    ).appeals;
    expect(appeals.find(({ id }) => id === appeal.id)).toMatchObject({
      statement,
      decision: { id: removal.id },
    });
    expect(
      (
        await removing.agent
          .post(ApiRoutes.moderationAppealDecisions(appeal.id))
          .send({ action: 'reinstate', reason: 'Mine' })
          .expect(403)
      ).body,
    ).toEqual({
      message: ModerationMessages.sameModerator,
    });
    await reinstating.agent
      .post(ApiRoutes.moderationAppealDecisions(appeal.id))
      .send({ action: 'reinstate', reason: 'The date is not a patient date.' })
      .expect(201);

    expect(await listedIds(third)).toContain(post.id);
    expect(
      ((await third.agent.get(ApiRoutes.contentById(post.id)).expect(200)).body as Content).moderationStatus,
    ).toBeUndefined();
    await eventually(
      async () =>
        (await notificationTexts(author)).some((text) => text.includes('The date is not a patient date.')),
      'the appeal notification',
    );
    const log = (await reinstating.agent.get(ApiRoutes.moderationDecisions).query({ limit: 50 }).expect(200))
      .body as ModerationDecisionLog;
    expect(
      log.decisions
        .filter(({ caseId }) => caseId === kase?.id)
        .map(({ action, moderatorId }) => [action, moderatorId]),
    ).toEqual([
      ['reinstate', reinstating.id],
      ['remove', removing.id],
    ]);
  });

  it("lets moderators read a hidden post's comments, hidden and removed ones flagged, which no longer count in commentsCount", async () => {
    const [author, commenter, first, second, third] = [
      await registeredMember(baseUrl),
      await registeredMember(baseUrl),
      await memberWithStanding(baseUrl),
      await memberWithStanding(baseUrl),
      await memberWithStanding(baseUrl),
    ];
    const post = (
      await author.agent
        .post(ApiRoutes.contents)
        .send({ title: 'Implant failure rates', body: 'Ten-year follow-up.' })
        .expect(201)
    ).body as Content;
    const comment = async (body: string) =>
      (
        (await commenter.agent.post(ApiRoutes.contentComments(post.id)).send({ body }).expect(201))
          .body as CommentEntry
      ).comment.id;
    const [kept, removed] = [await comment('Matches our clinic.'), await comment('Buy cheap implants here.')];
    const commentsCount = async (member: SessionMember) =>
      ((await member.agent.get(ApiRoutes.contentById(post.id)).expect(200)).body as Content).commentsCount;
    expect(await commentsCount(third)).toBe(2);

    await hideByReports([first, second, third], { targetType: 'comment', targetId: removed, reason: 'spam' });
    expect(await commentsCount(third)).toBe(1);
    const [moderating] = moderators;
    const kase = (
      (await moderating.agent.get(ApiRoutes.moderationQueue).expect(200)).body as ModerationQueue
    ).cases.find(({ targetType, targetId }) => targetType === 'comment' && targetId === removed);
    await moderating.agent
      .post(ApiRoutes.moderationCaseDecisions(kase?.id ?? 0))
      .send({ action: 'remove', reason: 'Advertising.' })
      .expect(201);
    // One patient-privacy report from a member with standing hides the post.
    await hideByReports([first], contentReport(post.id));

    await commenter.agent.get(ApiRoutes.contentComments(post.id)).expect(404);
    const listed = (await moderating.agent.get(ApiRoutes.contentComments(post.id)).expect(200))
      .body as CommentEntry[];
    expect(listed.map(({ comment: { id, moderationStatus } }) => [id, moderationStatus])).toEqual([
      [removed, 'removed'],
      [kept, undefined],
    ]);
    expect(await commentsCount(moderating)).toBe(1);
  });

  it('lets three accounts made minutes ago hide nothing, even reporting patient privacy', async () => {
    const [author, reader] = [await registeredMember(baseUrl), await registeredMember(baseUrl)];
    const puppets = [await registeredMember(baseUrl), await registeredMember(baseUrl), await registeredMember(baseUrl)];
    const post = (
      await author.agent.post(ApiRoutes.contents).send({ title: 'Bone grafting outcomes', body: 'Five-year results of 120 sites.' }).expect(201)
    ).body as Content;
    await hideByReports(puppets, contentReport(post.id, 'patient-privacy'));
    await reader.agent.get(ApiRoutes.contentById(post.id)).expect(200);
    expect(await listedIds(reader)).toContain(post.id);

    const queue = (await moderators[0].agent.get(ApiRoutes.moderationQueue).expect(200)).body as ModerationQueue;
    const kase = queue.cases.find(({ targetType, targetId }) => targetType === 'content' && targetId === post.id);
    expect(kase).toMatchObject({ hidden: false, heldForReview: false, reportCount: 3 });
    expect(kase?.reports.map(({ counted }) => counted)).toEqual([false, false, false]);
  });

  it('shows a post confirmed over a patient’s name, birth date and record number to its author only, until a moderator keeps it', async () => {
    const [author, reader] = [await registeredMember(baseUrl), await registeredMember(baseUrl)];
    const caseStudy = {
      title: 'Fractured crown on #14',
      body: "Patient Siobhán O'Connor-Núñez, DOB 03/14/1957, MRN 12345678, was referred with a fractured crown on tooth #14.",
      contentType: 'case_study',
    };
    const refusal = (await author.agent.post(ApiRoutes.contents).send(caseStudy).expect(422)).body as PhiRefusalBody;
    const phiConfirmation = { reason: 'The patient consented in writing to sharing this case.', token: refusal.confirmationToken };
    const held = (await author.agent.post(ApiRoutes.contents).send({ ...caseStudy, phiConfirmation }).expect(201)).body as Content;
    expect(held.moderationStatus).toBe('hidden');
    expect(((await author.agent.get(ApiRoutes.contentById(held.id)).expect(200)).body as Content).moderationStatus).toBe('hidden');
    await reader.agent.get(ApiRoutes.contentById(held.id)).expect(404);
    expect(await listedIds(reader)).not.toContain(held.id);

    const [reviewing] = moderators;
    const queue = (await reviewing.agent.get(ApiRoutes.moderationQueue).expect(200)).body as ModerationQueue;
    const kase = queue.cases.find(({ targetType, targetId }) => targetType === 'content' && targetId === held.id);
    expect(kase).toMatchObject({ hidden: true, heldForReview: true, reportCount: 0, item: { text: caseStudy.body } });
    await reviewing.agent.post(ApiRoutes.moderationCaseDecisions(kase?.id ?? 0)).send({ action: 'keep', reason: 'Consent on file.' }).expect(201);
    await reader.agent.get(ApiRoutes.contentById(held.id)).expect(200);
    expect(await listedIds(reader)).toContain(held.id);
  });

  it('keeps a snapshot of a reported message with the messages before it, for its conversation members only', async () => {
    const [sender, receiver, stranger] = [
      await memberKnownToGraph(baseUrl),
      await memberKnownToGraph(baseUrl),
      await registeredMember(baseUrl),
    ];
    const sent = (
      await sender.agent.post(ApiRoutes.connections).send({ receiverId: receiver.id }).expect(201)
    ).body as Connection;
    await receiver.agent.put(ApiRoutes.connectionById(sent.id)).send({ status: 'accepted' }).expect(200);
    const conversation = (
      await sender.agent.post(ApiRoutes.conversations).send({ memberId: receiver.id }).expect(201)
    ).body as Conversation;
    const say = async (from: SessionMember, body: string) =>
      (await from.agent.post(ApiRoutes.conversationMessages(conversation.id)).send({ body }).expect(201))
        .body as DirectMessage;
    await say(receiver, 'Could you look at my case?');
    const insult = await say(sender, 'Only an idiot would ask that.');

    const body = {
      targetType: 'message',
      targetId: insult.id,
      conversationId: conversation.id,
      reason: 'harassment',
    };
    await report(stranger, body).expect(404);
    await report(receiver, { ...body, conversationId: undefined }).expect(400);
    await report(sender, body).expect(400);
    await report(receiver, body).expect(201);
    const queue = (await moderators[0].agent.get(ApiRoutes.moderationQueue).expect(200))
      .body as ModerationQueue;
    expect(
      queue.cases.find(({ targetType, targetId }) => targetType === 'message' && targetId === insult.id),
    ).toMatchObject({
      subjectId: sender.id,
      item: {
        title: null,
        text: 'Only an idiot would ask that.',
        context: [expect.objectContaining({ senderId: receiver.id, body: 'Could you look at my case?' })],
      },
    });
  });

  it('suspends a reported member: their sessions end and sign-in answers 403 with the reason', async () => {
    const member = await registeredMember(baseUrl);
    const { username } = (await member.agent.get(ApiRoutes.authMe).expect(200)).body as User;
    const reporter = await registeredMember(baseUrl);
    // The content service knows the member from their card, which follows their profile.
    await eventually(
      async () =>
        (await report(reporter, { targetType: 'member', targetId: member.id, reason: 'spam' })).status ===
        201,
      'the member report',
    );
    const [suspending] = moderators;
    const kase = (
      (await suspending.agent.get(ApiRoutes.moderationQueue).expect(200)).body as ModerationQueue
    ).cases.find(({ targetType, targetId }) => targetType === 'member' && targetId === member.id);
    expect(kase?.subject).toMatchObject({ id: member.id, name: member.name });
    const reason = 'Sends unsolicited advertising to members.';
    await suspending.agent
      .post(ApiRoutes.moderationCaseDecisions(kase?.id ?? 0))
      .send({ action: 'suspend', reason })
      .expect(201);

    await member.agent.get(ApiRoutes.authMe).expect(401);
    const signIn = await request(baseUrl).post(ApiRoutes.authLogin).send({ username, password: PASSWORD });
    expect(signIn.status).toBe(403);
    expect((signIn.body as { message: string }).message).toContain(reason);
  });

  it('lets a suspended member appeal from sign-in with the token their right password earned, once, decided by another moderator, whose reinstatement lets them sign in', async () => {
    const member = await registeredMember(baseUrl);
    const { username } = (await member.agent.get(ApiRoutes.authMe).expect(200)).body as User;
    const reporter = await registeredMember(baseUrl);
    await eventually(
      async () =>
        (await report(reporter, { targetType: 'member', targetId: member.id, reason: 'harassment' })).status === 201,
      'the member report',
    );
    const [suspending, reviewing] = moderators;
    const kase = (
      (await suspending.agent.get(ApiRoutes.moderationQueue).expect(200)).body as ModerationQueue
    ).cases.find(({ targetType, targetId }) => targetType === 'member' && targetId === member.id);
    await suspending.agent
      .post(ApiRoutes.moderationCaseDecisions(kase?.id ?? 0))
      .send({ action: 'suspend', reason: 'Insulted colleagues in several threads.' })
      .expect(201);

    const wrong = await request(baseUrl).post(ApiRoutes.authLogin).send({ username, password: 'Wr0ng-passw0rd!' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).not.toHaveProperty('appealToken');
    const refused = await request(baseUrl).post(ApiRoutes.authLogin).send({ username, password: PASSWORD }).expect(403);
    const body = refused.body as SuspendedBody;
    expect(body).toMatchObject({ suspended: true, message: expect.stringContaining('Insulted colleagues') });
    expect(body).not.toHaveProperty('memberId');
    const appealToken = body.appealToken;

    const statement =
      'Je m’excuse — I’m Dr. Ségolène O’Brien-Núñez; the thread was heated, but I insulted nobody. '.repeat(12).trim();
    const appeal = (input: Record<string, unknown>) => request(baseUrl).post(ApiRoutes.authSuspensionAppeal).send(input);
    // Another member's id in a real token, a made-up token and none at all are refused alike.
    const [, expiry, mac] = appealToken.split('.');
    for (const forged of [`${reporter.id}.${expiry}.${mac}`, 'a.b.c', '']) {
      const answer = await appeal({ appealToken: forged, statement }).expect(forged ? 403 : 400);
      expect((answer.body as { message: string }).message).toBe(ModerationMessages.appealToken);
    }
    const filed = (await appeal({ appealToken, statement }).expect(201)).body as ModerationAppeal;
    expect(filed).toMatchObject({ memberId: member.id, status: 'open', statement, decision: { action: 'suspend', moderatorId: null } });
    const replayed = await appeal({ appealToken, statement: 'Again, please.' }).expect(409);
    expect((replayed.body as { message: string }).message).toBe(ModerationMessages.alreadyAppealed);

    const sameModerator = await suspending.agent
      .post(ApiRoutes.moderationAppealDecisions(filed.id))
      .send({ action: 'reinstate', reason: 'Reviewing my own decision.' })
      .expect(403);
    expect((sameModerator.body as { message: string }).message).toBe(ModerationMessages.sameModerator);
    await request(baseUrl).post(ApiRoutes.authLogin).send({ username, password: PASSWORD }).expect(403);

    const queued = ((await reviewing.agent.get(ApiRoutes.moderationQueue).expect(200)).body as ModerationQueue).appeals;
    expect(queued.map(({ id }) => id)).toContain(filed.id);
    await reviewing.agent
      .post(ApiRoutes.moderationAppealDecisions(filed.id))
      .send({ action: 'reinstate', reason: 'The messages were blunt, not insulting.' })
      .expect(201);
    const signedIn = await request(baseUrl).post(ApiRoutes.authLogin).send({ username, password: PASSWORD }).expect(200);
    expect((signedIn.body as User).id).toBe(member.id);
  });
});

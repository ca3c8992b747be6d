import {
  ContentRoutes,
  PhiGuardMessages,
  type Content,
  type ContentListResponse,
  type ModerationQueue,
  type PhiRefusalBody,
} from '@docnet/contracts';
import { CLINICAL_TEXT, memberCard } from '@docnet/platform/testing';
import { startContent, type ContentUnderTest } from './content-test-kit';

const AUTHOR = 801;
/** Registered minutes ago, no NPI, nothing written: the accounts anyone can make by the dozen. */
const PUPPETS = [802, 803, 804, 805];
/** A bound NPI. */
const VERIFIED = 806;
/** No NPI, but three posts written a month ago and still up. */
const REGULAR = 807;
/** No NPI, three posts written today. */
const NEWCOMER = 808;
const MODERATOR = 811;
const READER = 812;

const REASON = 'The patient consented in writing to this case being shared with colleagues.';
/** A case study naming its patient in full, with a birth date and a record number. */
const NAMED_CASE =
  "Patient Siobhán O'Connor-Núñez, DOB 03/14/1957, MRN 12345678, was referred with a fractured crown on tooth #14.";

describe('content: reports count by the reporter’s standing, and confirmed patient details wait for a moderator', () => {
  let content: ContentUnderTest;
  const call: ContentUnderTest['call'] = (...args) => content.call(...args);
  const publish = (authorId: number, title: string) => content.publishContent(authorId, { title, body: CLINICAL_TEXT });

  beforeAll(async () => {
    content = await startContent([
      ...[AUTHOR, ...PUPPETS, REGULAR, NEWCOMER, MODERATOR, READER].map((id) => memberCard(id)),
      memberCard(VERIFIED, { npiVerified: true }),
    ]);
    for (const authorId of [REGULAR, NEWCOMER]) {
      for (const title of ['Irrigation protocols', 'Rubber dam isolation', 'Apex locators']) await publish(authorId, title);
    }
    const monthAgo = new Date(Date.now() - 30 * 24 * 3_600_000);
    await content.contents.updateMany({ authorId: REGULAR }, { $set: { publishedAt: monthAgo, createdAt: monthAgo } });
  });

  afterAll(async () => {
    await content?.stop();
  });

  const report = (reporterId: number, targetId: number, reason: string, targetType = 'content') =>
    call('post', ContentRoutes.reports, reporterId).send({ targetType, targetId, reason, details: 'See the second paragraph.' }).expect(201);
  const visibleTo = async (memberId: number, id: number) => (await call('get', ContentRoutes.content(id), memberId)).status === 200;
  const listedTo = async (memberId: number) =>
    ((await call('get', ContentRoutes.contents, memberId).query({ limit: 50 }).expect(200)).body as ContentListResponse).contents.map(({ id }) => id);
  const queue = async () => (await call('get', ContentRoutes.moderationQueue, MODERATOR).expect(200)).body as ModerationQueue;
  const caseOf = async (targetId: number) => (await queue()).cases.find((kase) => kase.targetType === 'content' && kase.targetId === targetId);

  it('lets no number of fresh accounts hide a post; reporters with a bound NPI or a month of posts do', async () => {
    const post = await publish(AUTHOR, 'Cone-beam CT before third molar extraction');
    for (const puppet of PUPPETS) await report(puppet, post.id, 'misinformation');
    await report(NEWCOMER, post.id, 'misinformation');
    expect(await visibleTo(READER, post.id)).toBe(true);
    expect(await listedTo(READER)).toContain(post.id);
    const kase = await caseOf(post.id);
    expect(kase).toMatchObject({ hidden: false, reportCount: 5 });
    expect(kase?.reports.map(({ counted }) => counted)).toEqual([false, false, false, false, false]);

    // Standing counts: a bound NPI and a month of posts make two; a third hides it.
    await report(VERIFIED, post.id, 'misinformation');
    await report(REGULAR, post.id, 'spam');
    expect(await visibleTo(READER, post.id)).toBe(true);
    const another = await publish(AUTHOR, 'Another post, reported by members in good standing');
    for (const reporter of [VERIFIED, REGULAR]) await report(reporter, another.id, 'misinformation');
    expect((await caseOf(another.id))?.reports.map(({ counted }) => counted)).toEqual([true, true]);
  });

  it('hides a post at one patient-privacy report from a member with standing, never from a fresh account', async () => {
    const post = await publish(AUTHOR, 'Crown lengthening: a case');
    await report(PUPPETS[0], post.id, 'patient-privacy');
    expect(await visibleTo(READER, post.id)).toBe(true);
    await report(REGULAR, post.id, 'patient-privacy');
    expect(await visibleTo(READER, post.id)).toBe(false);
    expect(await visibleTo(AUTHOR, post.id)).toBe(true);
    expect(await caseOf(post.id)).toMatchObject({ hidden: true, reportCount: 2 });
  });

  it('orders the queue by the worst reason: patient privacy, harassment, misinformation, spam, other', async () => {
    const byReason: Record<string, number> = {};
    for (const reason of ['other', 'spam', 'misinformation', 'harassment', 'patient-privacy']) {
      byReason[reason] = (await publish(AUTHOR, `Reported for ${reason}`)).id;
      await report(PUPPETS[1], byReason[reason], reason);
    }
    // A spam report first and a harassment report later make a harassment case.
    await report(PUPPETS[2], byReason.spam, 'harassment');
    const order = (await queue()).cases.filter(({ hidden }) => !hidden).map(({ targetId }) => targetId);
    const ranks = Object.values(byReason).map((id) => order.indexOf(id));
    expect(ranks.every((rank) => rank >= 0)).toBe(true);
    const rank = (reason: string) => order.indexOf(byReason[reason]);
    expect(rank('patient-privacy')).toBeLessThan(rank('harassment'));
    expect(rank('harassment')).toBeLessThan(rank('misinformation'));
    expect(rank('spam')).toBeLessThan(rank('misinformation'));
    expect(rank('misinformation')).toBeLessThan(rank('other'));
  });

  it('holds a post confirmed over a patient’s name, birth date and record number for its author until a moderator keeps it', async () => {
    const fields = { title: 'Fractured crown on #14', body: NAMED_CASE, contentType: 'case_study' };
    const refusal = (await call('post', ContentRoutes.contents, AUTHOR).send(fields).expect(422)).body as PhiRefusalBody;
    expect(refusal.message).toBe(PhiGuardMessages.refused);
    const held = (await call('post', ContentRoutes.contents, AUTHOR)
      .send({ ...fields, phiConfirmation: { reason: REASON, token: refusal.confirmationToken } })
      .expect(201)).body as Content;
    expect(held.moderationStatus).toBe('hidden');

    expect(await visibleTo(READER, held.id)).toBe(false);
    expect(await listedTo(READER)).not.toContain(held.id);
    const own = (await call('get', ContentRoutes.contents, AUTHOR).query({ authorId: AUTHOR, limit: 50 }).expect(200)).body as ContentListResponse;
    expect(own.contents.find(({ id }) => id === held.id)?.moderationStatus).toBe('hidden');
    // Nobody else can see it, so nobody else can report it.
    await call('post', ContentRoutes.reports, VERIFIED).send({ targetType: 'content', targetId: held.id, reason: 'patient-privacy' }).expect(404);

    const kase = await caseOf(held.id);
    expect(kase).toMatchObject({ hidden: true, heldForReview: true, reportCount: 0, item: { title: fields.title, text: NAMED_CASE } });
    expect((await queue()).cases[0]?.targetId).toBe(held.id);

    await call('post', ContentRoutes.caseDecisions(kase?.id ?? 0), MODERATOR).send({ action: 'keep', reason: 'Consent on file.' }).expect(201);
    expect(await visibleTo(READER, held.id)).toBe(true);
    expect(await listedTo(READER)).toContain(held.id);

    // Kept, a patient-privacy report from a member with standing leaves it up; once edited, the decision no longer
    // vouches for it and the next one hides it.
    await report(VERIFIED, held.id, 'patient-privacy');
    expect(await visibleTo(READER, held.id)).toBe(true);
    await call('put', ContentRoutes.content(held.id), AUTHOR).send({ title: 'Fractured crown on #14', body: CLINICAL_TEXT, contentType: 'case_study' }).expect(200);
    expect(await visibleTo(READER, held.id)).toBe(true);
    await report(REGULAR, held.id, 'patient-privacy');
    expect(await visibleTo(READER, held.id)).toBe(false);
    expect(await caseOf(held.id)).toMatchObject({ hidden: true, heldForReview: false, reportCount: 2 });
  });

  it('holds an edit that brings in a patient’s details, and publishes at once what names no patient outright', async () => {
    const post = await publish(AUTHOR, 'Implant failure');
    const path = ContentRoutes.content(post.id);
    const edit = { title: 'Implant failure', body: `${CLINICAL_TEXT} ${NAMED_CASE}` };
    const refusal = (await call('put', path, AUTHOR).send(edit).expect(422)).body as PhiRefusalBody;
    const edited = (await call('put', path, AUTHOR).send({ ...edit, phiConfirmation: { reason: REASON, token: refusal.confirmationToken } }).expect(200))
      .body as Content;
    expect(edited.moderationStatus).toBe('hidden');
    expect(await visibleTo(READER, post.id)).toBe(false);
    expect(await caseOf(post.id)).toMatchObject({ hidden: true, heldForReview: true });

    // A clinic's phone number is the author's to confirm: published at once.
    const phone = { title: 'Referrals welcome', body: 'Call our front desk at (615) 555-0142 for endodontic referrals.' };
    const phoneRefusal = (await call('post', ContentRoutes.contents, AUTHOR).send(phone).expect(422)).body as PhiRefusalBody;
    const published = (await call('post', ContentRoutes.contents, AUTHOR)
      .send({ ...phone, phiConfirmation: { reason: 'This is our clinic’s own front-desk number.', token: phoneRefusal.confirmationToken } })
      .expect(201)).body as Content;
    expect(published.moderationStatus ?? null).toBeNull();
    expect(await visibleTo(READER, published.id)).toBe(true);
  });
});

import {
  autoSummary,
  ContentRoutes,
  PhiGuardMessages,
  Topics,
  type CommentEntry,
  type Content,
  type ContentListResponse,
  type PhiRefusalBody,
  UPLOADED_TEXT_MAX,
} from '@docnet/contracts';
import { PHI_CONFIRMATIONS_COLLECTION } from '@docnet/platform';
import { caseStudyFindings, CLINICAL_TEXT, clinicalArticle, memberCard, PHI_CASE_STUDY } from '@docnet/platform/testing';
import { PublishedEvents, startContent, type ContentUnderTest } from './content-test-kit';

const AUTHOR = 501;
const READER = 502;

const REASON = 'The case is invented for teaching; these are not a real patient.';

/** What the audit keeps of the case study's findings: where they were and their kinds, never the excerpts. */
const auditedCaseStudy = caseStudyFindings('body').map(({ field, kind, start, end }) => ({ field, kind, start, end }));

describe('content: the PHI guard on contents and comments', () => {
  let content: ContentUnderTest;
  let events: PublishedEvents;
  const call: ContentUnderTest['call'] = (...args) => content.call(...args);
  const publish = (fields: Record<string, unknown>) => content.publishContent(AUTHOR, fields);

  beforeAll(async () => {
    content = await startContent([memberCard(AUTHOR), memberCard(READER)]);
    events = await PublishedEvents.start(content, [Topics.contentContent, Topics.contentComment]);
  });

  afterAll(async () => {
    await events?.stop();
    await content?.stop();
  });

  async function refused(method: 'post' | 'put', path: string, fields: Record<string, unknown>): Promise<PhiRefusalBody> {
    const answer = await call(method, path, AUTHOR).send(fields);
    expect(answer.status).toBe(422);
    return answer.body as PhiRefusalBody;
  }

  /** The author's write confirmed as the form does it: refused first, then sent again with the refusal's token. */
  async function confirmed<T>(method: 'post' | 'put', path: string, fields: Record<string, unknown>, reason = REASON): Promise<T> {
    const { confirmationToken: token } = await refused(method, path, fields);
    const answer = await call(method, path, AUTHOR).send({ ...fields, phiConfirmation: { reason, token } });
    expect(answer.status).toBe(method === 'post' ? 201 : 200);
    return answer.body as T;
  }

  const total = async () =>
    ((await call('get', `${ContentRoutes.contents}?authorId=${AUTHOR}`, READER).expect(200)).body as ContentListResponse).total;
  const audits = () => content.database.collection(PHI_CONFIRMATIONS_COLLECTION).find({}, { projection: { _id: 0 } }).toArray();

  it('refuses a case study with a birth date and a record number: 422 with both findings, nothing stored, no event', async () => {
    const before = await total();
    expect(await refused('post', ContentRoutes.contents, { title: 'Fractured crown', body: PHI_CASE_STUDY, contentType: 'case_study' })).toEqual({
      message: PhiGuardMessages.refused,
      findings: caseStudyFindings('body'),
      confirmationToken: expect.any(String),
    });

    // Every field of member text is read, named as the body names it.
    const fields = await refused('post', ContentRoutes.contents, {
      title: 'Call 615-555-0142',
      body: CLINICAL_TEXT,
      summary: 'MRN 12345678',
      tags: ['perio', 'DOB 03/14/1957'],
      attachmentUrl: 'https://example.org/patients/12345678/xray.png',
    });
    expect(fields.findings).toEqual([
      { field: 'title', kind: 'phone', excerpt: '615-555-0142', start: 5, end: 17 },
      { field: 'summary', kind: 'medical-record-number', excerpt: '12345678', start: 4, end: 12 },
      { field: 'tags.1', kind: 'date', excerpt: '03/14/1957', start: 4, end: 14 },
      { field: 'attachmentUrl', kind: 'url', excerpt: 'https://example.org/patients/12345678/xray.png', start: 0, end: 46 },
    ]);

    expect(await total()).toBe(before);
    expect(await content.contents.countDocuments({ authorId: AUTHOR })).toBe(before);
    expect(await audits()).toEqual([]);
    const later = await publish({ title: 'Clinical notes', body: CLINICAL_TEXT });
    // The event of a later write: anything the refused write had published would have arrived too.
    await events.emitted('content.content.published', later.id);
    expect(events.ofType('content.content.published').map((event) => (event.data as { title: string }).title)).not.toContain('Fractured crown');
  });

  it('refuses an invalid confirmation with 400 and its message, and stores a confirmed case study with an audit record without the excerpts', async () => {
    const short = await call('post', ContentRoutes.contents, AUTHOR).send({ title: 'Fractured crown', body: PHI_CASE_STUDY, phiConfirmation: { reason: 'not PHI', token: 'x' } });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: PhiGuardMessages.reasonTooShort });

    const created = await confirmed<Content>('post', ContentRoutes.contents, { title: 'Fractured crown', body: PHI_CASE_STUDY, contentType: 'case_study' }, ` ${REASON} `);
    expect(created).toMatchObject({ title: 'Fractured crown', body: PHI_CASE_STUDY });
    expect(created).not.toHaveProperty('phiConfirmation');
    expect(await content.contents.findOne({ _id: created.id })).not.toHaveProperty('phiConfirmation');
    await events.emitted('content.content.published', created.id);

    expect(await audits()).toEqual([
      {
        memberId: AUTHOR,
        at: expect.any(Date),
        route: `POST ${ContentRoutes.contents}`,
        targetType: 'content',
        targetId: String(created.id),
        findings: auditedCaseStudy,
        reason: REASON,
        correlationId: expect.any(String),
      },
    ]);
    const kept = JSON.stringify(await audits());
    expect(kept).not.toContain('03/14/1957');
    expect(kept).not.toContain('12345678');
  });

  it('accepts clinical text (doses, tooth numbers, CDT D2740, CPT 99213) and a 20,000-character article without PHI', async () => {
    const clinical = await publish({ title: 'Crown on #14 (CDT D2740)', body: CLINICAL_TEXT, tags: ['CPT 99213', 'amoxicillin 500 mg'] });
    expect(clinical.tags).toEqual(['CPT 99213', 'amoxicillin 500 mg']);
    const article = clinicalArticle(20_000);
    const long = await publish({ title: 'Peri-implantitis: a review', body: article, contentType: 'article' });
    expect(long.body).toHaveLength(20_000);
    // An upload's own link (member id and uuid) is not read.
    await publish({ title: 'With an attachment', body: CLINICAL_TEXT, attachmentUrl: `/api/uploads/content/${AUTHOR}/0b0e8d5e-3c61-4f44-9a55-8a8d1c1a6a10` });
  });

  it('guards edits once the author is known: a refused edit leaves the content as it was, a confirmed one is stored and audited', async () => {
    const original = await publish({ title: 'Implant failure', body: CLINICAL_TEXT });
    const path = ContentRoutes.content(original.id);
    const body = `${PHI_CASE_STUDY} ${CLINICAL_TEXT.trim()}`;
    // The body's auto-summary sent back by the form is the body's text: only the body's findings are named.
    expect(await refused('put', path, { title: 'Implant failure', body, summary: autoSummary(body) })).toEqual({
      message: PhiGuardMessages.refused,
      findings: caseStudyFindings('body'),
      confirmationToken: expect.any(String),
    });
    expect((await call('put', path, READER).send({ title: 'Implant failure', body })).status).toBe(403);
    expect(((await call('get', path, AUTHOR).expect(200)).body as Content).body).toBe(CLINICAL_TEXT.trim());

    const audited = (await audits()).length;
    const edited = await confirmed<Content>('put', path, { title: 'Implant failure', body });
    expect(edited.body).toBe(body);
    const records = await audits();
    expect(records).toHaveLength(audited + 1);
    expect(records.at(-1)).toMatchObject({
      memberId: AUTHOR,
      route: `PUT ${ContentRoutes.content(':id')}`,
      targetType: 'content',
      targetId: String(original.id),
      findings: auditedCaseStudy,
      reason: REASON,
    });
  });

  it('guards what every reader gets of the uploads: their names and the attachment’s text, refused like the body, held once confirmed', async () => {
    const attachmentUrl = `/api/uploads/content/${AUTHOR}/5f0c2a9e-1b7d-4c3e-8f6a-2d4e6b8c0a1e`;
    const thumbnailUrl = `/api/uploads/content/${AUTHOR}/7a1b3c5d-9e0f-4a2b-8c4d-6e8f0a2b4c6d`;
    const fields = {
      title: 'Referral of a complex case',
      body: CLINICAL_TEXT,
      attachmentUrl,
      thumbnailUrl,
      uploadedFiles: {
        attachmentName: 'Siobhán O’Connor DOB 03-14-1957.pdf',
        attachmentText: 'Referral letter\nPatient: Jane Roe\nMRN 12345678\nEcho findings',
        thumbnailName: 'x-ray 615-555-0142.png',
      },
    };
    const before = await total();
    const refusal = await refused('post', ContentRoutes.contents, fields);
    expect(refusal.findings).toEqual([
      { field: 'attachmentName', kind: 'date', excerpt: '03-14-1957', start: 21, end: 31 },
      { field: 'attachmentText', kind: 'patient-name', excerpt: 'Jane Roe', start: 25, end: 33 },
      { field: 'attachmentText', kind: 'medical-record-number', excerpt: '12345678', start: 38, end: 46 },
      { field: 'thumbnailName', kind: 'phone', excerpt: '615-555-0142', start: 6, end: 18 },
    ]);
    expect(await total()).toBe(before);

    // A confirmation answers only the uploads it was given for: another attachment's text is refused again.
    const swapped = { ...fields, uploadedFiles: { ...fields.uploadedFiles, attachmentText: 'Patient: John Roe, MRN 87654321' } };
    const stale = await call('post', ContentRoutes.contents, AUTHOR).send({ ...swapped, phiConfirmation: { reason: REASON, token: refusal.confirmationToken } });
    expect([stale.status, (stale.body as PhiRefusalBody).message]).toEqual([422, PhiGuardMessages.confirmationStale]);

    // Confirmed over a patient's name and record number: stored, audited, and held for a moderator.
    const created = await confirmed<Content>('post', ContentRoutes.contents, fields);
    expect(created).toMatchObject({ attachmentUrl, thumbnailUrl, moderationStatus: 'hidden' });
    expect(created).not.toHaveProperty('uploadedFiles');
    expect(await content.contents.findOne({ _id: created.id })).not.toHaveProperty('uploadedFiles');
    expect((await audits()).at(-1)).toMatchObject({ targetId: String(created.id), findings: expect.arrayContaining([expect.objectContaining({ field: 'attachmentText', kind: 'medical-record-number' })]) });
    expect(JSON.stringify(await audits())).not.toContain('Jane Roe');

    // An edit reads them again: the same upload cannot be slipped in by an edit of a clean post.
    const clean = await publish({ title: 'Clean post', body: CLINICAL_TEXT });
    expect((await refused('put', ContentRoutes.content(clean.id), { ...fields, title: 'Clean post' })).findings).toHaveLength(4);

    // Names and texts past their limits are the BFF's mistake, refused with 400 rather than read in part.
    const long = await call('post', ContentRoutes.contents, AUTHOR).send({ ...fields, uploadedFiles: { attachmentText: 'a'.repeat(UPLOADED_TEXT_MAX + 1) } });
    expect(long.status).toBe(400);
  });

  it('guards comments: a refused comment is not stored or counted and publishes nothing; a confirmed one is audited', async () => {
    const post = await publish({ title: 'Discuss', body: CLINICAL_TEXT });
    const path = ContentRoutes.comments(post.id);
    expect(await refused('post', path, { body: `Same here: ${PHI_CASE_STUDY}` })).toEqual({
      message: PhiGuardMessages.refused,
      findings: caseStudyFindings('body').map((finding) => ({ ...finding, start: finding.start + 11, end: finding.end + 11 })),
      confirmationToken: expect.any(String),
    });
    expect((await call('get', path, READER).expect(200)).body).toEqual([]);
    expect(((await call('get', ContentRoutes.content(post.id), AUTHOR).expect(200)).body as Content).commentsCount).toBe(0);

    const bad = await call('post', path, AUTHOR).send({ body: PHI_CASE_STUDY, phiConfirmation: { reason: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: PhiGuardMessages.reasonRequired });

    const clinical = (await call('post', path, READER).send({ body: 'We restore #14 with D2740 and bill CPT 99213; amoxicillin 500 mg TID.' }).expect(201)).body as CommentEntry;
    const comment = await confirmed<CommentEntry>('post', path, { body: PHI_CASE_STUDY });
    await events.emitted('content.comment.added', post.id, 2);
    expect(events.ofType('content.comment.added').map((event) => (event.data as { body: string }).body)).not.toContain(`Same here: ${PHI_CASE_STUDY}`);
    expect((await call('get', path, READER).expect(200)).body).toHaveLength(2);
    expect((await audits()).at(-1)).toMatchObject({
      memberId: AUTHOR,
      route: `POST ${ContentRoutes.comments(':id')}`,
      targetType: 'comment',
      targetId: String(comment.comment.id),
      findings: auditedCaseStudy,
    });
    expect(clinical.comment.body).toMatch(/^We restore #14/);
  });

  it('guards report details and appeal statements: refused with findings, taken once confirmed, audited', async () => {
    const post = await publish({ title: 'Endodontic retreatment', body: CLINICAL_TEXT });
    const details = 'The author is my neighbour; patient Jane Roe, DOB 04/12/1961, is named in the comments.';
    const report = { targetType: 'content', targetId: post.id, reason: 'patient-privacy', details };
    const refusal = (await call('post', ContentRoutes.reports, READER).send(report).expect(422)).body as PhiRefusalBody;
    expect(refusal.findings.map(({ field, kind }) => [field, kind])).toEqual([
      ['details', 'patient-name'],
      ['details', 'date'],
    ]);
    expect(await content.database.collection('reports').countDocuments({ targetId: post.id })).toBe(0);
    const receipt = await call('post', ContentRoutes.reports, READER)
      .send({ ...report, phiConfirmation: { reason: REASON, token: refusal.confirmationToken } })
      .expect(201);
    expect((await audits()).at(-1)).toMatchObject({ memberId: READER, route: `POST ${ContentRoutes.reports}`, targetType: 'report', targetId: String((receipt.body as { id: number }).id) });

    const kase = await content.database.collection<{ _id: number }>('moderation_cases').findOne({ targetType: 'content', targetId: post.id });
    // A moderator's reason reaches the member concerned: read the same way.
    const decide = (reason: string, phiConfirmation?: object) =>
      call('post', ContentRoutes.caseDecisions(kase?._id ?? 0), 999).send({ action: 'remove', reason, phiConfirmation });
    const decisionRefusal = (await decide('Removed: it names Mrs. Roe, DOB 04/12/1961.').expect(422)).body as PhiRefusalBody;
    expect(decisionRefusal.findings.map(({ field, kind }) => [field, kind])).toEqual([
      ['reason', 'patient-name'],
      ['reason', 'date'],
    ]);
    await decide('Removed: it names Mrs. Roe, DOB 04/12/1961.', { reason: REASON, token: 'made-up' }).expect(422);
    const decision = (await decide('Names a patient.').expect(201)).body as { id: number };
    const statement = 'Mr. Brennan-Ó Súilleabháin is a colleague, not a patient; see MRN 12345678 in my notes.';
    const appealRefusal = (await call('post', ContentRoutes.appeals(decision.id), AUTHOR).send({ statement }).expect(422)).body as PhiRefusalBody;
    expect(appealRefusal.findings.map(({ field }) => field)).toEqual(['statement', 'statement']);
    await call('post', ContentRoutes.appeals(decision.id), AUTHOR)
      .send({ statement: `${statement} `, phiConfirmation: { reason: REASON, token: 'not-this-one' } })
      .expect(422);
    await call('post', ContentRoutes.appeals(decision.id), AUTHOR)
      .send({ statement, phiConfirmation: { reason: REASON, token: appealRefusal.confirmationToken } })
      .expect(201);
    expect((await audits()).at(-1)).toMatchObject({ memberId: AUTHOR, targetType: 'appeal' });
  });
});

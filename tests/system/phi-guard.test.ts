import {
  ApiRoutes,
  PhiGuardMessages,
  type CommentEntry,
  type Connection,
  type Content,
  type ContentListResponse,
  type ContentUploadResponse,
  type Conversation,
  type ConversationMessages,
  type DirectMessage,
  type PhiRefusalBody,
} from '@docnet/contracts';
// The modules, not the testing index: the index pulls in Nest decorators, which tsx (the fuzz runner) cannot load.
import { caseStudyFindings, CLINICAL_TEXT, clinicalArticle, PHI_CASE_STUDY } from '@docnet/platform/testing/phi-texts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pngWithText, zip } from '../../bff/test/support/metadata-fixtures';
import { loadStackState } from '../harness/stack';
import { memberKnownToGraph, type SessionMember } from './members';

const stack = loadStackState();
const baseUrl = stack.baseUrl;

const REASON = 'The numbers are invented for teaching; this is not a real patient.';

/** The BFF's answer to a write the PHI guard refused: 422 with the service's findings and token, unchanged. */
async function refused(
  answer: Promise<{ status: number; body: unknown }>,
  message: string = PhiGuardMessages.refused,
): Promise<PhiRefusalBody> {
  const { status, body } = await answer;
  expect({ status, body }).toEqual({ status: 422, body: { message, findings: expect.any(Array), confirmationToken: expect.any(String) } });
  return body as PhiRefusalBody;
}

/** The confirmation the SPA sends after a refusal: the author's reason and the refusal's token. */
const confirmation = (refusal: PhiRefusalBody, reason = REASON) => ({ reason, token: refusal.confirmationToken });

/** A case study naming its patient in full, with a birth date and a record number. */
const NAMED_CASE = {
  title: 'Fractured crown on #14 after an olive pit',
  body: "Patient Siobhán O'Connor-Núñez, DOB 03/14/1957, MRN 12345678, was referred with a fractured crown on tooth #14.",
  contentType: 'case_study',
};

describe('the PHI guard through the BFF: contents, comments, direct messages and the AI chat', () => {
  let author: SessionMember;
  let colleague: SessionMember;

  beforeAll(async () => {
    [author, colleague] = await Promise.all([memberKnownToGraph(baseUrl), memberKnownToGraph(baseUrl)]);
  });

  const mine = async () =>
    ((await author.agent.get(`${ApiRoutes.contents}?authorId=${author.id}`).expect(200)).body as ContentListResponse).total;

  it('refuses a case study with a birth date and a record number until the author confirms it', async () => {
    const caseStudy = { title: 'Fractured crown on #14', body: PHI_CASE_STUDY, contentType: 'case_study', tags: ['crowns'] };
    const refusal = await refused(author.agent.post(ApiRoutes.contents).send(caseStudy));
    expect(refusal.findings).toEqual(caseStudyFindings('body'));
    expect(await mine()).toBe(0);

    const tooShort = await author.agent.post(ApiRoutes.contents).send({ ...caseStudy, phiConfirmation: confirmation(refusal, 'fine') });
    expect({ status: tooShort.status, body: tooShort.body }).toEqual({ status: 400, body: { message: PhiGuardMessages.reasonTooShort } });

    const confirmed = (await author.agent.post(ApiRoutes.contents).send({ ...caseStudy, phiConfirmation: confirmation(refusal) }).expect(201)).body as Content;
    expect(confirmed).toMatchObject({ title: caseStudy.title, body: PHI_CASE_STUDY });
    expect(confirmed).not.toHaveProperty('phiConfirmation');

    // An edit is read again; clinical text and a 20,000-character article without PHI go straight through.
    const edit = await refused(author.agent.put(ApiRoutes.contentById(confirmed.id)).send({ ...caseStudy, title: 'Patient John Smith' }));
    expect(edit.findings[0]).toEqual({ field: 'title', kind: 'patient-name', excerpt: 'John Smith', start: 8, end: 18 });
    await author.agent.post(ApiRoutes.contents).send({ title: 'Crown on #14 (CDT D2740, CPT 99213)', body: CLINICAL_TEXT }).expect(201);
    const article = (await author.agent.post(ApiRoutes.contents).send({ title: 'Peri-implantitis: a review', body: clinicalArticle(20_000) }).expect(201)).body as Content;
    expect(article.body).toHaveLength(20_000);
    expect(await mine()).toBe(3);
  });

  it('refuses a confirmation that answers no refusal: made up, of another text, or of another member', async () => {
    const before = await mine();
    // No refusal came first: a reason alone, or with a token of the member's own making, is refused again.
    for (const made of [{ reason: REASON }, { reason: REASON, token: 'mbd0r3k9.QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGk' }]) {
      const again = await refused(author.agent.post(ApiRoutes.contents).send({ ...NAMED_CASE, phiConfirmation: made }), PhiGuardMessages.confirmationStale);
      expect(again.findings.map(({ kind, excerpt }) => [kind, excerpt])).toEqual([
        ['patient-name', "Siobhán O'Connor-Núñez"],
        ['date', '03/14/1957'],
        ['medical-record-number', '12345678'],
      ]);
    }
    expect(await mine()).toBe(before);

    // A real refusal's token confirms that text only: not another text, not for another member.
    const refusal = await refused(author.agent.post(ApiRoutes.contents).send(NAMED_CASE));
    const otherText = { ...NAMED_CASE, body: NAMED_CASE.body.replace('12345678', '87654321') };
    await refused(author.agent.post(ApiRoutes.contents).send({ ...otherText, phiConfirmation: confirmation(refusal) }), PhiGuardMessages.confirmationStale);
    await refused(colleague.agent.post(ApiRoutes.contents).send({ ...NAMED_CASE, phiConfirmation: confirmation(refusal) }), PhiGuardMessages.confirmationStale);
    const comment = await author.agent.post(ApiRoutes.contents).send({ title: 'Clinic notes', body: CLINICAL_TEXT }).expect(201);
    await refused(
      author.agent.post(ApiRoutes.contentComments((comment.body as Content).id)).send({ body: NAMED_CASE.body, phiConfirmation: confirmation(refusal) }),
      PhiGuardMessages.confirmationStale,
    );
    expect(await mine()).toBe(before + 1);

    const confirmed = (await author.agent.post(ApiRoutes.contents).send({ ...NAMED_CASE, phiConfirmation: confirmation(refusal) }).expect(201)).body as Content;
    expect(confirmed.body).toBe(NAMED_CASE.body);
  });

  it('refuses a comment that may identify a patient, and takes it once confirmed', async () => {
    const post = (await author.agent.post(ApiRoutes.contents).send({ title: 'Implant failures', body: CLINICAL_TEXT }).expect(201)).body as Content;
    const path = ApiRoutes.contentComments(post.id);
    const refusal = await refused(colleague.agent.post(path).send({ body: 'Her phone is (615) 555-0142.' }));
    expect(refusal.findings).toEqual([{ field: 'body', kind: 'phone', excerpt: '(615) 555-0142', start: 13, end: 27 }]);
    expect((await colleague.agent.get(path).expect(200)).body).toEqual([]);

    await colleague.agent.post(path).send({ body: 'Same here: amoxicillin 500 mg TID, then D2740 on #14.' }).expect(201);
    const confirmed = (await colleague.agent.post(path).send({ body: 'Her phone is (615) 555-0142.', phiConfirmation: confirmation(refusal) }).expect(201))
      .body as CommentEntry;
    expect(confirmed.comment.body).toBe('Her phone is (615) 555-0142.');
    expect((await colleague.agent.get(path).expect(200)).body).toHaveLength(2);
  });

  it('refuses a direct message that may identify a patient, and sends it once confirmed', async () => {
    const sent = (await author.agent.post(ApiRoutes.connections).send({ receiverId: colleague.id }).expect(201)).body as Connection;
    await colleague.agent.put(ApiRoutes.connectionById(sent.id)).send({ status: 'accepted' }).expect(200);
    const conversation = (await author.agent.post(ApiRoutes.conversations).send({ memberId: colleague.id }).expect(201)).body as Conversation;
    const path = ApiRoutes.conversationMessages(conversation.id);

    const refusal = await refused(author.agent.post(path).send({ body: PHI_CASE_STUDY }));
    expect(refusal.findings).toEqual(caseStudyFindings('body'));
    expect(((await colleague.agent.get(path).expect(200)).body as ConversationMessages).messages).toEqual([]);

    const message = (await author.agent.post(path).send({ body: PHI_CASE_STUDY, phiConfirmation: confirmation(refusal) }).expect(201)).body as DirectMessage;
    expect(message.body).toBe(PHI_CASE_STUDY);
    expect(((await colleague.agent.get(path).expect(200)).body as ConversationMessages).messages.map(({ id }) => id)).toEqual([message.id]);
  });

  it('reads what every reader gets of the uploads a content shows: their names and the attachment’s text', async () => {
    const upload = async (file: Buffer, name: string, kind = 'attachment') =>
      ((await author.agent.post(`${ApiRoutes.uploadsContent}?kind=${kind}`).attach('file', file, name).expect(201)).body as ContentUploadResponse)
        .attachmentUrl;
    const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
    const letter = zip({
      '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      'word/document.xml': `<?xml version="1.0"?><w:document ${W}><w:body><w:p><w:r><w:t>Referral letter</w:t></w:r></w:p><w:p><w:r><w:t>Patient: </w:t></w:r><w:r><w:t>Jane Roe</w:t></w:r></w:p><w:p><w:r><w:t>MRN 12345678</w:t></w:r></w:p></w:body></w:document>`,
    });
    const post = {
      title: 'Referral of a complex case',
      body: 'See the attached letter and photo.',
      attachmentUrl: await upload(letter, 'referral.docx'),
      thumbnailUrl: await upload(pngWithText(), 'Siobhán O’Connor DOB 03-14-1957.png', 'thumbnail'),
    };
    const refusal = await refused(author.agent.post(ApiRoutes.contents).send(post));
    expect(refusal.findings).toEqual([
      { field: 'attachmentText', kind: 'patient-name', excerpt: 'Jane Roe', start: 25, end: 33 },
      { field: 'attachmentText', kind: 'medical-record-number', excerpt: '12345678', start: 38, end: 46 },
      { field: 'thumbnailName', kind: 'date', excerpt: '03-14-1957', start: 21, end: 31 },
    ]);
    const before = await mine();

    // Confirmed, it is published, and held for a moderator like a post naming a patient in its body.
    const created = (await author.agent.post(ApiRoutes.contents).send({ ...post, phiConfirmation: confirmation(refusal) }).expect(201)).body as Content;
    expect(created.moderationStatus).toBe('hidden');
    expect(await mine()).toBe(before + 1);

    // A text file's text, and an upload's name, are read too; a clean letter goes through at once.
    const note = await upload(Buffer.from('Follow-up in two weeks.\nCall the patient’s daughter on 615-555-0142.\n'), 'follow-up.txt');
    const noteRefusal = await refused(author.agent.post(ApiRoutes.contents).send({ title: 'Follow-up', body: 'Notes attached.', attachmentUrl: note }));
    expect(noteRefusal.findings.map(({ field, kind, excerpt }) => ({ field, kind, excerpt }))).toEqual([{ field: 'attachmentText', kind: 'phone', excerpt: '615-555-0142' }]);
    const clean = await upload(Buffer.from('Echo findings within normal limits.\n'), 'Résumé des cas – Siobhán O’Connor.txt');
    await author.agent.post(ApiRoutes.contents).send({ title: 'Clean notes', body: 'Notes attached.', attachmentUrl: clean }).expect(201);
  });

  it.each(['referral-chromium.pdf', 'referral-owner-password.pdf', 'referral.doc'])(
    'reads the text of an attached PDF or Word 97–2003 document: %s naming a patient is refused like a .docx',
    async (name) => {
      // Printed by Chromium, encrypted by qpdf with an owner password only, or saved by LibreOffice.
      const file = readFileSync(join(__dirname, '../../bff/test/fixtures/real-world', name));
      const uploaded = await author.agent.post(`${ApiRoutes.uploadsContent}?kind=attachment`).attach('file', file, name).expect(201);
      const post = { title: 'Referral of a complex case', body: 'See the attached letter.', attachmentUrl: (uploaded.body as ContentUploadResponse).attachmentUrl };
      const refusal = await refused(author.agent.post(ApiRoutes.contents).send(post));
      expect(refusal.findings.map(({ field, kind, excerpt }) => ({ field, kind, excerpt }))).toEqual(
        expect.arrayContaining([
          { field: 'attachmentText', kind: 'date', excerpt: '03/14/1957' },
          { field: 'attachmentText', kind: 'medical-record-number', excerpt: '12345678' },
        ]),
      );
      const before = await mine();
      const created = (await author.agent.post(ApiRoutes.contents).send({ ...post, phiConfirmation: confirmation(refusal) }).expect(201)).body as Content;
      expect(created.moderationStatus).toBe('hidden');
      expect(await mine()).toBe(before + 1);
    },
  );

  it('refuses an AI chat turn that may identify a patient', async () => {
    const refusal = await refused(author.agent.post(ApiRoutes.aiChat).send({ message: 'Who should see my patient? DOB 03/14/1957.' }));
    expect(refusal.findings).toEqual([{ field: 'message', kind: 'date', excerpt: '03/14/1957', start: 31, end: 41 }]);
    await author.agent.post(ApiRoutes.aiChat).send({ message: 'Any career advice for a periodontist?' }).expect(200);
  });
});

import { PhiGuardMessages, type PhiRefusalBody } from '@docnet/contracts';
import { HttpStatus, UnprocessableEntityException } from '@nestjs/common';
import { PHI_CONFIRMATION_TOKEN_LIFETIME_MS } from '@docnet/contracts';
import { checkPhi, findPhiInFields, maskConfirmedPhi, PhiConfirmationTokens, type PhiTextFields } from '../src';
import { caseStudyFindings, CLINICAL_TEXT, clinicalArticle, PHI_CASE_STUDY } from '../src/testing/phi-texts';

/** The 422 checkPhi throws, as the error filter answers it. */
function refusal(run: () => unknown): { status: number; body: PhiRefusalBody } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof UnprocessableEntityException)) throw error;
    return { status: error.getStatus(), body: error.getResponse() as PhiRefusalBody };
  }
  throw new Error('checkPhi let the write through');
}

const tokens = new PhiConfirmationTokens('a-service-token-of-this-test', 'content');
const MEMBER = 7;
const check = (fields: PhiTextFields, confirmation?: { reason: string; token: string }, memberId = MEMBER) =>
  checkPhi(memberId, fields, confirmation, tokens);

describe('checkPhi: the PHI guard of one write', () => {
  it('names each finding by its field, a list item by its index, in the fields’ order then by start', () => {
    const findings = findPhiInFields({
      title: 'Call me at 615-555-0142',
      summary: null,
      body: PHI_CASE_STUDY,
      tags: ['perio', 'MRN 12345678'],
      attachmentUrl: undefined,
    });
    expect(findings).toEqual([
      { field: 'title', kind: 'phone', excerpt: '615-555-0142', start: 11, end: 23 },
      ...caseStudyFindings('body'),
      { field: 'tags.1', kind: 'medical-record-number', excerpt: '12345678', start: 4, end: 12 },
    ]);
  });

  it('refuses a write with findings and no confirmation: 422 {message, findings, confirmationToken}', () => {
    expect(refusal(() => check({ body: PHI_CASE_STUDY }))).toEqual({
      status: HttpStatus.UNPROCESSABLE_ENTITY,
      body: { message: PhiGuardMessages.refused, findings: caseStudyFindings('body'), confirmationToken: expect.stringMatching(/^[0-9a-z]+\.[\w-]{43}$/) },
    });
  });

  it('lets a write through confirmed with its refusal’s token and answers what to audit; a clean write needs nothing', () => {
    const reason = 'These are invented for teaching.';
    const { confirmationToken: token } = refusal(() => check({ body: PHI_CASE_STUDY })).body;
    expect(check({ body: PHI_CASE_STUDY }, { reason, token })).toEqual({ findings: caseStudyFindings('body'), reason });
    expect(check({ title: 'Crown on #14', body: CLINICAL_TEXT, tags: ['CPT 99213', 'D2740'] })).toBeNull();
    expect(check({ body: CLINICAL_TEXT }, { reason, token: 'anything' })).toBeNull();
  });

  it('refuses a confirmation that answers no refusal of this member’s very text, with a fresh refusal', () => {
    const reason = 'These are invented for teaching.';
    const fields = { title: 'Fractured crown', body: PHI_CASE_STUDY, tags: ['crowns'] };
    const { confirmationToken: token } = refusal(() => check(fields)).body;
    const stale = (run: () => unknown) =>
      expect(refusal(run).body).toEqual({ message: PhiGuardMessages.confirmationStale, findings: expect.any(Array), confirmationToken: expect.any(String) });
    stale(() => check(fields, { reason, token: '' }));
    stale(() => check(fields, { reason, token: 'lx0p2q.c2lnbmF0dXJlIHRoYXQgbm9ib2R5IGlzc3VlZCBhdCBhbGwgZXZlcg' }));
    stale(() => check(fields, { reason, token: `${token}x` }));
    // Another member, another text (one character, or a text moved to another field or tag), another service.
    stale(() => check(fields, { reason, token }, MEMBER + 1));
    stale(() => check({ ...fields, body: `${PHI_CASE_STUDY} ` }, { reason, token }));
    stale(() => check({ ...fields, body: `Patient Jane O’Brien-Núñez. ${PHI_CASE_STUDY}` }, { reason, token }));
    stale(() => check({ ...fields, tags: ['crowns', 'perio'] }, { reason, token }));
    stale(() => check({ title: fields.body, body: fields.title, tags: fields.tags }, { reason, token }));
    stale(() => checkPhi(MEMBER, fields, { reason, token }, new PhiConfirmationTokens('a-service-token-of-this-test', 'social-graph')));
    expect(check(fields, { reason, token })).not.toBeNull();
  });

  it('refuses a token past its lifetime', () => {
    const subject = { memberId: MEMBER, fields: { body: PHI_CASE_STUDY }, findings: caseStudyFindings('body') };
    const now = Date.now();
    const token = tokens.issue(subject, now - PHI_CONFIRMATION_TOKEN_LIFETIME_MS - 1);
    expect(tokens.verify(token, subject, now)).toBe(false);
    expect(tokens.verify(tokens.issue(subject, now - 60_000), subject, now)).toBe(true);
  });

  it('masks the confirmed findings of a field for an outside party, and nothing else', () => {
    const reason = 'These are invented for teaching.';
    const message = 'Patient Jane Roe, DOB 04/12/1961: who should I refer her to?';
    const { confirmationToken: token } = refusal(() => check({ message })).body;
    const confirmed = check({ message }, { reason, token });
    expect(maskConfirmedPhi('message', message, confirmed)).toBe('Patient [redacted], DOB [redacted]: who should I refer her to?');
    expect(maskConfirmedPhi('message', 'Nothing here', null)).toBe('Nothing here');
  });

  it('passes a realistic 20,000-character article without PHI, cheaply', () => {
    const article = clinicalArticle(20_000);
    check({ body: article }); // the first call compiles the patterns
    const started = performance.now();
    expect(check({ title: 'Peri-implantitis: a review', summary: article.slice(0, 150), body: article })).toBeNull();
    const ms = performance.now() - started;
    console.log(`checkPhi: a ${article.length}-character article in ${ms.toFixed(1)} ms`);
    // A guard against a pathological pattern on a shared machine, not a benchmark (about 2 ms alone).
    expect(ms).toBeLessThan(200);
  });
});

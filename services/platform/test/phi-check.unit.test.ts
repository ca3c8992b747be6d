import { PhiGuardMessages, type PhiRefusalBody } from '@docnet/contracts';
import { HttpStatus, UnprocessableEntityException } from '@nestjs/common';
import { checkPhi, findPhiInFields } from '../src';
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

  it('refuses a write with findings and no confirmation: 422 {message, findings}', () => {
    expect(refusal(() => checkPhi({ body: PHI_CASE_STUDY }, undefined))).toEqual({
      status: HttpStatus.UNPROCESSABLE_ENTITY,
      body: { message: PhiGuardMessages.refused, findings: caseStudyFindings('body') },
    });
  });

  it('lets a confirmed write through and answers what to audit; a clean write needs nothing', () => {
    const reason = 'These are invented for teaching.';
    expect(checkPhi({ body: PHI_CASE_STUDY }, { reason })).toEqual({ findings: caseStudyFindings('body'), reason });
    expect(checkPhi({ title: 'Crown on #14', body: CLINICAL_TEXT, tags: ['CPT 99213', 'D2740'] }, undefined)).toBeNull();
    expect(checkPhi({ body: CLINICAL_TEXT }, { reason })).toBeNull();
  });

  it('passes a realistic 20,000-character article without PHI, cheaply', () => {
    const article = clinicalArticle(20_000);
    checkPhi({ body: article }, undefined); // the first call compiles the patterns
    const started = performance.now();
    expect(checkPhi({ title: 'Peri-implantitis: a review', summary: article.slice(0, 150), body: article }, undefined)).toBeNull();
    const ms = performance.now() - started;
    console.log(`checkPhi: a ${article.length}-character article in ${ms.toFixed(1)} ms`);
    // A guard against a pathological pattern on a shared machine, not a benchmark (about 2 ms alone).
    expect(ms).toBeLessThan(200);
  });
});

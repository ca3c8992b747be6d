// The SPA side of the PHI guard: a 422 refusal read from a failed call, its findings mapped to a form's
// fields (a list item to its list, an unknown field to the form level), the kinds' labels and the reason's rules.
import { PhiGuardMessages, phiKinds, type AiChatResponse, type PhiConfirmation, type PhiRefusalBody } from '@docnet/contracts';
import { createAssistantStore, type AskAssistant } from '../src/features/assistant/stores/assistant-store';
import { CHAT_FAILURE_MESSAGE } from '../src/features/assistant/utils/chat-messages';
import { ApiError } from '../src/lib/api-client';
import {
  checkPhiReason,
  describeFinding,
  phiFormErrors,
  phiKindLabel,
  phiKindLabels,
  phiRefusalOf,
} from '../src/lib/phi-findings';

const body =
  'A 67-year-old man presented with exertional chest pain.\n\nDOB 03/14/1957, MRN 12345678. Troponin was normal.';

const refusal: PhiRefusalBody = {
  message: PhiGuardMessages.refused,
  findings: [
    { field: 'title', kind: 'patient-name', excerpt: 'Mr. Jones', start: 12, end: 21 },
    { field: 'body', kind: 'date', excerpt: 'DOB 03/14/1957', start: 57, end: 71 },
    { field: 'body', kind: 'medical-record-number', excerpt: 'MRN 12345678', start: 73, end: 85 },
    { field: 'tags.2', kind: 'phone', excerpt: '555-123-4567', start: 0, end: 12 },
    { field: 'links.0.url', kind: 'url', excerpt: 'https://example.org/patients/1', start: 0, end: 30 },
  ],
  confirmationToken: 'lx0p2q.the-refusal-token',
};

describe('phiRefusalOf', () => {
  it('reads the findings of a 422', () => {
    const error = new ApiError(422, JSON.stringify(refusal), 'Unprocessable Entity');
    expect(phiRefusalOf(error)).toEqual(refusal);
  });

  it('is null for any other failure', () => {
    expect(phiRefusalOf(new ApiError(422, JSON.stringify({ message: 'Other' }), 'Unprocessable Entity'))).toBeNull();
    expect(phiRefusalOf(new ApiError(422, JSON.stringify({ message: 'x', findings: [] }), ''))).toBeNull();
    expect(phiRefusalOf(new ApiError(400, JSON.stringify(refusal), 'Bad Request'))).toBeNull();
    expect(phiRefusalOf(new ApiError(422, 'not json', ''))).toBeNull();
    expect(phiRefusalOf(new Error('network'))).toBeNull();
  });

  it('keeps only well-formed findings', () => {
    const error = new ApiError(422, JSON.stringify({ ...refusal, findings: [refusal.findings[1], { field: 3 }] }), '');
    expect(phiRefusalOf(error)?.findings).toEqual([refusal.findings[1]]);
  });
});

describe('phiFormErrors', () => {
  it('puts each finding on its field, a list item on its list, the rest at the form level', () => {
    const { fields, unplaced } = phiFormErrors(refusal, ['title', 'body', 'summary', 'tags']);
    expect(fields.map((field) => field.name)).toEqual(['title', 'body', 'tags']);
    const bodyError = fields.find((field) => field.name === 'body');
    expect(bodyError?.findings).toHaveLength(2);
    expect(bodyError?.message).toBe(
      'May identify a patient — Date tied to a person (birth, admission, discharge): “DOB 03/14/1957”; ' +
        'Medical record number: “MRN 12345678”',
    );
    expect(fields.find((field) => field.name === 'tags')?.message).toBe(
      'May identify a patient — Phone number (item 3): “555-123-4567”',
    );
    expect(unplaced).toEqual([refusal.findings[4]]);
  });

  it('uses the item itself when the form names it (tags.2)', () => {
    const { fields } = phiFormErrors(refusal, ['tags.2']);
    expect(fields).toEqual([expect.objectContaining({ name: 'tags.2' })]);
  });

  it('leaves everything at the form level for a form without those fields', () => {
    const { fields, unplaced } = phiFormErrors(refusal, ['message']);
    expect(fields).toEqual([]);
    expect(unplaced).toHaveLength(refusal.findings.length);
  });

  it('finds the offsets of the excerpts in the field text', () => {
    const [date, mrn] = refusal.findings.slice(1, 3);
    expect(body.slice(date.start, date.end)).toBe(date.excerpt);
    expect(body.slice(mrn.start, mrn.end)).toBe(mrn.excerpt);
  });
});

describe('kind labels', () => {
  it('names every kind of the contract in words', () => {
    for (const kind of phiKinds) {
      expect(phiKindLabels[kind]).toMatch(/^[A-Z].* /);
      expect(phiKindLabel(kind)).toBe(phiKindLabels[kind]);
    }
    expect(phiKindLabel('medical-record-number')).toBe('Medical record number');
    expect(phiKindLabel('something-new')).toBe('Patient detail');
    expect(describeFinding(refusal.findings[1])).toBe('Date tied to a person (birth, admission, discharge): “DOB 03/14/1957”');
  });
});

describe('checkPhiReason', () => {
  it('refuses an empty, short or long reason with the contract messages', () => {
    expect(checkPhiReason('')).toEqual({ problem: PhiGuardMessages.reasonRequired });
    expect(checkPhiReason('   ')).toEqual({ problem: PhiGuardMessages.reasonRequired });
    expect(checkPhiReason('  too short ')).toEqual({ problem: PhiGuardMessages.reasonTooShort });
    expect(checkPhiReason('x'.repeat(501))).toEqual({ problem: PhiGuardMessages.reasonTooLong });
  });

  it('answers the trimmed reason', () => {
    expect(checkPhiReason('  The date is the conference day, not a patient’s.  ')).toEqual({
      reason: 'The date is the conference day, not a patient’s.',
    });
    expect(checkPhiReason('x'.repeat(500))).toEqual({ reason: 'x'.repeat(500) });
    expect(checkPhiReason(' 0123456789 ')).toEqual({ reason: '0123456789' });
  });
});

describe('a chat turn the guard refuses', () => {
  const turn = 'Who should see my patient? DOB 03/14/1957.';
  const chatRefusal: PhiRefusalBody = {
    message: PhiGuardMessages.refused,
    findings: [{ field: 'message', kind: 'date', excerpt: '03/14/1957', start: 31, end: 41 }],
    confirmationToken: 'lx0p2q.the-chat-refusal-token',
  };
  const answer: AiChatResponse = { message: { id: 'a1', role: 'assistant', content: 'A periodontist.' }, recommendations: [] };

  it('leaves the conversation, keeps its text and findings, and is sent with the reason once confirmed', async () => {
    const calls: [string, PhiConfirmation | undefined][] = [];
    const ask: AskAssistant = (text, confirmation) => {
      calls.push([text, confirmation]);
      return confirmation
        ? Promise.resolve(answer)
        : Promise.reject(new ApiError(422, JSON.stringify(chatRefusal), 'Unprocessable Entity'));
    };
    const store = createAssistantStore(ask);
    await store.getState().send(turn);
    expect(store.getState()).toMatchObject({ messages: [], pending: false, refused: { text: turn, refusal: chatRefusal } });
    expect(store.getState().messages.some((message) => message.content === CHAT_FAILURE_MESSAGE)).toBe(false);

    const reason = { reason: 'The date is a made-up example for a teaching question.', token: chatRefusal.confirmationToken };
    await store.getState().send(turn, reason);
    expect(calls).toEqual([
      [turn, undefined],
      [turn, reason],
    ]);
    expect(store.getState().refused).toBeNull();
    expect(store.getState().messages.map((message) => [message.role, message.content])).toEqual([
      ['user', turn],
      ['assistant', 'A periodontist.'],
    ]);
  });
});

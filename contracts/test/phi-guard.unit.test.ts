import * as yup from 'yup';
import {
  aiChatRequestSchema,
  cmeFormSchema,
  commentSchema,
  contentInputSchema,
  eventFormSchema,
  newsFormSchema,
  PHI_CONFIRMATION_REASON_MAX,
  PHI_CONFIRMATION_TOKEN_MAX,
  PhiGuardMessages,
  sendMessageSchema,
} from '../src';

/** What the server's validation (validateInput: abortEarly, stripUnknown) answers: the value, or the first message. */
function validate(schema: yup.AnyObjectSchema, input: object): unknown {
  try {
    return schema.validateSync(input, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) return { refused: error.errors[0] };
    throw error;
  }
}

const writes: Array<[string, yup.AnyObjectSchema, object]> = [
  ['a content', contentInputSchema, { title: 'Crown on #14', body: 'A short body.' }],
  ['a comment', commentSchema, { body: 'Agreed.' }],
  ['a direct message', sendMessageSchema, { body: 'Hello' }],
  ['a chat turn', aiChatRequestSchema, { message: 'Any career advice?' }],
  ['an event', eventFormSchema, { title: 'Implant day', description: 'A day of implant lectures.', date: '2030-01-02', time: '09:00', location: 'Austin, TX' }],
  ['a news article', newsFormSchema, { title: 'A new trial', summary: 'A summary of twenty characters.', body: 'x'.repeat(60), source: 'JADA' }],
  ['a CME opportunity', cmeFormSchema, { title: 'Perio CME', description: 'Twenty characters at least.', provider: 'AAP', startDate: '2030-01-02', url: 'https://example.org' }],
];

describe('phiConfirmation: the author confirms the PHI guard’s findings, on every write it checks', () => {
  it.each(writes)('%s: optional; kept trimmed; unknown keys dropped', (_write, schema, input) => {
    expect(validate(schema, input)).not.toHaveProperty('phiConfirmation');
    expect(validate(schema, { ...input, phiConfirmation: { reason: '  Invented for teaching.  ', excerpts: ['x'] } })).toMatchObject({
      phiConfirmation: { reason: 'Invented for teaching.' },
    });
    expect(validate(schema, { ...input, phiConfirmation: { reason: 'Invented for teaching.', excerpts: ['x'] } })).not.toHaveProperty(
      'phiConfirmation.excerpts',
    );
  });

  it.each(writes)('%s: a reason of 10 to 500 characters, else 400 with a readable message', (_write, schema, input) => {
    expect(validate(schema, { ...input, phiConfirmation: {} })).toEqual({ refused: PhiGuardMessages.reasonRequired });
    expect(validate(schema, { ...input, phiConfirmation: { reason: null } })).toEqual({ refused: PhiGuardMessages.reasonRequired });
    expect(validate(schema, { ...input, phiConfirmation: 'yes' })).toEqual({ refused: PhiGuardMessages.reasonRequired });
    expect(validate(schema, { ...input, phiConfirmation: { reason: '   short   ' } })).toEqual({ refused: PhiGuardMessages.reasonTooShort });
    expect(validate(schema, { ...input, phiConfirmation: { reason: 'x'.repeat(PHI_CONFIRMATION_REASON_MAX + 1) } })).toEqual({
      refused: PhiGuardMessages.reasonTooLong,
    });
    expect(validate(schema, { ...input, phiConfirmation: { reason: 'x'.repeat(PHI_CONFIRMATION_REASON_MAX) } })).not.toHaveProperty('refused');
  });

  it.each(writes)('%s: the refusal’s token kept as sent (the service checks it), a runaway one refused', (_write, schema, input) => {
    const reason = 'Invented for teaching.';
    expect(validate(schema, { ...input, phiConfirmation: { reason, token: ' lx0p2q.abc ' } })).toMatchObject({ phiConfirmation: { reason, token: 'lx0p2q.abc' } });
    expect(validate(schema, { ...input, phiConfirmation: { reason, token: 'x'.repeat(PHI_CONFIRMATION_TOKEN_MAX + 1) } })).toEqual({
      refused: PhiGuardMessages.confirmationStale,
    });
  });
});

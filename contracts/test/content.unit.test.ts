import { ApiRoutes, contentInputSchema } from '../src';

const valid = { title: 'A case', body: 'Body text' };
const accepts = (fields: object) => contentInputSchema.isValid({ ...valid, ...fields });

describe('content links', () => {
  it('accepts our own uploads and http(s) addresses', async () => {
    expect(
      await accepts({
        attachmentUrl: ApiRoutes.uploadedContentFile(3, 'f00d'),
        thumbnailUrl: 'https://cdn.example/t.png',
      }),
    ).toBe(true);
    expect(await accepts({ attachmentUrl: 'http://journal.example/paper.pdf', thumbnailUrl: '' })).toBe(true);
  });

  it("refuses links that would run in a reader's browser, with the spec's URL message", async () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<script>x</script>',
      'JaVaScRiPt:alert(1)',
      'not a url',
    ]) {
      expect(await accepts({ attachmentUrl: link })).toBe(false);
      expect(await accepts({ thumbnailUrl: link })).toBe(false);
    }
    await expect(
      contentInputSchema.validate({ ...valid, attachmentUrl: 'javascript:alert(1)' }),
    ).rejects.toThrow('Please enter a valid URL');
  });
});

describe('summary (part 1 §4, §9: at most 150 characters, auto-summary 150 plus an ellipsis)', () => {
  const body = 'Paragraph one of a real article. '.repeat(20);

  it('accepts the auto-summary of the body, as the composer fills it and an edit sends it back', async () => {
    expect(await accepts({ body, summary: `${body.trim().slice(0, 150)}...` })).toBe(true);
    expect(await accepts({ body, summary: '' })).toBe(true);
    expect(await accepts({ body, summary: 's'.repeat(150) })).toBe(true);
  });

  it("refuses a written summary over 150 characters, with the spec's message", async () => {
    await expect(contentInputSchema.validate({ ...valid, body, summary: 's'.repeat(151) })).rejects.toThrow(
      'Summary must be at most 150 characters',
    );
    // 153 characters that are not the body's own auto-summary are a written summary.
    expect(await accepts({ body, summary: `${'s'.repeat(150)}...` })).toBe(false);
  });
});

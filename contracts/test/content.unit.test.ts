import { ApiRoutes, contentInputSchema } from '../src';

const valid = { title: 'A case', body: 'Body text' };
const accepts = (fields: object) => contentInputSchema.isValid({ ...valid, ...fields });

describe('content links', () => {
  it('accepts our own uploads and http(s) addresses', async () => {
    expect(await accepts({ attachmentUrl: ApiRoutes.uploadedContentFile(3, 'f00d'), thumbnailUrl: 'https://cdn.example/t.png' })).toBe(true);
    expect(await accepts({ attachmentUrl: 'http://journal.example/paper.pdf', thumbnailUrl: '' })).toBe(true);
  });

  it('refuses links that would run in a reader\'s browser, with the spec\'s URL message', async () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,<script>x</script>', 'JaVaScRiPt:alert(1)', 'not a url']) {
      expect(await accepts({ attachmentUrl: link })).toBe(false);
      expect(await accepts({ thumbnailUrl: link })).toBe(false);
    }
    await expect(contentInputSchema.validate({ ...valid, attachmentUrl: 'javascript:alert(1)' })).rejects.toThrow('Please enter a valid URL');
  });
});

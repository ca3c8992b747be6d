import {
  ApiRoutes,
  ApiSchemas,
  contentInputSchema,
  contentListQuerySchema,
  LANGUAGE_TAG_MAX,
  LANGUAGE_TAG_PATTERN,
  notificationListQuerySchema,
  PAGE_OFFSET_MAX,
  toOpenApiSchema,
} from '../src';

const valid = { title: 'A case', body: 'Body text' };
const accepts = (fields: object) => contentInputSchema.isValid({ ...valid, ...fields });
/** A file id as the upload gives it. */
const UPLOADED = '0f8c2d6e-4b1a-4c3e-9d7f-2a5b8c1e3f40';

describe('content links', () => {
  it('accepts our own uploads and http(s) addresses', async () => {
    expect(
      await accepts({
        attachmentUrl: ApiRoutes.uploadedContentFile(3, UPLOADED),
        thumbnailUrl: 'https://cdn.example/t.png',
      }),
    ).toBe(true);
    expect(await accepts({ attachmentUrl: 'http://journal.example/paper.pdf', thumbnailUrl: '' })).toBe(true);
  });

  it("refuses links that would run in a reader's browser, with the form's URL message", async () => {
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

  it('accepts only the exact shape of an upload URL, so no spelling reaches another /api route from every reader\'s browser', async () => {
    expect(await accepts({ thumbnailUrl: `/api/uploads/content/12/${UPLOADED}` })).toBe(true);
    for (const link of [
      '/api/uploads/content/%2e%2e/%2e%2e/users/2',
      '/api/uploads/content/%2E%2E/%2E%2E/users/2',
      '/api/uploads/content/../../users/2',
      '/api/uploads/content/./../../users/2',
      '/api/uploads/content/..%2f..%2fusers/2',
      '/api/uploads/content/..%5c..%5cusers/2',
      '/api/uploads/content\\..\\..\\users\\2',
      `/api/uploads/content/12/${UPLOADED}/../../../users/2`,
      `/api/uploads/content/12/${UPLOADED}/%2e%2e/%2e%2e/%2e%2e/users/2`,
      `/api/uploads/content/12/${UPLOADED}?next=/api/users/2`,
      `/api/uploads/content/12/${UPLOADED}#x`,
      `/api/uploads/content/12/${UPLOADED.toUpperCase()}`,
      `/api/uploads/content/0/${UPLOADED}`,
      `/API/uploads/content/12/${UPLOADED}`,
      `//api/uploads/content/12/${UPLOADED}`,
      '/api/uploads/content/12/a.pdf',
      '/api/users/2',
      // Special-scheme URLs without '//' resolve against the page's own origin in a browser.
      'http:/api/users/2',
      'https:\\api\\users\\2',
      'http:api/users/2',
      '//evil.example/x.png',
    ]) {
      expect({ link, accepted: await accepts({ attachmentUrl: link }) }).toEqual({ link, accepted: false });
      expect({ link, accepted: await accepts({ thumbnailUrl: link }) }).toEqual({ link, accepted: false });
    }
  });
});

describe('summary (at most 150 characters, auto-summary 150 plus an ellipsis)', () => {
  const body = 'Paragraph one of a real article. '.repeat(20);

  it('accepts the auto-summary of the body, as the composer fills it and an edit sends it back', async () => {
    expect(await accepts({ body, summary: `${body.trim().slice(0, 150)}...` })).toBe(true);
    expect(await accepts({ body, summary: '' })).toBe(true);
    expect(await accepts({ body, summary: 's'.repeat(150) })).toBe(true);
  });

  it("refuses a written summary over 150 characters, with the form's message", async () => {
    await expect(contentInputSchema.validate({ ...valid, body, summary: 's'.repeat(151) })).rejects.toThrow(
      'Summary must be at most 150 characters',
    );
    // 153 characters that are not the body's own auto-summary are a written summary.
    expect(await accepts({ body, summary: `${'s'.repeat(150)}...` })).toBe(false);
  });
});

describe("a content's language (a short BCP 47 tag, optional)", () => {
  it('takes a language and its subtags, and leaves an absent or empty one absent', async () => {
    for (const language of ['en', 'es', 'pt-BR', 'zh-Hant-TW', ' fr '])
      expect((await contentInputSchema.validate({ ...valid, language })).language).toBe(language.trim());
    for (const language of [undefined, null, '', '  ']) {
      const input = await contentInputSchema.validate({ ...valid, language });
      expect('language' in input).toBe(false);
    }
  });

  it('refuses anything else with a message a member can read', async () => {
    for (const language of ['English', 'EN', 'e', 'en_US', 'en-', 'en-x'])
      await expect(contentInputSchema.validate({ ...valid, language })).rejects.toThrow(
        'Language must be a language code such as en, es or pt-BR',
      );
    await expect(
      contentInputSchema.validate({ ...valid, language: `en${'-abcdefgh'.repeat(4)}` }),
    ).rejects.toThrow(`Language has at most ${LANGUAGE_TAG_MAX} characters`);
  });

  it('is in the OpenAPI schemas of the content and of its input, with its rule, and never required', () => {
    for (const schema of [ApiSchemas.Content, ApiSchemas.ContentInput]) {
      const openApi = toOpenApiSchema(schema);
      expect(openApi.properties?.language).toEqual({
        type: 'string',
        maxLength: LANGUAGE_TAG_MAX,
        pattern: LANGUAGE_TAG_PATTERN.source,
      });
      expect(openApi.required ?? []).not.toContain('language');
    }
  });
});

describe('paged lists (the content feed, notifications)', () => {
  it.each([
    ['contents', contentListQuerySchema],
    ['notifications', notificationListQuerySchema],
  ])(`cap the %s offset at ${PAGE_OFFSET_MAX} with a clear message`, async (_list, schema) => {
    expect(await schema.validate({ offset: String(PAGE_OFFSET_MAX) })).toMatchObject({ offset: PAGE_OFFSET_MAX });
    await expect(schema.validate({ offset: String(PAGE_OFFSET_MAX + 1) })).rejects.toThrow(`offset must be at most ${PAGE_OFFSET_MAX}`);
    await expect(schema.validate({ offset: '-1' })).rejects.toThrow('offset must be a whole number, 0 or more');
  });
});

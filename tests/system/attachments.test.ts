import {
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  ApiRoutes,
  ContentUploadMessages,
  type ContentUploadResponse,
  type ThumbnailUploadResponse,
} from '@docnet/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  documentWithSummaries,
  excelWorkbook,
  powerPointPresentation,
  SUMMARY_STRINGS,
  wordDocument,
} from '../../bff/test/support/compound-file';
import {
  docSharingOneChain,
  docxWithUnclosedTags,
  pdfWithObjectStreamBomb,
  pngOfDeclaredSize,
  zipOfOneBlock,
} from '../../bff/test/support/hostile-files';
import { zip } from '../../bff/test/support/metadata-fixtures';
import { loadStackState } from '../harness/stack';
import { downloadBytes, registeredMember } from './members';

const stack = loadStackState();
const baseUrl = stack.baseUrl;
const { s3 } = stack.infra;

const MB = 1024 * 1024;
const UNSUPPORTED =
  'This file type is not supported. Supported files: PDF, Word, Excel, PowerPoint, images (JPEG, PNG, GIF, WebP) and text (TXT, CSV, MD).';
const MISMATCH =
  'The file content does not match its extension. Supported files: PDF, Word, Excel, PowerPoint, images (JPEG, PNG, GIF, WebP) and text (TXT, CSV, MD).';
const TOO_LARGE = 'File is too large. The maximum size is 20MB.';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(4096, 0x90),
]);
const PE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from('PE\0\0'),
  Buffer.alloc(4096, 0xcc),
]);

const DOCX = zip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  'word/document.xml':
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
});
const DOC = wordDocument();
const XLS = excelWorkbook();
/** A CSV as Excel on Windows saves it: Windows-1252, é as the single byte 0xE9. */
const WINDOWS_CSV = Buffer.from("Name;City\r\nRenée Côté;Montréal\r\nSeán O'Brien;Zürich \x80120\r\n", 'latin1');
const XLSX = zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });

function bucketClient(): S3Client {
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

describe('content attachments through the BFF', () => {
  const bucket = bucketClient();
  afterAll(() => bucket.destroy());

  it.each([
    { name: 'case-study.pdf', bytes: PDF, type: 'application/pdf', disposition: 'attachment' },
    {
      name: 'notes.docx',
      bytes: DOCX,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      disposition: 'attachment',
    },
    {
      name: 'figures.xlsx',
      bytes: XLSX,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      disposition: 'attachment',
    },
    { name: 'referral.doc', bytes: DOC, type: 'application/msword', disposition: 'attachment' },
    { name: 'lab-values.xls', bytes: XLS, type: 'application/vnd.ms-excel', disposition: 'attachment' },
    {
      name: 'grand-rounds.ppt',
      bytes: powerPointPresentation(),
      type: 'application/vnd.ms-powerpoint',
      disposition: 'attachment',
    },
    { name: 'patients.csv', bytes: WINDOWS_CSV, type: 'text/csv; charset=windows-1252', disposition: 'attachment' },
    { name: 'x-ray.png', bytes: PNG, type: 'image/png', disposition: 'inline' },
    {
      name: 'findings.txt',
      bytes: Buffer.from('Findings: café, 5 µg\n'),
      type: 'text/plain; charset=utf-8',
      disposition: 'attachment',
    },
  ])(
    'accepts $name and serves it back as $type ($disposition), byte-identical unless its metadata is stripped',
    async ({ name, bytes, type, disposition }) => {
      const { agent, id } = await registeredMember(baseUrl);
      const uploaded = await agent.post(ApiRoutes.uploadsContent).attach('file', bytes, name);
      expect(uploaded.status).toBe(201);
      const { attachmentUrl } = uploaded.body as ContentUploadResponse;
      expect(Object.keys(uploaded.body as object)).toEqual(['attachmentUrl']);
      expect(attachmentUrl).toMatch(new RegExp(`^/api/uploads/content/${id}/[0-9a-f-]{36}$`));
      expect(attachmentUrl).not.toContain(name.split('.')[0]);

      const served = await downloadBytes(agent, attachmentUrl).expect(200);
      // PDFs and Office packages are stored rewritten without their metadata, images re-encoded
      // (upload-privacy.test.ts); OLE2 files without summary streams, as these are, come back as they were.
      if (/pdf|openxmlformats|image/.test(type))
        expect((served.body as Buffer).subarray(0, 4)).toEqual(bytes.subarray(0, 4));
      else expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      // Access to it can be withdrawn (its content deleted, hidden or removed): no cache, shared or not, keeps it.
      expect(served.headers['cache-control']).toBe('private, no-store');
      expect(served.headers['content-disposition']).toBe(
        `${disposition}; filename="${name}"; filename*=UTF-8''${name}`,
      );
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      expect(served.headers['content-security-policy']).toContain('sandbox');

      // Another member reads it once a content shows it (file-access.test.ts has the rest of the rule); a visitor never.
      const other = await registeredMember(baseUrl);
      await downloadBytes(other.agent, attachmentUrl).expect(404);
      await agent.post(ApiRoutes.contents).send({ title: `Attached: ${name}`, body: 'See the attachment.', attachmentUrl }).expect(201);
      await downloadBytes(other.agent, attachmentUrl).expect(200);
      expect((await request(baseUrl).get(attachmentUrl)).status).toBe(401);
    },
  );

  it('stores a Word 97–2003 document without the author, title or company of its summary streams', async () => {
    const { agent } = await registeredMember(baseUrl);
    const doc = documentWithSummaries();
    const uploaded = await agent.post(ApiRoutes.uploadsContent).attach('file', doc, 'referral.doc').expect(201);
    const served = await downloadBytes(agent, (uploaded.body as ContentUploadResponse).attachmentUrl).expect(200);
    const stored = served.body as Buffer;
    expect(served.headers['content-type']).toBe('application/msword');
    // Blanked in place: same size, the Word stream untouched, no summary string left in either encoding.
    expect(stored.length).toBe(doc.length);
    expect(stored.includes(Buffer.from('Referral letter. ', 'utf16le'))).toBe(true);
    const naming = (file: Buffer) =>
      Object.values(SUMMARY_STRINGS).filter(
        (value) => file.includes(Buffer.from(value, 'latin1')) || file.includes(Buffer.from(value, 'utf16le')),
      );
    expect(naming(doc)).toEqual(Object.values(SUMMARY_STRINGS));
    expect(naming(stored)).toEqual([]);
  });

  it('streams a file of several S3 parts and keeps a non-ASCII file name safely', async () => {
    const { agent } = await registeredMember(baseUrl);
    // About 11 MB of multi-byte text: three 5 MB parts, characters cut across chunk boundaries.
    const text = Buffer.from('Échographie — résumé ✓ 患者\n'.repeat(330_000));
    expect(text.length).toBeGreaterThan(10 * MB);
    const name = 'résumé final; ✓.txt';
    const uploaded = await agent.post(ApiRoutes.uploadsContent).attach('file', text, name).expect(201);
    const served = await downloadBytes(agent, (uploaded.body as ContentUploadResponse).attachmentUrl).expect(200);
    expect(Buffer.compare(served.body as Buffer, text)).toBe(0);
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="r_sum_ final_ _.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%20final%3B%20%E2%9C%93.txt`,
    );
  });

  it('refuses an executable renamed .pdf or .docx, an HTML page saved as .pdf and unsupported types with 415', async () => {
    const { agent } = await registeredMember(baseUrl);
    const refusals = [
      { bytes: ELF, name: 'guidelines.pdf', message: MISMATCH },
      { bytes: PE, name: 'report.docx', message: MISMATCH },
      { bytes: ELF, name: 'patients.csv', message: MISMATCH },
      { bytes: PE, name: 'notes.txt', message: MISMATCH },
      { bytes: XLS, name: 'lab-values.doc', message: MISMATCH },
      { bytes: DOC, name: 'referral.ppt', message: MISMATCH },
      {
        bytes: Buffer.from('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>'),
        name: 'paper.pdf',
        message: MISMATCH,
      },
      { bytes: DOCX, name: 'sheet.xlsx', message: MISMATCH },
      { bytes: PDF, name: 'scan.png', message: MISMATCH },
      { bytes: Buffer.from('binary\0text'), name: 'notes.txt', message: MISMATCH },
      // Not UTF-8 and not single-byte text either: control characters no text file holds.
      { bytes: Buffer.from([0x68, 0x69, 0xc3, 0x28, 0x1b, 0x07, 0x02]), name: 'notes.csv', message: MISMATCH },
      { bytes: Buffer.from('<html><body>hi</body></html>'), name: 'page.html', message: UNSUPPORTED },
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: 'logo.svg',
        message: UNSUPPORTED,
      },
      { bytes: PE, name: 'setup.exe', message: UNSUPPORTED },
    ];
    for (const { bytes, name, message } of refusals) {
      const refused = await agent.post(ApiRoutes.uploadsContent).attach('file', bytes, name);
      expect({ name, status: refused.status, body: refused.body as unknown }).toEqual({
        name,
        status: 415,
        body: { message },
      });
    }
  });

  it('refuses a 21 MB file with 413 and leaves nothing of it in the bucket', async () => {
    const { agent, id } = await registeredMember(baseUrl);
    const name = `large-${randomUUID()}.pdf`;
    const startedAt = Date.now() - 1000;
    const large = Buffer.concat([PDF, Buffer.alloc(21 * MB)]);
    const refused = await agent.post(ApiRoutes.uploadsContent).attach('file', large, name);
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ message: TOO_LARGE });

    // Keys carry the uploader's id; stacks running side by side share the bucket, hence the name check.
    // The BFF keeps a test stack's objects under its namespace (the bucket is shared with other stacks).
    const prefix = `${stack.namespace ? `${stack.namespace}/` : ''}attachments/${id}/`;
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    for (const object of listed.Contents ?? []) {
      const head = await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: object.Key }));
      expect(decodeURIComponent(head.Metadata?.['file-name'] ?? '')).not.toBe(name);
    }
    const pending = await bucket.send(new ListMultipartUploadsCommand({ Bucket: s3.bucket, Prefix: prefix }));
    expect(
      (pending.Uploads ?? []).filter((upload) => (upload.Initiated?.getTime() ?? 0) >= startedAt),
    ).toEqual([]);

    // Exactly at the limit is still accepted.
    const atLimit = Buffer.concat([PDF, Buffer.alloc(20 * MB - PDF.length)]);
    await agent.post(ApiRoutes.uploadsContent).attach('file', atLimit, 'at-limit.pdf').expect(201);
  });

  it('stores thumbnails the same way, images only', async () => {
    const { agent } = await registeredMember(baseUrl);
    const uploaded = await agent
      .post(`${ApiRoutes.uploadsContent}?kind=thumbnail`)
      .attach('file', PNG, 'cover.png')
      .expect(201);
    const body = uploaded.body as ThumbnailUploadResponse;
    expect(body.thumbnailUrl).toMatch(/^\/api\/uploads\/content\/\d+\/[0-9a-f-]{36}$/);
    expect(body.attachmentUrl).toBe(body.thumbnailUrl);
    const served = await downloadBytes(agent, body.thumbnailUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Re-encoded: the same 1×1 PNG picture.
    expect((served.body as Buffer).subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect([(served.body as Buffer).readUInt32BE(16), (served.body as Buffer).readUInt32BE(20)]).toEqual([1, 1]);

    const notImage = await agent
      .post(`${ApiRoutes.uploadsContent}?kind=thumbnail`)
      .attach('file', PDF, 'cover.pdf');
    expect(notImage.status).toBe(415);
    expect(notImage.body).toEqual({ message: 'A thumbnail must be a JPEG, PNG, GIF, WebP or HEIC image.' });
    expect(
      (await agent.post(`${ApiRoutes.uploadsContent}?kind=poster`).attach('file', PNG, 'cover.png')).status,
    ).toBe(400);
  });

  it('documents the upload and download routes in /api/docs', async () => {
    const document = (await request(baseUrl).get('/api/docs/openapi.json').expect(200)).body as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        ApiRoutes.uploadsContent,
        ApiRoutes.uploadedContentFile('{memberId}', '{fileId}'),
      ]),
    );
  });

  it('answers 401 to visitors, 400 without a file or with an empty one, 404 for unknown attachments', async () => {
    const visitor = await request(baseUrl).post(ApiRoutes.uploadsContent).attach('file', PDF, 'paper.pdf');
    expect(visitor.status).toBe(401);

    const { agent, id } = await registeredMember(baseUrl);
    const missing = await agent.post(ApiRoutes.uploadsContent).field('note', 'no file');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Please choose a file to upload' });
    const empty = await agent.post(ApiRoutes.uploadsContent).attach('file', Buffer.alloc(0), 'empty.txt');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: 'The file is empty' });

    expect((await agent.get(ApiRoutes.uploadedContentFile(id, randomUUID()))).status).toBe(404);
    expect(
      (await agent.get(ApiRoutes.uploadedContentFile(id, '..%2F..%2Fprofile-pictures%2F1'))).status,
    ).toBe(404);
  });
});

describe('hostile uploads', () => {
  it('refuses each crafted file fast with 415 while /api/auth/me keeps answering other members', async () => {
    const { unreadable, tooComplex } = ContentUploadMessages;
    const shapes: [Buffer, string, string][] = [
      [docSharingOneChain(2000), 'minutes.doc', unreadable],
      [docxWithUnclosedTags(), 'referral.docx', unreadable],
      [zipOfOneBlock(), 'letter.docx', unreadable],
      [pdfWithObjectStreamBomb(), 'article.pdf', tooComplex],
      [pdfWithObjectStreamBomb(96 * MB, 1), 'certificate.pdf', tooComplex],
      [pngOfDeclaredSize(), 'x-ray.png', tooComplex],
    ];
    // Three uploads at once per member: two attackers send all six together.
    const [first, second, bystander] = await Promise.all([1, 2, 3].map(() => registeredMember(baseUrl)));
    const waits: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const sent = Date.now();
        await bystander.agent.get(ApiRoutes.authMe).expect(200);
        waits.push(Date.now() - sent);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const started = Date.now();
    const answers = await Promise.all(
      shapes.map(([file, name], index) =>
        (index % 2 ? second : first).agent.post(ApiRoutes.uploadsContent).attach('file', file, name),
      ),
    );
    const took = Date.now() - started;
    probing = false;
    await probe;
    expect(answers.map(({ status, body }) => ({ status, body: body as unknown }))).toEqual(
      shapes.map(([, , message]) => ({ status: 415, body: { message } })),
    );
    expect(took).toBeLessThan(10_000);
    expect(waits.length).toBeGreaterThan(0);
    // The event loop stayed free: the member beside them was answered as usual (it waited seconds before).
    expect(Math.max(...waits)).toBeLessThan(1000);
  });
});

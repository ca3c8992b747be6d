import { ApiRoutes, ContentUploadMessages } from '@docnet/contracts';
import { PDFDocument } from 'pdf-lib';
import { setTimeout as sleep } from 'node:timers/promises';
import { dropBffNamespace, sharedBffEnv, signedInSession, startBffUnderTest, type BffUnderTest } from './support/bff-under-test';
import { docxWithUnclosedTags } from './support/hostile-files';

/** One parser and no queue: an upload being parsed holds the whole pool, so what it frees shows at once. */
const shared = sharedBffEnv({ UPLOAD_PARSER_THREADS: '1', UPLOAD_PARSER_QUEUE: '0' });
let bff: BffUnderTest;
let nextMember = 3000;

beforeAll(async () => {
  bff = await startBffUnderTest(shared);
});

afterAll(async () => {
  if (!bff) return;
  await bff.close();
  await dropBffNamespace(bff, shared);
});

async function member(): Promise<string> {
  return (await signedInSession(bff, shared, (nextMember += 1))).cookie;
}

function upload(cookie: string, file: Buffer, name: string, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  return fetch(`${bff.url}${ApiRoutes.uploadsContent}`, { method: 'POST', headers: { cookie }, body: form, signal });
}

/** A real PDF of thousands of pages: seconds of parsing and saving for the pool's thread. */
async function textbook(): Promise<Buffer> {
  const made = await PDFDocument.create();
  made.setAuthor('Dr. Jane Roe');
  for (let page = 0; page < 4000; page += 1) made.addPage([200, 200]).drawText(`Chapter ${page}: Échocardiographie`);
  return Buffer.from(await made.save({ useObjectStreams: false }));
}

describe('uploads parsed by the pool, through the BFF', () => {
  it('answers 429 while every parser is busy, and frees the parser the moment its member goes away', async () => {
    const [holder, other] = [await member(), await member()];
    const gone = new AbortController();
    const holding = upload(holder, await textbook(), 'cardiology textbook.pdf', gone.signal).catch((error: Error) => error.name);
    await sleep(700);

    const busy = await upload(other, docxWithUnclosedTags(), "O'Brien referral.docx");
    expect({ status: busy.status, body: (await busy.json()) as unknown }).toEqual({
      status: 429,
      body: { message: ContentUploadMessages.checkersBusy },
    });

    gone.abort();
    expect(await holding).toBe('AbortError');
    await sleep(300);
    const started = Date.now();
    const refused = await upload(other, docxWithUnclosedTags(), "O'Brien referral.docx");
    expect({ status: refused.status, body: (await refused.json()) as unknown }).toEqual({
      status: 415,
      body: { message: ContentUploadMessages.unreadable },
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

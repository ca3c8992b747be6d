import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PDFDocument } from 'pdf-lib';
import { FileOverLimit, UnreadableFile } from '../src/common/image-metadata';
import { ParsersBusy, type ParseTask, UploadParsing, type UploadParsingConfig } from '../src/common/upload-parsing';
import {
  docSharingOneChain,
  docxWithUnclosedTags,
  pdfWithObjectStreamBomb,
  pngFloodOfEmptyChunks,
  pngOfDeclaredSize,
  zipOfOneBlock,
} from './support/hostile-files';
import { docxWithAuthor, jpegWithMetadata, zip } from './support/metadata-fixtures';
import { documentWithSummaries } from './support/compound-file';

const settings = (overrides: Partial<UploadParsingConfig> = {}): UploadParsingConfig => ({
  UPLOAD_PARSER_THREADS: 2,
  UPLOAD_PARSER_QUEUE: 16,
  UPLOAD_PARSER_MEMORY_MB: 256,
  UPLOAD_PARSER_TIMEOUT_MS: 20_000,
  UPLOAD_IMAGE_MAX_MEGAPIXELS: 100,
  UPLOAD_IMAGE_MAX_SIDE: 8192,
  ...overrides,
});

/** A real PDF of `pages` pages of text: parsing and saving it takes the worker a while and some memory. */
async function longPdf(pages: number): Promise<Buffer> {
  const made = await PDFDocument.create();
  made.setAuthor('Dr. Jane Roe');
  for (let page = 0; page < pages; page += 1) made.addPage([200, 200]).drawText(`Echo findings, page ${page}`);
  return Buffer.from(await made.save({ useObjectStreams: false }));
}

/** How the parsing of `file` ended: what it answered, or the class of its refusal, and in how long. */
async function outcome(parsing: UploadParsing, task: ParseTask, file: Buffer, signal?: AbortSignal) {
  const started = Date.now();
  try {
    const { file: stripped } = await parsing.parse(task, file, signal);
    return { result: 'stripped', bytes: stripped.length, ms: Date.now() - started };
  } catch (error) {
    const result =
      error instanceof FileOverLimit
        ? 'over-limit'
        : error instanceof UnreadableFile
          ? 'unreadable'
          : error instanceof ParsersBusy
            ? 'busy'
            : (error as Error).name;
    return { result, ms: Date.now() - started };
  }
}

describe('upload parsing: hostile files are refused quickly, off the event loop', () => {
  const parsing = new UploadParsing(settings());
  afterAll(() => parsing.onModuleDestroy());

  const hostile: [string, ParseTask, () => Buffer, string][] = [
    ['a .doc whose directory entries share one sector chain', { kind: 'compound-file', streams: ['WordDocument'] }, () => docSharingOneChain(), 'unreadable'],
    ['a .docx of unclosed tags in docProps/app.xml and _rels/.rels', { kind: 'office-package' }, () => docxWithUnclosedTags(), 'unreadable'],
    ['a ZIP of thousands of entries pointing at one data block', { kind: 'office-package' }, () => zipOfOneBlock(), 'unreadable'],
    ['a PDF whose object stream is a nested deflate bomb', { kind: 'pdf' }, () => pdfWithObjectStreamBomb(96 * 1024 * 1024, 2), 'over-limit'],
    ['a PDF whose object stream inflates to 96 MB', { kind: 'pdf' }, () => pdfWithObjectStreamBomb(96 * 1024 * 1024, 1), 'over-limit'],
    ['a PNG declaring 100,000 × 100,000 pixels', { kind: 'image', imageType: 'image/png' }, () => pngOfDeclaredSize(), 'over-limit'],
  ];

  it.each(hostile)('refuses %s within two seconds', async (_shape, task, make, refusal) => {
    const file = make();
    const { result, ms } = await outcome(parsing, task, file);
    expect(result).toBe(refusal);
    expect(ms).toBeLessThan(2000);
  });

  it('reads a flood of empty PNG chunks in one pass', async () => {
    const { result, ms } = await outcome(parsing, { kind: 'image', imageType: 'image/png' }, pngFloodOfEmptyChunks());
    expect(result).toBe('stripped');
    expect(ms).toBeLessThan(2000);
  });

  it('keeps the event loop answering while every hostile shape is parsed at once', async () => {
    const files = hostile.map(([, task, make]) => ({ task, file: make() }));
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const heapBefore = process.memoryUsage().heapUsed;
    const outcomes = await Promise.all(files.map(({ task, file }) => outcome(parsing, task, file)));
    delay.disable();
    expect(outcomes.map(({ result }) => result)).toEqual(hostile.map(([, , , refusal]) => refusal));
    // The longest the loop waited while they ran: a health probe would have answered at once.
    expect(delay.max / 1e6).toBeLessThan(200);
    // Nothing of their parsing stays in this process's heap.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses ZIP entries whose data overlap and names repeated in the directory', async () => {
    const package_ = zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
    const directory = package_.readUInt32LE(package_.length - 22 + 16);
    const overlapping = Buffer.from(package_);
    // The first entry's compressed size in the directory now reaches into the second entry's local header.
    overlapping.writeUInt32LE(overlapping.readUInt32LE(directory + 20) + 40, directory + 20);
    expect((await outcome(parsing, { kind: 'office-package' }, overlapping)).result).toBe('unreadable');
    expect((await outcome(parsing, { kind: 'office-package' }, docxWithAuthor())).result).toBe('stripped');
  });
});

describe('upload parsing: the pool', () => {
  it('answers what the stripping answers, for documents and images alike', async () => {
    const parsing = new UploadParsing(settings());
    try {
      const pdf = await longPdf(1);
      const { file: stripped } = await parsing.parse({ kind: 'pdf' }, pdf);
      expect((await PDFDocument.load(stripped, { updateMetadata: false })).getAuthor()).toBeUndefined();
      const doc = documentWithSummaries();
      expect((await parsing.parse({ kind: 'compound-file', streams: ['WordDocument'] }, doc)).file.length).toBe(doc.length);
      expect((await parsing.parse({ kind: 'image', imageType: 'image/jpeg' }, jpegWithMetadata())).file.includes('Exif')).toBe(false);
      expect((await outcome(parsing, { kind: 'compound-file', streams: ['Workbook'] }, doc)).result).toBe('Error');
    } finally {
      await parsing.onModuleDestroy();
    }
  });

  it('refuses what waits beyond the queue with ParsersBusy, and serves again once it drains', async () => {
    const parsing = new UploadParsing(settings({ UPLOAD_PARSER_THREADS: 1, UPLOAD_PARSER_QUEUE: 1 }));
    try {
      const pdf = await longPdf(300);
      // A warm pool: its thread ready, so what the queue holds is what waits for it.
      expect((await outcome(parsing, { kind: 'office-package' }, docxWithAuthor())).result).toBe('stripped');
      const outcomes = await Promise.all([1, 2, 3, 4].map(() => outcome(parsing, { kind: 'pdf' }, pdf)));
      expect(outcomes.map(({ result }) => result).sort()).toEqual(['busy', 'busy', 'stripped', 'stripped']);
      expect((await outcome(parsing, { kind: 'pdf' }, pdf)).result).toBe('stripped');
    } finally {
      await parsing.onModuleDestroy();
    }
  });

  it('ends a task past its wall-clock limit, and one past its memory limit, keeping the pool alive', async () => {
    const pdf = await longPdf(4000);
    const slow = new UploadParsing(settings({ UPLOAD_PARSER_THREADS: 1, UPLOAD_PARSER_TIMEOUT_MS: 100 }));
    const small = new UploadParsing(settings({ UPLOAD_PARSER_THREADS: 1, UPLOAD_PARSER_MEMORY_MB: 16 }));
    try {
      const timedOut = await outcome(slow, { kind: 'pdf' }, pdf);
      expect(timedOut.result).toBe('over-limit');
      expect(timedOut.ms).toBeLessThan(1500);
      expect((await outcome(small, { kind: 'pdf' }, pdf)).result).toBe('over-limit');
      // A new thread took the ended one's place.
      expect((await outcome(small, { kind: 'office-package' }, docxWithAuthor())).result).toBe('stripped');
    } finally {
      await Promise.all([slow.onModuleDestroy(), small.onModuleDestroy()]);
    }
    // Making the 4,000-page PDF alone takes seconds on a busy machine; the limits are timed on their own.
  }, 30_000);

  it('stops parsing when the request goes away', async () => {
    const parsing = new UploadParsing(settings({ UPLOAD_PARSER_THREADS: 1 }));
    try {
      const pdf = await longPdf(4000);
      const gone = new AbortController();
      setTimeout(() => gone.abort(), 50);
      const aborted = await outcome(parsing, { kind: 'pdf' }, pdf, gone.signal);
      expect(aborted.result).toBe('AbortError');
      expect(aborted.ms).toBeLessThan(1500);
      expect((await outcome(parsing, { kind: 'office-package' }, docxWithAuthor())).result).toBe('stripped');
    } finally {
      await parsing.onModuleDestroy();
    }
  }, 30_000);
});

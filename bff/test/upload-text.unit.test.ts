import { UPLOADED_TEXT_MAX } from '@docnet/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';
import { wordDocumentText } from '../src/common/compound-file-metadata';
import { officePackageText, stripPdf } from '../src/common/document-metadata';
import { FileOverLimit, UnreadableFile } from '../src/common/image-metadata';
import { UploadParsing } from '../src/common/upload-parsing';
import { TextCheck } from '../src/modules/uploads/attachment-types';
import { compoundFile } from './support/compound-file';
import { zip } from './support/metadata-fixtures';

/**
 * The text an upload holds, read for the PHI guard of the content that shows it: a text file's first characters
 * as they stream past, a Word, Excel or PowerPoint package's visible text in the parsers' pool. Both bounded by
 * the upload, whatever it claims.
 */

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const A = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';

/** The text of a file streamed through the check in chunks of `chunkBytes`. */
function streamedText(file: Buffer, chunkBytes: number): string {
  const check = new TextCheck();
  for (let at = 0; at < file.length; at += chunkBytes) check.check(file.subarray(at, at + chunkBytes));
  check.end();
  return check.text();
}

describe('upload text: text files', () => {
  it('reads UTF-8 across chunk boundaries and Windows-1252 as what it is', () => {
    const letter = 'Réf. Siobhán O’Connor — échographie ✓ 患者\n';
    expect(streamedText(Buffer.from(letter.repeat(3)), 5)).toBe(letter.repeat(3));
    const csv = Buffer.from('Name;City\r\nRenée Côté;Montréal\r\n\x80120 fee\r\n', 'latin1');
    expect(streamedText(csv, 4)).toBe('Name;City\r\nRenée Côté;Montréal\r\n€120 fee\r\n');
  });

  it('keeps the first UPLOADED_TEXT_MAX characters of a 10 MB file, not the file', () => {
    const file = Buffer.from('Patient: Jane Roe, MRN 12345678. '.repeat(320_000));
    const text = streamedText(file, 64 * 1024);
    expect(text).toHaveLength(UPLOADED_TEXT_MAX);
    expect(file.toString('utf8').startsWith(text)).toBe(true);
  });
});

describe('upload text: Office packages', () => {
  it('reads what a reader of a Word document sees: runs joined, paragraphs, tables, headers, comments, tracked deletions, entities', () => {
    const docx = zip({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': `<?xml version="1.0"?><w:document ${W}><w:body><w:p><w:r><w:t>Referral: Patient </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>Jane</w:t></w:r><w:r><w:t xml:space="preserve"> Roe</w:t></w:r></w:p><w:tbl><w:tr><w:tc><w:p><w:r><w:t>MRN</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>12345678</w:t></w:r></w:p></w:tc></w:tr></w:tbl><w:p><w:r><w:t>Dr. O&apos;Brien &amp; Dr. Côté &#8212; &#x2713;</w:t><w:tab/><w:t>end</w:t></w:r><w:del><w:r><w:delText>DOB 03/14/1957</w:delText></w:r></w:del></w:p></w:body></w:document>`,
      'word/header1.xml': `<w:hdr ${W}><w:p><w:r><w:t>St. Example Clinic</w:t></w:r></w:p></w:hdr>`,
      'word/comments.xml': `<w:comments ${W}><w:comment w:author="Dr. Roe"><w:p><w:r><w:t>Call 615-555-0142</w:t></w:r></w:p></w:comment></w:comments>`,
      'docProps/core.xml': '<cp:coreProperties><dc:creator>Not text of the document</dc:creator></cp:coreProperties>',
    });
    expect(officePackageText(docx, UPLOADED_TEXT_MAX)).toBe(
      'Referral: Patient Jane Roe\nMRN\n\n12345678\n\nDr. O\'Brien & Dr. Côté — ✓ endDOB 03/14/1957\nSt. Example Clinic\nCall 615-555-0142',
    );
  });

  it('reads the shared strings of a workbook and the slides and notes of a presentation', () => {
    const xlsx = zip({
      'xl/workbook.xml': '<workbook/>',
      'xl/sharedStrings.xml': '<sst><si><t>Name</t></si><si><t>Jane Roe</t></si><si><r><t>MRN </t></r><r><t>12345678</t></r></si></sst>',
      'xl/worksheets/sheet1.xml': '<worksheet><sheetData><row><c t="s"><v>0</v></c><c t="inlineStr"><is><t>DOB 03/14/1957</t></is></c></row></sheetData></worksheet>',
    });
    expect(officePackageText(xlsx, UPLOADED_TEXT_MAX)).toBe('Name\nJane Roe\nMRN 12345678\nDOB 03/14/1957');
    const pptx = zip({
      'ppt/slides/slide1.xml': `<p:sld ${A}><a:p><a:r><a:t>Case: Siobhán</a:t></a:r><a:br/><a:r><a:t>O’Connor</a:t></a:r></a:p></p:sld>`,
      'ppt/notesSlides/notesSlide1.xml': `<p:notes ${A}><a:p><a:r><a:t>Seen 03/14/2026</a:t></a:r></a:p></p:notes>`,
    });
    expect(officePackageText(pptx, UPLOADED_TEXT_MAX)).toBe('Case: Siobhán\nO’Connor\nSeen 03/14/2026');
  });

  it('stops at maxChars, and at its inflation budget for a part that inflates to 200 MB, in well under a second', () => {
    const paragraph = `<w:p><w:r><w:t>${'Echo findings within normal limits. '.repeat(100)}</w:t></w:r></w:p>`;
    const long = zip({ 'word/document.xml': `<w:document ${W}><w:body>${paragraph.repeat(100)}</w:body></w:document>` });
    expect(officePackageText(long, 1000)).toBe('Echo findings within normal limits. '.repeat(30).slice(0, 1000).trim());

    // A part of 200 MB of one text run, deflated to about 200 KB: read no further than the budget allows.
    const run = Buffer.alloc(200 * 1024 * 1024, 'a');
    const bomb = zip({ 'word/document.xml': '<w:document><w:body><w:p><w:r><w:t>Jane Roe</w:t></w:r></w:p></w:body></w:document>' });
    const bombed = Buffer.concat([Buffer.from(`<w:document ${W}><w:body><w:p><w:r><w:t>`), run]);
    expect(deflateRawSync(bombed).length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const text = officePackageText(zip({ 'word/document.xml': bombed.toString('latin1'), 'word/footer1.xml': '<w:ftr/>' }), UPLOADED_TEXT_MAX);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(text).toBe('');
    expect(officePackageText(bomb, UPLOADED_TEXT_MAX)).toBe('Jane Roe');
  });
});

/** Files made by Chromium, Ghostscript, qpdf and LibreOffice (fixtures/real-world/make-corpus.sh). */
const corpus = (name: string) => readFileSync(join(__dirname, 'fixtures', 'real-world', name));
const REFERRAL = "Referral letter\nPatient Siobhán O'Connor-Núñez, DOB 03/14/1957, MRN 12345678, was referred with a fractured crown on";

/** A one-page PDF whose page draws `content` with the font F1 given by `font` (a simple Helvetica by default). */
async function pdfOf(content: Buffer, font?: (document: PDFDocument) => unknown): Promise<Buffer> {
  const made = await PDFDocument.create();
  const page = made.addPage([300, 300]);
  const { context } = made;
  const fontDict = font?.(made) ?? context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica' });
  page.node.set(PDFName.of('Resources'), context.obj({ Font: { F1: context.register(fontDict as never) } }));
  // Deflated by zlib: pdf-lib's own deflate takes seconds over a page of hundreds of megabytes.
  const stream = context.stream(deflateSync(content), { Filter: 'FlateDecode' });
  page.node.set(PDFName.of('Contents'), context.register(stream));
  return Buffer.from(await made.save({ useObjectStreams: false }));
}

/**
 * A Word 97 document of the given pieces (text at their place in the WordDocument stream, 8-bit or UTF-16) as the
 * FIB and the table stream's piece table list them, or of the piece table given as it is.
 */
function wordFile(pieces: { text: string; compressed: boolean }[], rawPieceTable?: Buffer): Buffer {
  const fib = Buffer.alloc(1024);
  fib.writeUInt16LE(0xa5ec, 0);
  fib.writeUInt16LE(0x0200, 0x0a); // the table stream is 1Table
  fib.writeUInt16LE(14, 32);
  fib.writeUInt16LE(22, 62);
  fib.writeUInt16LE(93, 152);
  const texts: Buffer[] = [];
  const cps = [0];
  const positions: number[] = [];
  let offset = fib.length;
  for (const { text, compressed } of pieces) {
    const bytes = Buffer.from(text, compressed ? 'latin1' : 'utf16le');
    positions.push(compressed ? (offset * 2) | 0x40000000 : offset);
    texts.push(bytes);
    offset += bytes.length;
    cps.push(cps[cps.length - 1] + text.length);
  }
  const plc = Buffer.alloc(cps.length * 4 + pieces.length * 8);
  cps.forEach((cp, index) => plc.writeUInt32LE(cp, index * 4));
  positions.forEach((position, index) => plc.writeUInt32LE(position, cps.length * 4 + index * 8 + 2));
  const table = rawPieceTable ?? Buffer.concat([Buffer.from([0x01, 0x02, 0x00, 0xaa, 0xbb, 0x02]), Buffer.alloc(4), plc]);
  if (!rawPieceTable) table.writeUInt32LE(plc.length, 6);
  fib.writeUInt32LE(0, 154 + 33 * 8);
  fib.writeUInt32LE(table.length, 154 + 33 * 8 + 4);
  return compoundFile({ WordDocument: Buffer.concat([fib, ...texts]), '1Table': table });
}

describe('upload text: PDFs and Word 97–2003 documents', () => {
  const parsing = new UploadParsing({
    UPLOAD_PARSER_THREADS: 2,
    UPLOAD_PARSER_QUEUE: 16,
    UPLOAD_PARSER_MEMORY_MB: 256,
    UPLOAD_PARSER_TIMEOUT_MS: 20_000,
    UPLOAD_IMAGE_MAX_MEGAPIXELS: 100,
    UPLOAD_IMAGE_MAX_SIDE: 8192,
  });
  afterAll(() => parsing.onModuleDestroy());

  it.each([
    ['referral-chromium.pdf', { kind: 'pdf' as const }],
    // Encrypted with an owner password only: opens without one, so its text is read with the empty password's key.
    ['referral-owner-password.pdf', { kind: 'pdf' as const }],
    ['referral.doc', { kind: 'compound-file' as const, streams: ['WordDocument'] }],
  ])('reads the text of %s, as a reader sees it, in the parsers’ pool', async (name, task) => {
    const { text } = await parsing.parse(task, corpus(name));
    expect(text?.startsWith(REFERRAL)).toBe(true);
    expect(text).toContain('Kind regards, Zoë Côté');
  });

  it.each(['chromium-print.pdf', 'ghostscript.pdf', 'qpdf-object-streams.pdf', 'qpdf-linearized.pdf', 'exiftool-incremental-update.pdf', 'owner-password-rc4.pdf', 'owner-password-aes256.pdf'])(
    'reads the text of the real PDF %s (simple and composite fonts, object streams, RC4 and AES)',
    async (name) => {
      const { text } = await parsing.parse({ kind: 'pdf' }, corpus(name));
      expect(text).toMatch(/^Echo findings\W+normal ejection fraction/i);
    },
  );

  it('maps codes through a ToUnicode CMap of bfchar and bfrange, arrays included, and reads TJ with word gaps', async () => {
    const cmap = Buffer.from(
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap 1 begincodespacerange <0000> <FFFF> endcodespacerange\n' +
        '2 beginbfchar <0001> <004A> <0002> <00E9> endbfchar\n' +
        '2 beginbfrange <0010> <0012> <0061> <0020> <0021> [<0052> <006F>] endbfrange endcmap end end',
    );
    const file = await pdfOf(Buffer.from('BT /F1 12 Tf 10 200 Td [<0001> -50 <0010>] TJ [<00200021> -400 <0012>] TJ 0 -14 Td <0002> Tj ET'), (made) =>
      made.context.obj({ Type: 'Font', Subtype: 'Type0', BaseFont: 'X', Encoding: 'Identity-H', ToUnicode: made.context.register(made.context.flateStream(cmap)) }),
    );
    expect((await stripPdf(file, UPLOADED_TEXT_MAX)).text).toBe('JaRo c\né');
  });

  it('refuses a PDF whose page content inflates to 200 MB, within three seconds', async () => {
    const file = await pdfOf(Buffer.alloc(200 * 1024 * 1024, ' '));
    expect(file.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    await expect(parsing.parse({ kind: 'pdf' }, file)).rejects.toThrow(FileOverLimit);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reads no more than maxChars of a page of 5 MB of text, nor more CMap codes than its budget', async () => {
    const page = Buffer.from(`BT /F1 12 Tf (${'DOB 03/14/1957 '.repeat(350_000)}) Tj ET`);
    let started = Date.now();
    expect((await stripPdf(await pdfOf(page), 1000)).text).toBe('DOB 03/14/1957 '.repeat(70).slice(0, 1000).trim());
    expect(Date.now() - started).toBeLessThan(3000);
    // A range of four billion codes, in each of 20 fonts: the document's CMap budget ends it.
    const cmap = Buffer.from('begincodespacerange <00000000> <FFFFFFFF> endcodespacerange 1 beginbfrange <00000000> <FFFFFFFF> <0041> endbfrange');
    started = Date.now();
    const made = await PDFDocument.create();
    const fonts = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [`F${index}`, made.context.register(made.context.obj({ Type: 'Font', Subtype: 'Type0', ToUnicode: made.context.register(made.context.flateStream(cmap)) }))]),
    );
    const pageNode = made.addPage([300, 300]).node;
    pageNode.set(PDFName.of('Resources'), made.context.obj({ Font: fonts }));
    pageNode.set(PDFName.of('Contents'), made.context.register(made.context.flateStream(Array.from({ length: 20 }, (_, index) => `BT /F${index} 9 Tf <00000000> Tj ET`).join('\n'))));
    const { text } = await stripPdf(Buffer.from(await made.save({ useObjectStreams: false })), UPLOADED_TEXT_MAX);
    expect(text.startsWith('A')).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reads a Word document’s pieces, 8-bit and UTF-16, with paragraph and cell marks as lines', () => {
    const file = wordFile([
      { text: 'Patient Ren\xe9e C\xf4t\xe9 O\x92Brien\r', compressed: true },
      { text: 'DOB 03/14/1957\x07MRN 12345678\x07\x13 HYPERLINK \x14Siobhán O’Connor\x15', compressed: false },
    ]);
    expect(wordDocumentText(file, UPLOADED_TEXT_MAX)).toBe('Patient Renée Côté O’Brien\nDOB 03/14/1957\nMRN 12345678\n HYPERLINK Siobhán O’Connor');
    expect(wordDocumentText(file, 12)).toBe('Patient René');
  });

  it('refuses a Word piece table pointing past its stream, and reads a piece claiming two billion characters only to maxChars', () => {
    const plain = wordFile([{ text: 'Jane Roe', compressed: false }]);
    const table = Buffer.concat([Buffer.from([0x02, 16, 0, 0, 0]), Buffer.alloc(16)]);
    table.writeUInt32LE(0, 5);
    table.writeUInt32LE(10, 9);
    table.writeUInt32LE(5_000_000, 15);
    expect(() => wordDocumentText(wordFile([{ text: 'Jane Roe', compressed: false }], table), UPLOADED_TEXT_MAX)).toThrow(UnreadableFile);
    const huge = Buffer.concat([Buffer.from([0x02, 16, 0, 0, 0]), Buffer.alloc(16)]);
    huge.writeUInt32LE(0x7fffffff, 9);
    huge.writeUInt32LE(1024 * 2 | 0x40000000, 15);
    const file = wordFile([{ text: 'Jane Roe '.repeat(2000), compressed: true }], huge);
    const started = Date.now();
    expect(wordDocumentText(file, 100)).toBe('Jane Roe '.repeat(12).slice(0, 100));
    expect(() => wordDocumentText(file, UPLOADED_TEXT_MAX)).toThrow(UnreadableFile);
    expect(Date.now() - started).toBeLessThan(500);
    expect(wordDocumentText(plain, UPLOADED_TEXT_MAX)).toBe('Jane Roe');
  });
});

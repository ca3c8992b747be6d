import { UPLOADED_TEXT_MAX } from '@docnet/contracts';
import { deflateRawSync } from 'node:zlib';
import { officePackageText } from '../src/common/document-metadata';
import { TextCheck } from '../src/modules/uploads/attachment-types';
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

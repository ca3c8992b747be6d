import { ContentUploadMessages } from '@docnet/contracts';
import { HttpException } from '@nestjs/common';
import { inflateRawSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { FileOverLimit, reencodeImage, UnreadableFile } from '../src/common/image-metadata';
import { acceptedAttachmentType } from '../src/modules/uploads/attachment-types';
import {
  compoundFileStreams,
  guidBytes,
  PROPERTY_SETS,
  stripCompoundFile,
} from '../src/common/compound-file-metadata';
import { stripOfficePackage, stripPdf } from '../src/common/document-metadata';
import {
  COMMENT,
  dicomFile,
  docxWithAuthor,
  gifWithMetadata,
  jpegWithMetadata,
  pngWithText,
  webpWithMetadata,
  WORD_DOCUMENT_XML,
  XMP_PACKET,
} from './support/metadata-fixtures';
import { compoundFile, documentWithSummaries, SUMMARY_STRINGS } from './support/compound-file';

const text = (file: Buffer) => file.toString('latin1');

/** Every entry of a ZIP written by the stripper (sizes in the local headers), inflated. */
function zipEntries(file: Buffer): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let at = 0; file.readUInt32LE(at) === 0x04034b50;) {
    const size = file.readUInt32LE(at + 18);
    const nameLength = file.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + file.readUInt16LE(at + 28);
    const data = file.subarray(start, start + size);
    entries[file.toString('utf8', at + 30, at + 30 + nameLength)] = (
      file.readUInt16LE(at + 8) === 8 ? inflateRawSync(data) : data
    ).toString('utf8');
    at = start + size;
  }
  return entries;
}

describe('upload metadata: images, re-encoded by libvips', () => {
  const limits = { maxPixels: 100_000_000, maxSide: 8192 };
  const gone = ['Exif', 'DocNetCam', 'http://ns.adobe.com/xap', 'x:xmpmeta', 'Photoshop', 'Dr. Jane Roe', COMMENT];

  it.each([
    ['image/jpeg', jpegWithMetadata],
    ['image/png', pngWithText],
    ['image/webp', webpWithMetadata],
    ['image/gif', gifWithMetadata],
  ] as const)('takes EXIF (GPS included), XMP, IPTC, comments and text from a %s and keeps its pixels', async (type, made) => {
    const original = made();
    const stripped = await reencodeImage(type, original, limits);
    for (const name of gone) expect(text(stripped)).not.toContain(name);
    const [before, after] = await Promise.all([sharp(original).metadata(), sharp(stripped).metadata()]);
    expect([after.format, after.width, after.height]).toEqual([before.format, before.width, before.height]);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
  });

  it('turns a photo shot on its side upright, as its EXIF orientation said', async () => {
    const sideways = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#2255aa' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const upright = await sharp(await reencodeImage('image/jpeg', sideways, limits)).metadata();
    expect([upright.width, upright.height, upright.orientation]).toEqual([20, 40, undefined]);
  });

  it('scales very large photos down and refuses a pixel flood', async () => {
    const wide = await sharp({ create: { width: 3000, height: 200, channels: 3, background: '#fff' } }).png().toBuffer();
    const scaled = await sharp(await reencodeImage('image/png', wide, { maxPixels: 10_000_000, maxSide: 1000 })).metadata();
    expect([scaled.width, scaled.height]).toEqual([1000, 67]);
    await expect(reencodeImage('image/png', wide, { maxPixels: 100_000, maxSide: 1000 })).rejects.toThrow(FileOverLimit);
  });

  it('refuses truncated and malformed images rather than storing them half-read', async () => {
    const whole = jpegWithMetadata();
    for (const broken of [
      whole.subarray(0, 30), // inside the EXIF segment
      whole.subarray(0, whole.length - 60), // the scan cut short
      Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x01]), // a length shorter than itself
      Buffer.from([0xff, 0xd8, 0xff, 0xd9]), // no image data
    ])
      await expect(reencodeImage('image/jpeg', broken, limits)).rejects.toThrow(UnreadableFile);
    await expect(reencodeImage('image/png', pngWithText().subarray(0, 60), limits)).rejects.toThrow(UnreadableFile);
  });
});

describe('upload metadata: documents', () => {
  it('takes the document information and XMP from a PDF, keeping its pages', async () => {
    const made = await PDFDocument.create();
    made.setAuthor('Dr. Jane Roe');
    made.setTitle('Echo of patient 12');
    made.setKeywords(['cardiology']);
    made.addPage([200, 200]).drawText('Echo findings');
    made.catalog.set(
      PDFName.of('Metadata'),
      made.context.register(made.context.stream(XMP_PACKET, { Type: 'Metadata', Subtype: 'XML' })),
    );
    const original = Buffer.from(await made.save({ useObjectStreams: false }));
    expect(text(original)).toContain('Dr. Jane Roe');
    expect(text(original)).toContain('x:xmpmeta');

    const { file: stripped } = await stripPdf(original);
    // The dictionaries are in compressed object streams now: read back, nothing names anyone.
    const reloaded = await PDFDocument.load(stripped, { updateMetadata: false });
    expect(reloaded.getPageCount()).toBe(1);
    expect([reloaded.getAuthor(), reloaded.getTitle(), reloaded.getKeywords(), reloaded.getProducer()]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    for (const [, object] of reloaded.context.enumerateIndirectObjects())
      if (object instanceof PDFDict) for (const key of ['Metadata', 'Author', 'CreationDate']) expect(object.has(PDFName.of(key))).toBe(false);
    expect(text(stripped)).not.toContain('Dr. Jane Roe');
    expect(stripped.length).toBeLessThan(original.length);
  });

  it('refuses a PDF it cannot parse or that asks for a password to open', async () => {
    await expect(stripPdf(Buffer.from('%PDF-1.7\nnot really a PDF'))).rejects.toThrow(UnreadableFile);
    const encrypted = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n3 0 obj << /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >> endobj\ntrailer << /Root 1 0 R /Encrypt 3 0 R >>\n%%EOF\n',
    );
    await expect(stripPdf(encrypted)).rejects.toThrow(UnreadableFile);
  });

  it('empties the core properties of a Word package and takes Company and Manager from the app properties', () => {
    const stripped = stripOfficePackage(docxWithAuthor());
    const entries = zipEntries(stripped);
    expect(Object.keys(entries)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
      'docProps/core.xml',
      'docProps/app.xml',
    ]);
    expect(entries['word/document.xml']).toBe(WORD_DOCUMENT_XML);
    for (const gone of ['Dr. Jane Roe', 'lastModifiedBy', 'revision', '2026-11-0'])
      expect(entries['docProps/core.xml']).not.toContain(gone);
    expect(entries['docProps/core.xml']).toContain('coreProperties');
    expect(entries['docProps/app.xml']).not.toContain('St. Example Cardiology');
    expect(entries['docProps/app.xml']).not.toContain('Manager');
    expect(entries['docProps/app.xml']).toContain('<Pages>1</Pages>');
    // The package still reads as Word and its central directory still adds up.
    expect(acceptedAttachmentType('notes.docx', stripped, 'attachment').contentType).toContain(
      'wordprocessingml',
    );
    expect(stripOfficePackage(stripped)).toEqual(stripped);
  });

  it('refuses a package whose directory is cut off', () => {
    const whole = docxWithAuthor();
    expect(() => stripOfficePackage(whole.subarray(0, whole.length - 40))).toThrow(UnreadableFile);
  });
});

describe('upload metadata: Word, Excel and PowerPoint 97–2003 (OLE2 compound files)', () => {
  const isPropertySet = (name: string) => name in PROPERTY_SETS;
  /** Each stream's bytes, read through the file's own FAT, mini FAT and directory. */
  const streamBytes = (file: Buffer) =>
    new Map(
      compoundFileStreams(file).map(({ name, runs }) => [
        name,
        Buffer.concat(runs.map(({ at, length }) => file.subarray(at, at + length))),
      ]),
    );
  const naming = (file: Buffer) =>
    Object.values(SUMMARY_STRINGS).filter(
      (value) => file.includes(Buffer.from(value, 'latin1')) || file.includes(Buffer.from(value, 'utf16le')),
    );

  it('blanks the summary streams of a document whose small streams live in the mini stream', () => {
    const original = documentWithSummaries();
    expect(naming(original)).toEqual(Object.values(SUMMARY_STRINGS));
    const stripped = stripCompoundFile(original);
    expect(naming(stripped)).toEqual([]);
    expect(stripped.length).toBe(original.length);
  });

  it('keeps every other byte: the Word stream, the other streams, the FAT and the directory', () => {
    const original = documentWithSummaries();
    const stripped = stripCompoundFile(original);
    const before = streamBytes(original);
    const after = streamBytes(stripped);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [name, bytes] of before) {
      expect(after.get(name)?.length).toBe(bytes.length);
      if (!isPropertySet(name)) expect(after.get(name)).toEqual(bytes);
    }
    // Outside the property sets' own bytes the file is what it was.
    const rebuilt = Buffer.from(original);
    for (const { name, runs } of compoundFileStreams(original))
      if (isPropertySet(name)) for (const { at, length } of runs) stripped.copy(rebuilt, at, at, at + length);
    expect(rebuilt).toEqual(stripped);
  });

  it('leaves each property set as one empty section with its FMTID, zeros to the end, however many sections it had', () => {
    const after = streamBytes(stripCompoundFile(documentWithSummaries()));
    for (const [name, fmtid] of Object.entries(PROPERTY_SETS)) {
      const set = after.get(name) as Buffer;
      expect(set.readUInt16LE(0)).toBe(0xfffe);
      expect(set.readUInt16LE(2)).toBe(0);
      expect(set.subarray(8, 24)).toEqual(Buffer.alloc(16)); // CLSID
      expect(set.readUInt32LE(24)).toBe(1);
      expect(set.subarray(28, 44)).toEqual(guidBytes(fmtid));
      const section = set.readUInt32LE(44);
      expect(set.readUInt32LE(section)).toBe(8);
      expect(set.readUInt32LE(section + 4)).toBe(0);
      expect(set.subarray(section + 8).every((byte) => byte === 0)).toBe(true);
    }
  });

  it('changes nothing more when stripped twice', () => {
    const once = stripCompoundFile(documentWithSummaries());
    expect(stripCompoundFile(once)).toEqual(once);
  });

  it('reads version 4 files (4096-byte sectors) and files whose FAT is listed in DIFAT sectors', () => {
    const version4 = documentWithSummaries({ sectorBytes: 4096 });
    expect(version4.readUInt16LE(26)).toBe(4);
    expect(naming(stripCompoundFile(version4))).toEqual([]);
    expect(streamBytes(stripCompoundFile(version4)).get('WordDocument')).toEqual(
      streamBytes(version4).get('WordDocument'),
    );
    // Over 109 FAT sectors of 512 bytes: about 7 MB.
    const large = compoundFile(
      { WordDocument: Buffer.alloc(7_500_000, 0x42), ...streamBytesOf(documentWithSummaries()) },
      { miniStream: true },
    );
    expect(large.readUInt32LE(44)).toBeGreaterThan(109);
    const stripped = stripCompoundFile(large);
    expect(naming(stripped)).toEqual([]);
    // Buffer.equals: Jest's toEqual walks a 7 MB buffer element by element for seconds.
    expect(streamBytes(stripped).get('WordDocument')?.equals(Buffer.alloc(7_500_000, 0x42))).toBe(true);
  });

  function streamBytesOf(file: Buffer): Record<string, Buffer> {
    return Object.fromEntries([...streamBytes(file)].filter(([name]) => name !== 'WordDocument'));
  }

  it('refuses a cut-off file, a bad header and chains that cycle or leave the FAT', () => {
    const whole = documentWithSummaries();
    expect(() => stripCompoundFile(whole.subarray(0, whole.length - 600))).toThrow(UnreadableFile);
    expect(() => stripCompoundFile(whole.subarray(0, 300))).toThrow(UnreadableFile);
    const badOrder = Buffer.from(whole);
    badOrder.writeUInt16LE(0xfeff, 28);
    expect(() => stripCompoundFile(badOrder)).toThrow(UnreadableFile);
    // The directory's first sector (right after the FAT's) chained to itself, then past the FAT's end.
    const directory = whole.readUInt32LE(48);
    const cycling = Buffer.from(whole);
    cycling.writeUInt32LE(directory, 512 + directory * 4);
    expect(() => stripCompoundFile(cycling)).toThrow(UnreadableFile);
    const outside = Buffer.from(whole);
    outside.writeUInt32LE(1_000_000, 512 + directory * 4);
    expect(() => stripCompoundFile(outside)).toThrow(UnreadableFile);
    // A directory whose tree points back at itself.
    const tree = Buffer.from(whole);
    tree.writeUInt32LE(1, (directory + 1) * 512 + 128 + 72);
    expect(() => stripCompoundFile(tree)).toThrow(UnreadableFile);
  });
});

describe('upload metadata: DICOM', () => {
  const refusal = (fileName: string, file: Buffer) => {
    try {
      acceptedAttachmentType(fileName, file, 'attachment');
      return 'accepted';
    } catch (error) {
      return error instanceof HttpException ? `${error.getStatus()} ${error.message}` : String(error);
    }
  };

  it('refuses DICOM by its DICM marker whatever the name, and any .dcm file', () => {
    const dicom = `415 ${ContentUploadMessages.dicom}`;
    expect(refusal('scan.dcm', dicomFile())).toBe(dicom);
    expect(refusal('scan.jpg', dicomFile())).toBe(dicom);
    expect(refusal('IM00001', dicomFile())).toBe(dicom);
    expect(refusal('scan.DCM', Buffer.from('anything'))).toBe(dicom);
  });
});

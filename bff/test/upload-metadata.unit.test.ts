import { ContentUploadMessages } from '@docnet/contracts';
import { HttpException } from '@nestjs/common';
import { inflateRawSync } from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';
import { stripGif, stripJpeg, stripPng, stripWebp, UnreadableFile } from '../src/common/image-metadata';
import { acceptedAttachmentType } from '../src/modules/uploads/attachment-types';
import {
  compoundFileStreams,
  guidBytes,
  PROPERTY_SETS,
  stripCompoundFile,
} from '../src/modules/uploads/compound-file-metadata';
import { stripOfficePackage, stripPdf } from '../src/modules/uploads/document-metadata';
import { stripDocumentOffThread } from '../src/modules/uploads/document-metadata-thread';
import {
  COMMENT,
  dicomFile,
  docxWithAuthor,
  gifWithMetadata,
  JPEG_IMAGE_DATA,
  jpegWithMetadata,
  PNG,
  pngWithText,
  webpWithMetadata,
  WORD_DOCUMENT_XML,
  XMP_PACKET,
} from './support/metadata-fixtures';
import { compoundFile, documentWithSummaries, SUMMARY_STRINGS } from './support/compound-file';

const text = (file: Buffer) => file.toString('latin1');

/** The JPEG's segment markers in order, up to the scan. */
function jpegMarkers(file: Buffer): number[] {
  const markers: number[] = [];
  for (let at = 2; file[at + 1] !== 0xda; at += 2 + file.readUInt16BE(at + 2)) markers.push(file[at + 1]);
  return markers;
}

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

describe('upload metadata: images', () => {
  it('takes EXIF (GPS IFD included), XMP, IPTC and comments from a JPEG, keeping JFIF, the ICC profile and the image data', () => {
    const original = jpegWithMetadata();
    expect(text(original)).toContain('Exif');
    const stripped = stripJpeg(original);
    for (const gone of ['Exif', 'DocNetCam', 'http://ns.adobe.com/xap', 'x:xmpmeta', 'Photoshop', COMMENT])
      expect(text(stripped)).not.toContain(gone);
    // APP0 JFIF, APP2 ICC_PROFILE, DQT, SOF0, DHT; then the scans and EOI byte for byte.
    expect(jpegMarkers(stripped)).toEqual([0xe0, 0xe2, 0xdb, 0xc0, 0xc4]);
    expect(text(stripped)).toContain('ICC_PROFILE');
    expect(stripped.subarray(stripped.length - JPEG_IMAGE_DATA.length)).toEqual(JPEG_IMAGE_DATA);
  });

  it('drops an APP2 that is not a colour profile and keeps Adobe APP14', () => {
    const adobe = Buffer.from([0xff, 0xee, 0x00, 0x07, 0x41, 0x64, 0x6f, 0x62, 0x65]);
    const mpf = Buffer.from([0xff, 0xe2, 0x00, 0x06, 0x4d, 0x50, 0x46, 0x00]);
    const file = Buffer.concat([Buffer.from([0xff, 0xd8]), mpf, adobe, JPEG_IMAGE_DATA]);
    expect(stripJpeg(file)).toEqual(Buffer.concat([Buffer.from([0xff, 0xd8]), adobe, JPEG_IMAGE_DATA]));
  });

  it('refuses truncated and malformed JPEGs rather than storing them half-read', () => {
    const whole = jpegWithMetadata();
    for (const broken of [
      whole.subarray(0, 30), // inside the EXIF segment
      whole.subarray(0, whole.length - 2), // no end marker
      Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x01]), // a length shorter than itself
      Buffer.from([0xff, 0xd8, 0x00, 0x00]), // no marker where a segment starts
      Buffer.from([0xff, 0xd8, 0xff, 0xd9]), // no image data
    ])
      expect(() => stripJpeg(broken)).toThrow(UnreadableFile);
  });

  it('takes tEXt, iTXt, zTXt, eXIf and tIME from a PNG and keeps the rest byte for byte', () => {
    const original = pngWithText();
    expect(text(original)).toContain('Dr. Jane Roe');
    expect(stripPng(original)).toEqual(PNG);
    expect(stripPng(PNG)).toEqual(PNG);
    expect(() => stripPng(original.subarray(0, 60))).toThrow(UnreadableFile);
  });

  it('takes EXIF and XMP from a WebP, fixing the RIFF size and the VP8X flags', () => {
    const stripped = stripWebp(webpWithMetadata());
    expect(text(stripped)).not.toContain('EXIF');
    expect(text(stripped)).not.toContain('XMP ');
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
    expect(stripped[20] & 0x0c).toBe(0);
    expect(text(stripped)).toContain('VP8L');
    expect(() => stripWebp(webpWithMetadata().subarray(0, 40))).toThrow(UnreadableFile);
  });

  it('takes comments and XMP from a GIF and keeps its animation loop', () => {
    const stripped = stripGif(gifWithMetadata());
    expect(text(stripped)).not.toContain(COMMENT);
    expect(text(stripped)).not.toContain('XMP DataXMP');
    expect(text(stripped)).toContain('NETSCAPE2.0');
    expect(stripped[stripped.length - 1]).toBe(0x3b);
    expect(() => stripGif(gifWithMetadata().subarray(0, 50))).toThrow(UnreadableFile);
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

    const stripped = await stripPdf(original);
    for (const gone of [
      'Dr. Jane Roe',
      'x:xmpmeta',
      'Echo of patient 12',
      'cardiology',
      '/Producer',
      '/CreationDate',
    ])
      expect(text(stripped)).not.toContain(gone);
    const reloaded = await PDFDocument.load(stripped, { updateMetadata: false });
    expect(reloaded.getPageCount()).toBe(1);
    expect(reloaded.getAuthor()).toBeUndefined();
  });

  it('refuses a PDF it cannot parse or that is encrypted', async () => {
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

describe('upload metadata: documents rewritten on a worker thread', () => {
  it('answers what the stripping answers, PDF and Office package alike, off the event loop', async () => {
    const made = await PDFDocument.create();
    made.setAuthor('Dr. Jane Roe');
    made.addPage([200, 200]).drawText('Echo findings');
    const pdf = Buffer.from(await made.save({ useObjectStreams: false }));
    const sent = Buffer.from(pdf);
    const [offThread, inline] = await Promise.all([stripDocumentOffThread('pdf', pdf), stripPdf(pdf)]);
    expect((await PDFDocument.load(offThread, { updateMetadata: false })).getAuthor()).toBeUndefined();
    expect(offThread.length).toBe(inline.length);
    // The caller's buffer is left whole: the thread worked on its own copy.
    expect(pdf).toEqual(sent);

    const docx = docxWithAuthor();
    expect(await stripDocumentOffThread('office-package', docx)).toEqual(stripOfficePackage(docx));

    const doc = documentWithSummaries();
    expect(await stripDocumentOffThread('compound-file', doc)).toEqual(stripCompoundFile(doc));
  });

  it('rejects an unreadable document with UnreadableFile, as the upload answers it', async () => {
    await expect(stripDocumentOffThread('pdf', Buffer.from('%PDF-1.7\nnot really a PDF'))).rejects.toThrow(
      UnreadableFile,
    );
    const whole = docxWithAuthor();
    await expect(
      stripDocumentOffThread('office-package', whole.subarray(0, whole.length - 40)),
    ).rejects.toThrow(UnreadableFile);
    const doc = documentWithSummaries();
    await expect(stripDocumentOffThread('compound-file', doc.subarray(0, doc.length - 600))).rejects.toThrow(
      UnreadableFile,
    );
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

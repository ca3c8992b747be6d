import { ContentUploadMessages } from '@docnet/contracts';
import { HttpException } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { UnreadableFile } from '../src/common/image-metadata';
import parse from '../src/common/upload-parsing.worker';
import { acceptedAttachmentType } from '../src/modules/uploads/attachment-types';
import {
  compoundFile,
  documentWithSummaries,
  excelWorkbook,
  powerPointPresentation,
  wordDocument,
} from './support/compound-file';

/**
 * What the BFF makes of an upload: its stored type, or the 415 message. The file passes through the checks in
 * chunks of `chunkBytes`, as multer streams it (the first 64 KB are the sniffed head), then, for the types stored
 * without their metadata (OLE2 files among them), through what a thread of the parsers' pool runs, whose
 * refusals are 415 too.
 */
async function verdict(fileName: string, bytes: Buffer, chunkBytes = 16 * 1024): Promise<string> {
  try {
    const head = bytes.subarray(0, 64 * 1024);
    const type = acceptedAttachmentType(fileName, head, 'attachment');
    const check = type.streamCheck?.();
    check?.check(head);
    for (let at = head.length; at < bytes.length; at += chunkBytes)
      check?.check(bytes.subarray(at, at + chunkBytes));
    check?.end();
    const answer = type.stripMetadata && (await parse({ task: type.stripMetadata, file: bytes, limits: IMAGE_LIMITS, textChars: 1000 }));
    if (answer && 'refused' in answer) return answer.refused === 'mismatch' ? MISMATCH : UNREADABLE;
    return type.contentType;
  } catch (error) {
    if (error instanceof HttpException) return `${error.getStatus()} ${error.message}`;
    if (error instanceof UnreadableFile) return UNREADABLE;
    throw error;
  }
}

const IMAGE_LIMITS = { maxPixels: 100_000_000, maxSide: 8192 };
const MISMATCH = `415 ${ContentUploadMessages.mismatch}`;
const UNREADABLE = `415 ${ContentUploadMessages.unreadable}`;

describe('attachment types: text in single-byte encodings', () => {
  // As Excel on Windows saves "CSV": Windows-1252, CRLF, é as the single byte 0xE9. '—', '×' and '€' are
  // written as their Windows-1252 bytes (0x97, 0xD7, 0x80), the rest is Latin-1.
  const cp1252 = Buffer.from(
    'Name;City;Notes\r\nRenée Côté;Montréal;"Echocardiogram — 2 × normal, naïve"\r\nSeán O\'Brien;Zürich;€120 fee\r\n'
      .replace(/—/g, '\x97')
      .replace(/€/g, '\x80'),
    'latin1',
  );

  it('accepts a Windows-1252 CSV and a Latin-1 TXT, labelled as single-byte text', async () => {
    expect(cp1252.includes(0xe9)).toBe(true);
    expect(await verdict('patients – Zürich.csv', cp1252)).toBe('text/csv; charset=windows-1252');
    expect(
      await verdict('notes.txt', Buffer.from('Résumé du patient: fièvre 38,5 °C\n\fPage 2\tfin\n', 'latin1')),
    ).toBe('text/plain; charset=windows-1252');
  });

  it('accepts a long single-byte file whose first non-ASCII byte comes after the sniffed head', async () => {
    const long = Buffer.concat([
      Buffer.from('id,name\r\n'.repeat(20_000)),
      Buffer.from('42,Hélène\r\n', 'latin1'),
    ]);
    expect(long.length).toBeGreaterThan(64 * 1024);
    expect(await verdict('export.csv', long)).toBe('text/csv; charset=utf-8');
  });

  it('keeps UTF-8 text as UTF-8, a character split across chunks included', async () => {
    const text = Buffer.from('Échographie — résumé ✓ 患者\n'.repeat(5_000));
    expect(await verdict('résumé.txt', text, 7)).toBe('text/plain; charset=utf-8');
  });

  it('still refuses executables and binary data renamed as text, with the mismatch message', async () => {
    const elf = readFileSync(process.execPath).subarray(0, 200_000); // the real node binary
    const pe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03', 'latin1'),
      Buffer.alloc(55),
      Buffer.from('PE\0\0'),
    ]);
    const machO = Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 0x07, 0x00, 0x00, 0x01, 0x03, 0x00, 0x00, 0x00]);
    // Binary without NUL bytes: high bytes plus control characters no text file holds.
    const noNul = Buffer.from('MZ\x90\x03\x04\xff\xfe\x1b\x7f', 'latin1');
    expect(await verdict('guidelines.csv', elf)).toBe(MISMATCH);
    expect(await verdict('setup.txt', pe)).toBe(MISMATCH);
    expect(await verdict('tool.csv', machO)).toBe(MISMATCH);
    expect(await verdict('payload.txt', noNul)).toBe(MISMATCH);
    expect(await verdict('utf16.csv', Buffer.from('\ufeffName,City', 'utf16le'))).toBe(MISMATCH);
    // A control character deep in an otherwise single-byte file is found too.
    expect(
      await verdict(
        'late.csv',
        Buffer.concat([Buffer.from('café\r\n'.repeat(30_000), 'latin1'), Buffer.from([0x01])]),
      ),
    ).toBe(MISMATCH);
  });
});

describe('attachment types: OLE2 documents told apart by their directory', () => {
  it('accepts Word, Excel and PowerPoint 97–2003 files under their own extension', async () => {
    expect(await verdict('referral letter.doc', wordDocument())).toBe('application/msword');
    expect(await verdict('lab values.XLS', excelWorkbook())).toBe('application/vnd.ms-excel');
    expect(await verdict('Excel 95.xls', compoundFile({ Book: Buffer.alloc(300, 9) }))).toBe(
      'application/vnd.ms-excel',
    );
    expect(await verdict('grand rounds.ppt', powerPointPresentation())).toBe('application/vnd.ms-powerpoint');
    // As Word saves them: small streams in the mini stream, or 4096-byte sectors.
    expect(await verdict('letter.doc', documentWithSummaries())).toBe('application/msword');
    expect(await verdict('letter.doc', documentWithSummaries({ sectorBytes: 4096 }))).toBe(
      'application/msword',
    );
    expect(await verdict('letter.xls', documentWithSummaries())).toBe(MISMATCH);
  });

  it('refuses one renamed as another, like any other mismatch', async () => {
    expect(await verdict('report.doc', excelWorkbook())).toBe(MISMATCH);
    expect(await verdict('report.xls', wordDocument())).toBe(MISMATCH);
    expect(await verdict('slides.ppt', excelWorkbook())).toBe(MISMATCH);
    expect(await verdict('slides.doc', powerPointPresentation())).toBe(MISMATCH);
    // The OLE2 magic number alone has no directory to read; an MSI installer (also OLE2) lists none of the streams.
    expect(
      await verdict('notes.doc', Buffer.concat([compoundFile({}).subarray(0, 8), Buffer.alloc(4096)])),
    ).toBe(UNREADABLE);
    expect(await verdict('setup.xls', compoundFile({ '\u4840\u3b3f\u4577': Buffer.alloc(100) }))).toBe(
      MISMATCH,
    );
  });

  it('finds the directory wherever it lies, well past the sniffed head', async () => {
    // The directory after 200 KB of stream data, as Office often writes it: well past the sniffed 64 KB.
    const big = compoundFile(
      { Data: Buffer.alloc(200_000, 0x41), WordDocument: Buffer.alloc(5000, 0x42) },
      { directoryLast: true },
    );
    expect(big.length).toBeGreaterThan(200_000);
    expect(await verdict('long letter.doc', big, 100)).toBe('application/msword');
    expect(await verdict('long letter.xls', big, 100)).toBe(MISMATCH);
  });
});

describe('attachment types: HEIC photos', () => {
  const heic = () => readFileSync(`${__dirname}/fixtures/real-world/photo-exif-gps.heic`);

  it('takes an iPhone’s photo under .heic or .heif, stored as a JPEG, as an attachment or a thumbnail', async () => {
    expect(await verdict('IMG_0042.HEIC', heic())).toBe('image/jpeg');
    expect(await verdict('IMG_0042.heif', heic())).toBe('image/jpeg');
    expect(acceptedAttachmentType('IMG_0042.heic', heic(), 'thumbnail').stripMetadata).toEqual({ kind: 'image', imageType: 'image/heic' });
  });

  it('refuses a .heic that is no HEIF image, or one cut short', async () => {
    expect(await verdict('IMG_0042.heic', Buffer.from('%PDF-1.7\n'))).toBe(MISMATCH);
    expect(await verdict('IMG_0042.heic', heic().subarray(0, 300))).toBe(UNREADABLE);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';
import sharp from 'sharp';
import { FileOverLimit, UnreadableFile } from '../src/common/image-metadata';
import type { ImageType } from '../src/common/image-sniffing';
import { UploadParsing } from '../src/common/upload-parsing';

/** Files made by Chromium, Ghostscript, qpdf, exiftool, ImageMagick and LibreOffice (fixtures/real-world/make-corpus.sh). */
const CORPUS = join(__dirname, 'fixtures', 'real-world');
const files = readdirSync(CORPUS).filter((name) => !name.endsWith('.sh'));
const read = (name: string) => readFileSync(join(CORPUS, name));
const NAMING = ['Dr. Jane Roe', 'Echo of patient 12', 'Jane Roe', 'MRN 0012345', 'DocNetCam', 'HeadlessChrome'];
const IMAGE_TYPES: Record<string, ImageType> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};
/** What the pool is not asked to strip: it asks for a password to open, so it is refused. */
const ASKS_FOR_A_PASSWORD = 'user-password.pdf';
/** Its objects lie in encrypted object streams, which pdf-lib cannot read: kept as it is (it opens without a password). */
const KEPT_AS_IT_IS = 'owner-password-object-streams.pdf';

const parsing = new UploadParsing({
  UPLOAD_PARSER_THREADS: 2,
  UPLOAD_PARSER_QUEUE: 32,
  UPLOAD_PARSER_MEMORY_MB: 256,
  UPLOAD_PARSER_TIMEOUT_MS: 20_000,
  UPLOAD_IMAGE_MAX_MEGAPIXELS: 100,
  UPLOAD_IMAGE_MAX_SIDE: 8192,
});
afterAll(() => parsing.onModuleDestroy());

describe('real-world files: accepted, and back without their metadata', () => {
  it('holds a corpus of small files, each naming a person, a patient or a place', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
    const sizes = files.map((name) => read(name).length);
    expect(Math.max(...sizes)).toBeLessThan(100 * 1024);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(1024 * 1024);
  });

  it.each(files.filter((name) => name.endsWith('.pdf') && name !== ASKS_FOR_A_PASSWORD && name !== KEPT_AS_IT_IS))(
    'strips %s of its document information and XMP, keeping its pages',
    async (name) => {
      const original = await PDFDocument.load(read(name), { ignoreEncryption: true, updateMetadata: false });
      const { file: stripped } = await parsing.parse({ kind: 'pdf' }, read(name));
      const reloaded = await PDFDocument.load(stripped, { ignoreEncryption: true, updateMetadata: false });
      expect(reloaded.getPageCount()).toBe(original.getPageCount());
      expect(reloaded.isEncrypted).toBe(original.isEncrypted);
      expect(reloaded.context.trailerInfo.Info).toBeUndefined();
      for (const [, object] of reloaded.context.enumerateIndirectObjects()) {
        const dict = object instanceof PDFStream ? object.dict : object;
        if (!(dict instanceof PDFDict)) continue;
        for (const key of ['Metadata', 'Author', 'Creator', 'Producer', 'Keywords', 'CreationDate'])
          expect(dict.has(PDFName.of(key))).toBe(false);
      }
      for (const text of NAMING) expect(stripped.includes(text)).toBe(false);
    },
  );

  it('keeps a PDF that opens without a password but whose objects lie in encrypted object streams as it is', async () => {
    expect((await parsing.parse({ kind: 'pdf' }, read(KEPT_AS_IT_IS))).file.equals(read(KEPT_AS_IT_IS))).toBe(true);
  });

  it('strips a Word 97–2003 document written by LibreOffice of its summary information', async () => {
    const original = read('referral.doc');
    expect(NAMING.filter((text) => original.includes(text))).toEqual(['Dr. Jane Roe', 'Echo of patient 12', 'Jane Roe']);
    const { file: stripped, text } = await parsing.parse({ kind: 'compound-file', streams: ['WordDocument'] }, original);
    expect(stripped).toHaveLength(original.length);
    for (const naming of NAMING) expect(stripped.includes(naming)).toBe(false);
    expect(text).toContain('MRN 12345678');
  });

  it('re-encodes an iPhone-style HEIC photo as a JPEG without its EXIF or GPS, and refuses one over the pixel limit', async () => {
    const original = read('photo-exif-gps.heic');
    expect(['DocNetCam', 'Dr. Jane Roe'].every((naming) => original.includes(naming))).toBe(true);
    const { file: stripped } = await parsing.parse({ kind: 'image', imageType: 'image/heic' }, original);
    const after = await sharp(stripped).metadata();
    expect([after.format, after.width, after.height, after.exif, after.xmp]).toEqual(['jpeg', 320, 240, undefined, undefined]);
    for (const text of [...NAMING, 'GPS', 'Exif']) expect(stripped.includes(text)).toBe(false);
    // Its pixels are what the photo shows: the gradient from dark blue at the top to pale blue at the bottom.
    const { data } = await sharp(stripped).raw().toBuffer({ resolveWithObject: true });
    expect(data[2]).toBeGreaterThan(data[0] + 80);
    expect(data[data.length - 1]).toBeGreaterThan(200);

    const strict = new UploadParsing({
      UPLOAD_PARSER_THREADS: 1,
      UPLOAD_PARSER_QUEUE: 4,
      UPLOAD_PARSER_MEMORY_MB: 256,
      UPLOAD_PARSER_TIMEOUT_MS: 20_000,
      UPLOAD_IMAGE_MAX_MEGAPIXELS: 0.05,
      UPLOAD_IMAGE_MAX_SIDE: 8192,
    });
    try {
      await expect(strict.parse({ kind: 'image', imageType: 'image/heic' }, original)).rejects.toThrow(FileOverLimit);
      await expect(strict.parse({ kind: 'image', imageType: 'image/heic' }, original.subarray(0, 400))).rejects.toThrow(UnreadableFile);
    } finally {
      await strict.onModuleDestroy();
    }
  });

  it('refuses a PDF that asks for a password to open', async () => {
    await expect(parsing.parse({ kind: 'pdf' }, read(ASKS_FOR_A_PASSWORD))).rejects.toThrow(UnreadableFile);
  });

  it.each(files.filter((name) => (name.split('.').pop() ?? '') in IMAGE_TYPES))(
    're-encodes %s without EXIF, GPS, XMP or comments',
    async (name) => {
      const original = read(name);
      const type = IMAGE_TYPES[name.split('.').pop() ?? ''];
      const before = await sharp(original).metadata();
      expect(NAMING.some((text) => original.includes(text))).toBe(true);
      const { file: stripped } = await parsing.parse({ kind: 'image', imageType: type }, original);
      const after = await sharp(stripped, { animated: true }).metadata();
      expect(after.format).toBe(before.format);
      expect([after.exif, after.xmp, after.comments ?? []]).toEqual([undefined, undefined, []]);
      for (const text of [...NAMING, 'GPS']) expect(stripped.includes(text)).toBe(false);
      // The photo shot on its side (EXIF orientation 6) comes back upright; the others keep their size.
      const turned = before.orientation === 6;
      expect([after.width, after.pageHeight ?? after.height]).toEqual(
        turned ? [before.height, before.width] : [before.width, before.pageHeight ?? before.height],
      );
      if (type === 'image/gif') expect(after.pages).toBe(before.pages);
    },
  );
});

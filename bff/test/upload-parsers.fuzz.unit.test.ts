import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOADED_TEXT_MAX } from '@docnet/contracts';
import { stripCompoundFile, wordDocumentText } from '../src/common/compound-file-metadata';
import { stripOfficePackage, stripPdf } from '../src/common/document-metadata';
import { reencodeImage, UnreadableFile } from '../src/common/image-metadata';
import { documentWithSummaries, excelWorkbook } from './support/compound-file';
import { docxWithAuthor, gifWithMetadata, jpegWithMetadata, pngWithText } from './support/metadata-fixtures';

/**
 * Every parser over mutated real files: bytes overwritten, runs cut out or repeated, the file cut short. Each
 * mutation either strips or throws UnreadableFile (a refusal), never another error (a 500) and never a hang.
 */
const corpus = (name: string) => readFileSync(join(__dirname, 'fixtures', 'real-world', name));

/** A change at a place given as a fraction of the file's length. */
type Mutation =
  | { kind: 'overwrite'; bytes: number[] }
  | { kind: 'cut'; length: number }
  | { kind: 'repeat'; length: number; times: number }
  | { kind: 'truncate' };

const fraction = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('overwrite' as const), bytes: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 8 }) }),
  fc.record({ kind: fc.constant('cut' as const), length: fc.integer({ min: 1, max: 512 }) }),
  fc.record({ kind: fc.constant('repeat' as const), length: fc.integer({ min: 1, max: 256 }), times: fc.integer({ min: 2, max: 50 }) }),
  fc.record({ kind: fc.constant('truncate' as const) }),
);

function mutate(file: Buffer, mutations: Mutation[], where: number[]): Buffer {
  let bytes = Buffer.from(file);
  mutations.forEach((change, index) => {
    const at = Math.floor(where[index] * bytes.length);
    if (change.kind === 'overwrite') change.bytes.forEach((byte, offset) => at + offset < bytes.length && (bytes[at + offset] = byte));
    else if (change.kind === 'cut') bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + change.length)]);
    else if (change.kind === 'repeat') {
      const run = bytes.subarray(at, at + change.length);
      bytes = Buffer.concat([bytes.subarray(0, at), ...Array.from({ length: change.times }, () => run), bytes.subarray(at)]);
    } else bytes = bytes.subarray(0, at);
  });
  return bytes;
}

const mutations = fc.array(fc.tuple(mutation, fraction), { minLength: 1, maxLength: 4 });

/** Runs the parser on mutated copies of each file: stripped or UnreadableFile, each within its time. */
async function fuzz(files: Buffer[], parse: (file: Buffer) => unknown, runs = 150): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...files), mutations, async (file, changes) => {
      const mutated = mutate(
        file,
        changes.map(([change]) => change),
        changes.map(([, at]) => at),
      );
      const started = Date.now();
      try {
        await parse(mutated);
      } catch (error) {
        if (!(error instanceof UnreadableFile)) throw error;
      }
      expect(Date.now() - started).toBeLessThan(3000);
    }),
    { numRuns: runs },
  );
}

describe('upload parsers under mutated real files', () => {
  const limits = { maxPixels: 10_000_000, maxSide: 4096 };

  it('OLE2 compound files', () => fuzz([documentWithSummaries(), excelWorkbook()], stripCompoundFile, 1000));

  it('the text of a Word 97–2003 document', () => fuzz([corpus('referral.doc')], (file) => wordDocumentText(file, UPLOADED_TEXT_MAX), 1000));

  it('Word, Excel and PowerPoint packages', () => fuzz([docxWithAuthor()], stripOfficePackage, 1000));

  it('PDFs', () =>
    fuzz(
      ['chromium-print.pdf', 'ghostscript.pdf', 'qpdf-object-streams.pdf', 'qpdf-linearized.pdf', 'owner-password-rc4.pdf', 'exiftool-incremental-update.pdf', 'referral-owner-password.pdf'].map(corpus),
      // With their text read: content streams, fonts' CMaps and decryption.
      (file) => stripPdf(file, UPLOADED_TEXT_MAX),
    ));

  it('images', async () => {
    await fuzz([jpegWithMetadata(), corpus('photo-exif-gps.jpg')], (file) => reencodeImage('image/jpeg', file, limits), 60);
    await fuzz([pngWithText(), corpus('photo-text-exif.png')], (file) => reencodeImage('image/png', file, limits), 60);
    await fuzz([corpus('photo-exif-gps.webp')], (file) => reencodeImage('image/webp', file, limits), 40);
    await fuzz([gifWithMetadata(), corpus('animation.gif')], (file) => reencodeImage('image/gif', file, limits), 40);
  });
});

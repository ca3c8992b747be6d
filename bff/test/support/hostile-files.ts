import { crc32, deflateSync } from 'node:zlib';
import { compoundFile } from './compound-file';
import { pngChunk, PNG, zip } from './metadata-fixtures';

/**
 * Uploads crafted to make a parser's work grow far beyond their size (each shape a real attack, here at small
 * sizes): what the parsers must refuse quickly, off the event loop.
 */

/**
 * A Word 97–2003 document whose `copies` directory entries all point at the chain of its WordDocument stream:
 * a reader walking every entry's chain does copies × chain-length steps.
 */
export function docSharingOneChain(copies = 200, streamBytes = 256 * 1024): Buffer {
  const names = Array.from({ length: copies }, (_, index) => `Copy${index}`);
  const file = compoundFile(
    { WordDocument: Buffer.alloc(streamBytes, 0x42), ...Object.fromEntries(names.map((name) => [name, 'x'])) },
    { miniStream: true },
  );
  const sector = 512;
  const entries: { at: number; name: string }[] = [];
  // The test files' directory lies in consecutive sectors: enough to find each entry.
  const directoryAt = (file.readUInt32LE(48) + 1) * sector;
  for (let at = directoryAt; at + 128 <= file.length; at += 128) {
    const nameBytes = file.readUInt16LE(at + 64);
    if (nameBytes < 2 || nameBytes > 64) break;
    entries.push({ at, name: file.toString('utf16le', at, at + nameBytes - 2) });
  }
  const word = entries.find((entry) => entry.name === 'WordDocument');
  if (!word) throw new Error('no WordDocument entry');
  const start = file.readUInt32LE(word.at + 116);
  for (const entry of entries.filter(({ name }) => name.startsWith('Copy'))) {
    file.writeUInt32LE(start, entry.at + 116);
    file.writeUInt32LE(streamBytes, entry.at + 120);
  }
  return file;
}

/** A Word package whose app properties and root relationships are runs of tags that never end. */
export function docxWithUnclosedTags(repeats = 4000): Buffer {
  return zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': `<Relationships>${'<Relationship Type="'.repeat(repeats)}`,
    'word/document.xml': '<w:document/>',
    'docProps/app.xml': `<Properties>${'<Company>'.repeat(repeats)}`,
  });
}

/**
 * A ZIP whose central directory lists `entries` entries, every one pointing at the local header and data of
 * the first: a reader trusting the directory copies (and inflates) that block once per entry.
 */
export function zipOfOneBlock(entries = 5000): Buffer {
  const one = zip({ '[Content_Types].xml': 'x'.repeat(10_000), 'word/document.xml': '<w:document/>' });
  const end = one.length - 22;
  const directoryStart = one.readUInt32LE(end + 16);
  const first = one.subarray(directoryStart, directoryStart + 46 + one.readUInt16LE(directoryStart + 28));
  const copies = Array.from({ length: entries }, () => first);
  const directory = Buffer.concat(copies);
  const tail = Buffer.alloc(22);
  tail.writeUInt32LE(0x06054b50, 0);
  tail.writeUInt16LE(entries, 8);
  tail.writeUInt16LE(entries, 10);
  tail.writeUInt32LE(directory.length, 12);
  tail.writeUInt32LE(directoryStart, 16);
  return Buffer.concat([one.subarray(0, directoryStart), directory, tail]);
}

/** A PDF of one object stream of `inflatedBytes` zeros, deflated `layers` times (a filter chain when more than once). */
export function pdfWithObjectStreamBomb(inflatedBytes = 96 * 1024 * 1024, layers = 2): Buffer {
  let data: Buffer = Buffer.alloc(inflatedBytes, 0x20);
  for (let layer = 0; layer < layers; layer += 1) data = deflateSync(data, { level: 9 });
  const filter = layers === 1 ? '/FlateDecode' : `[${' /FlateDecode'.repeat(layers)} ]`;
  const parts = [
    Buffer.from('%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n'),
    Buffer.from(`3 0 obj << /Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R /Size 4 >>\n%%EOF\n'),
  ];
  return Buffer.concat(parts);
}

/** A PNG whose header declares width × height pixels, with a tiny (and wrong) image data chunk. */
export function pngOfDeclaredSize(width = 100_000, height = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    PNG.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The 1×1 PNG with `count` empty private chunks between its header and its image data. */
export function pngFloodOfEmptyChunks(count = 200_000): Buffer {
  const empty = Buffer.alloc(12);
  empty.write('prVt', 4, 'latin1');
  empty.writeUInt32BE(crc32(Buffer.from('prVt', 'latin1')), 8);
  const headerEnd = 8 + 25;
  return Buffer.concat([PNG.subarray(0, headerEnd), ...Array.from({ length: count }, () => empty), PNG.subarray(headerEnd)]);
}

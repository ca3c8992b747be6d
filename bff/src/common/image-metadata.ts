import type { ImageType } from './image-sniffing';

/**
 * A file whose structure could not be walked to its end (truncated, or lengths pointing past the end): it is
 * refused rather than stored half-stripped.
 */
export class UnreadableFile extends Error {
  constructor(what: string) {
    super(`unreadable file: ${what}`);
  }
}

/** Throws UnreadableFile unless `end` lies within the file. */
function within(file: Buffer, end: number, what: string): void {
  if (end > file.length) throw new UnreadableFile(what);
}

const JPEG = {
  SOI: 0xd8,
  EOI: 0xd9,
  SOS: 0xda,
  TEM: 0x01,
  APP0: 0xe0,
  APP2: 0xe2,
  APP14: 0xee,
  APP15: 0xef,
  COM: 0xfe,
} as const;

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
const ICC_PROFILE = Buffer.from('ICC_PROFILE\0', 'latin1');

/**
 * Which JPEG segments are kept: JFIF (APP0), the colour profile (APP2 ICC_PROFILE) and Adobe's colour transform
 * (APP14), which change how the picture looks; every other APPn (EXIF and its GPS IFD and XMP in APP1, IPTC in
 * APP13, Ducky in APP12, ...) and comments go. Tables, frame and scan headers are not APPn and stay.
 */
function keepsJpegSegment(marker: number, body: Buffer): boolean {
  if (marker === JPEG.COM) return false;
  if (marker < JPEG.APP0 || marker > JPEG.APP15) return true;
  if (marker === JPEG.APP0 || marker === JPEG.APP14) return true;
  return marker === JPEG.APP2 && body.subarray(0, ICC_PROFILE.length).equals(ICC_PROFILE);
}

/** The offset of the marker that ends the entropy-coded data starting at `at` (stuffed 0xFF00 and restarts are data). */
function endOfScan(file: Buffer, at: number): number {
  for (let next = file.indexOf(0xff, at); next >= 0; next = file.indexOf(0xff, next + 1)) {
    const following = file[next + 1];
    if (following === undefined) break;
    if (following !== 0x00 && following !== 0xff && !isRestart(following)) return next;
  }
  throw new UnreadableFile('JPEG scan without an end');
}

/**
 * The JPEG without its metadata segments, the image data (every scan, SOS onwards) byte for byte. The EXIF
 * orientation goes with EXIF: a photo shot on its side shows as stored. Anything after the end marker is dropped.
 */
export function stripJpeg(file: Buffer): Buffer {
  if (file[0] !== 0xff || file[1] !== JPEG.SOI) throw new UnreadableFile('not a JPEG');
  const kept: Buffer[] = [file.subarray(0, 2)];
  let at = 2;
  let scanned = false;
  for (;;) {
    if (file[at] !== 0xff) throw new UnreadableFile('JPEG segment without a marker');
    while (file[at + 1] === 0xff) at += 1; // fill bytes before a marker
    const marker = file[at + 1];
    if (marker === undefined) throw new UnreadableFile('JPEG without an end marker');
    if (marker === JPEG.EOI) {
      if (!scanned) throw new UnreadableFile('JPEG without image data');
      kept.push(file.subarray(at, at + 2));
      return Buffer.concat(kept);
    }
    if (marker === JPEG.TEM || isRestart(marker) || marker === JPEG.SOI) {
      throw new UnreadableFile('JPEG marker out of place');
    }
    within(file, at + 4, 'JPEG segment length');
    const end = at + 2 + file.readUInt16BE(at + 2);
    if (end < at + 4) throw new UnreadableFile('JPEG segment length');
    within(file, end, 'JPEG segment');
    if (marker === JPEG.SOS) {
      const scanEnd = endOfScan(file, end);
      kept.push(file.subarray(at, scanEnd));
      scanned = true;
      at = scanEnd;
      continue;
    }
    if (keepsJpegSegment(marker, file.subarray(at + 4, end))) kept.push(file.subarray(at, end));
    at = end;
  }
}

const PNG_SIGNATURE_BYTES = 8;
/** Text (tEXt, iTXt, zTXt: author, comments, software, XMP), EXIF and the last-modified time. */
const PNG_METADATA = new Set(['tEXt', 'iTXt', 'zTXt', 'eXIf', 'tIME']);

/** The PNG without its text, EXIF and time chunks; every other chunk (with its CRC) as it was. */
export function stripPng(file: Buffer): Buffer {
  const kept: Buffer[] = [file.subarray(0, PNG_SIGNATURE_BYTES)];
  for (let at = PNG_SIGNATURE_BYTES; ;) {
    within(file, at + 8, 'PNG chunk header');
    const end = at + 12 + file.readUInt32BE(at);
    within(file, end, 'PNG chunk');
    const type = file.toString('latin1', at + 4, at + 8);
    if (!PNG_METADATA.has(type)) kept.push(file.subarray(at, end));
    if (type === 'IEND') return Buffer.concat(kept);
    at = end;
  }
}

const RIFF_HEADER_BYTES = 12;
const WEBP_METADATA = new Set(['EXIF', 'XMP ']);
/** VP8X flags byte: the file holds EXIF, XMP. */
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

/** The WebP without its EXIF and XMP chunks, the RIFF size and the VP8X flags telling so. */
export function stripWebp(file: Buffer): Buffer {
  within(file, RIFF_HEADER_BYTES, 'RIFF header');
  const riffEnd = 8 + file.readUInt32LE(4);
  within(file, riffEnd, 'RIFF data');
  const kept: Buffer[] = [];
  for (let at = RIFF_HEADER_BYTES; at < riffEnd;) {
    within(file, at + 8, 'WebP chunk header');
    const size = file.readUInt32LE(at + 4);
    const end = Math.min(at + 8 + size + (size % 2), riffEnd); // chunks are padded to an even size
    within(file, at + 8 + size, 'WebP chunk');
    const fourCc = file.toString('latin1', at, at + 4);
    if (fourCc === 'VP8X') {
      const chunk = Buffer.from(file.subarray(at, end));
      if (chunk.length > 8) chunk[8] = chunk[8] & ~(VP8X_EXIF | VP8X_XMP);
      kept.push(chunk);
    } else if (!WEBP_METADATA.has(fourCc)) kept.push(file.subarray(at, end));
    at = end;
  }
  const header = Buffer.from(file.subarray(0, RIFF_HEADER_BYTES));
  const body = Buffer.concat(kept);
  header.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([header, body]);
}

const GIF = { EXTENSION: 0x21, IMAGE: 0x2c, TRAILER: 0x3b, COMMENT: 0xfe, APPLICATION: 0xff } as const;
/** Application extensions that make an animation loop: kept, as the picture plays differently without them. */
const LOOPING_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/** The offset after the data sub-blocks starting at `at` (each a length byte and its bytes, then a 0). */
function afterSubBlocks(file: Buffer, at: number): number {
  for (;;) {
    within(file, at + 1, 'GIF data block');
    const size = file[at];
    at += 1 + size;
    if (size === 0) return at;
  }
}

/** The colour table's length after a descriptor whose packed field is `packed`. */
const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** The GIF without comments and application extensions (XMP among them), but those that loop an animation. */
export function stripGif(file: Buffer): Buffer {
  within(file, 13, 'GIF header');
  const start = 13 + colourTableBytes(file[10]);
  within(file, start, 'GIF colour table');
  const kept: Buffer[] = [file.subarray(0, start)];
  for (let at = start; ;) {
    within(file, at + 1, 'GIF block');
    const block = file[at];
    if (block === GIF.TRAILER) {
      kept.push(file.subarray(at, at + 1));
      return Buffer.concat(kept);
    }
    if (block === GIF.IMAGE) {
      within(file, at + 10, 'GIF image descriptor');
      const data = at + 10 + colourTableBytes(file[at + 9]) + 1; // + the LZW code size
      const end = afterSubBlocks(file, data);
      kept.push(file.subarray(at, end));
      at = end;
    } else if (block === GIF.EXTENSION) {
      within(file, at + 2, 'GIF extension');
      const label = file[at + 1];
      const end = afterSubBlocks(file, at + 2);
      const application = file.toString('latin1', at + 3, Math.min(at + 3 + 11, end));
      const isMetadata =
        label === GIF.COMMENT || (label === GIF.APPLICATION && !LOOPING_APPLICATIONS.has(application));
      if (!isMetadata) kept.push(file.subarray(at, end));
      at = end;
    } else {
      throw new UnreadableFile('GIF block of an unknown kind');
    }
  }
}

const strippers: Record<ImageType, (file: Buffer) => Buffer> = {
  'image/jpeg': stripJpeg,
  'image/png': stripPng,
  'image/webp': stripWebp,
  'image/gif': stripGif,
};

/** The image without its metadata (EXIF with GPS, XMP, IPTC, comments, text); UnreadableFile if malformed. */
export function stripImageMetadata(type: ImageType, file: Buffer): Buffer {
  return strippers[type](file);
}

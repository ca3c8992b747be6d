import { UnreadableFile } from './image-metadata';
import { windows1252 } from './windows-1252';

/**
 * OLE2 compound files ([MS-CFB]), as Word, Excel and PowerPoint 97–2003 save: a FAT file system inside the
 * file. The summary property sets ([MS-OLEPS]) are streams of it, blanked in place so that nothing else moves.
 */
const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HEADER_BYTES = 512;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_BYTES = 128;
/** Sector numbers above this are markers (DIFAT, FAT, end of chain, free), never sectors. */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const NO_STREAM = 0xffffffff;
/** Far more directory entries than any Office file holds (they have dozens): past it the file is refused. */
const MAX_DIRECTORY_ENTRIES = 10_000;
const STORAGE = 1;
const STREAM = 2;
const ROOT = 5;

/** A stream of the compound file: its name and where its bytes lie in the file, in order. */
export interface CompoundStream {
  name: string;
  size: number;
  /** File offset and length of each run of the stream's bytes (a sector or a mini sector). */
  runs: { at: number; length: number }[];
}

function unreadable(what: string): never {
  throw new UnreadableFile(`compound file: ${what}`);
}

/**
 * A chain's sectors from `first` along `next`: to its end, or only its first `count` when the size says how many
 * (what follows them is not the stream's). Every sector belongs to one chain only: `used` marks the sectors of
 * every chain read so far, so a sector met twice (a cycle, or chains sharing sectors, which would make the work
 * grow with the square of the file) or a marker within the chain refuses the file.
 */
function chain(
  first: number,
  next: (sector: number) => number,
  used: Set<number>,
  what: string,
  count = Infinity,
): number[] {
  const sectors: number[] = [];
  let sector = first;
  while (sectors.length < count && !(sector === END_OF_CHAIN && count === Infinity)) {
    if (sector > MAX_REGULAR_SECTOR || used.has(sector)) unreadable(`${what} chain out of range, cycling or shared`);
    used.add(sector);
    sectors.push(sector);
    if (sectors.length < count) sector = next(sector);
  }
  return sectors;
}

/** Reads the header, the FAT (through the DIFAT), the directory and the mini stream's map. */
class CompoundFile {
  private readonly sectorBytes: number;
  private readonly fat: number[] = [];
  private readonly miniFat: number[] = [];
  private miniStreamSectors: number[] = [];
  private readonly miniCutoff: number;
  private miniStreamBytes = 0;
  private readonly version: number;
  /** The regular sectors and the mini sectors some chain has taken: each may be read once. */
  private readonly usedSectors = new Set<number>();
  private readonly usedMiniSectors = new Set<number>();
  readonly streams: CompoundStream[] = [];

  constructor(private readonly file: Buffer) {
    if (file.length < HEADER_BYTES || !file.subarray(0, 8).equals(SIGNATURE)) unreadable('no OLE2 header');
    this.version = file.readUInt16LE(26);
    const sectorShift = file.readUInt16LE(30);
    if (
      file.readUInt16LE(28) !== 0xfffe ||
      !((this.version === 3 && sectorShift === 9) || (this.version === 4 && sectorShift === 12)) ||
      file.readUInt16LE(32) !== 6
    )
      unreadable('unsupported header');
    this.sectorBytes = 1 << sectorShift;
    this.miniCutoff = file.readUInt32LE(56);
    this.readFat(file.readUInt32LE(44), file.readUInt32LE(68));
    const entries = this.readDirectory(file.readUInt32LE(48));
    this.readMiniStream(entries[0], file.readUInt32LE(60));
    this.listStreams(entries);
  }

  /** The file offset of a regular sector, which must lie within the file. */
  private sectorOffset(sector: number, length = this.sectorBytes): number {
    const at = (sector + 1) * this.sectorBytes;
    if (sector > MAX_REGULAR_SECTOR || at + length > this.file.length) unreadable('sector out of range');
    return at;
  }

  private sectorCount(): number {
    return Math.ceil(this.file.length / this.sectorBytes) - 1;
  }

  /** The FAT's sectors are listed by the header's 109 entries, then by the chain of DIFAT sectors. */
  private readFat(fatSectors: number, firstDifat: number): void {
    const perSector = this.sectorBytes / 4;
    if (fatSectors > this.sectorCount()) unreadable('more FAT sectors than the file holds');
    const fatList: number[] = [];
    for (let index = 0; index < HEADER_DIFAT_ENTRIES && fatList.length < fatSectors; index += 1)
      fatList.push(this.file.readUInt32LE(76 + index * 4));
    let difat = firstDifat;
    for (let hops = 0; fatList.length < fatSectors; hops += 1) {
      if (difat === END_OF_CHAIN || difat === FREE_SECTOR || hops > this.sectorCount())
        unreadable('DIFAT chain out of range or cycling');
      const at = this.sectorOffset(difat);
      this.take(difat, 'DIFAT');
      for (let index = 0; index < perSector - 1 && fatList.length < fatSectors; index += 1)
        fatList.push(this.file.readUInt32LE(at + index * 4));
      difat = this.file.readUInt32LE(at + (perSector - 1) * 4);
    }
    for (const sector of fatList) {
      const at = this.sectorOffset(sector);
      this.take(sector, 'FAT');
      for (let index = 0; index < perSector; index += 1)
        this.fat.push(this.file.readUInt32LE(at + index * 4));
    }
  }

  /** Marks a sector of the FAT or DIFAT as taken: listed twice, or also in a chain, it refuses the file. */
  private take(sector: number, what: string): void {
    if (this.usedSectors.has(sector)) unreadable(`${what} sector listed twice`);
    this.usedSectors.add(sector);
  }

  private next = (sector: number): number => {
    if (sector >= this.fat.length) unreadable('sector beyond the FAT');
    return this.fat[sector];
  };

  private regularChain(first: number, what: string, count?: number): number[] {
    return chain(first, this.next, this.usedSectors, what, count);
  }

  private readDirectory(first: number): Buffer[] {
    const entries: Buffer[] = [];
    for (const sector of this.regularChain(first, 'directory')) {
      const at = this.sectorOffset(sector);
      for (let offset = 0; offset < this.sectorBytes; offset += DIRECTORY_ENTRY_BYTES)
        entries.push(this.file.subarray(at + offset, at + offset + DIRECTORY_ENTRY_BYTES));
      if (entries.length > MAX_DIRECTORY_ENTRIES) unreadable('too many directory entries');
    }
    if (entries.length === 0 || entries[0][66] !== ROOT) unreadable('no root entry');
    return entries;
  }

  /** Streams under the cutoff live in 64-byte mini sectors of the mini stream: the root entry's own stream. */
  private readMiniStream(root: Buffer, firstMiniFat: number): void {
    this.miniStreamBytes = this.entrySize(root);
    if (this.miniStreamBytes === 0) return;
    // Assigned, not spread into push: a large mini stream's sector list could exceed the arguments' limit.
    this.miniStreamSectors = this.regularChain(
      root.readUInt32LE(116),
      'mini stream',
      Math.ceil(this.miniStreamBytes / this.sectorBytes),
    );
    for (const sector of this.regularChain(firstMiniFat, 'mini FAT')) {
      const at = this.sectorOffset(sector);
      for (let offset = 0; offset < this.sectorBytes; offset += 4)
        this.miniFat.push(this.file.readUInt32LE(at + offset));
    }
  }

  private entrySize(entry: Buffer): number {
    // Version 3 files may leave garbage in the size's high half; version 4 files may not exceed 4 GB here anyway.
    if (this.version === 4 && entry.readUInt32LE(124) !== 0) unreadable('stream larger than the file');
    return entry.readUInt32LE(120);
  }

  /** Every stream reachable from the root through the directory's trees (siblings left and right, children). */
  private listStreams(entries: Buffer[]): void {
    const visited = new Set<number>();
    const pending = [entries[0].readUInt32LE(76)];
    while (pending.length > 0) {
      const id = pending.pop() as number;
      if (id === NO_STREAM) continue;
      if (id >= entries.length || visited.has(id)) unreadable('directory tree out of range or cycling');
      visited.add(id);
      const entry = entries[id];
      const nameBytes = entry.readUInt16LE(64);
      if (nameBytes < 2 || nameBytes > 64 || nameBytes % 2 !== 0) unreadable('directory entry name');
      pending.push(entry.readUInt32LE(68), entry.readUInt32LE(72));
      if (entry[66] === STORAGE) pending.push(entry.readUInt32LE(76));
      else if (entry[66] === STREAM) {
        const name = entry.toString('utf16le', 0, nameBytes - 2);
        this.streams.push({ name, ...this.streamRuns(entry) });
      } else unreadable('directory entry type');
    }
  }

  private streamRuns(entry: Buffer): Pick<CompoundStream, 'size' | 'runs'> {
    const size = this.entrySize(entry);
    const first = entry.readUInt32LE(116);
    if (size === 0) return { size, runs: [] };
    const runs: CompoundStream['runs'] = [];
    if (size < this.miniCutoff) {
      const nextMini = (sector: number) => this.miniFat[sector] ?? unreadable('sector beyond the mini FAT');
      chain(first, nextMini, this.usedMiniSectors, 'mini stream', Math.ceil(size / 64)).forEach((mini, index) => {
        const offset = mini * 64;
        const length = Math.min(64, size - index * 64);
        if (offset + length > this.miniStreamBytes) unreadable('mini sector beyond the mini stream');
        const sector = this.miniStreamSectors[Math.floor(offset / this.sectorBytes)];
        runs.push({
          at: this.sectorOffset(sector, (offset % this.sectorBytes) + length) + (offset % this.sectorBytes),
          length,
        });
      });
    } else {
      this.regularChain(first, 'stream', Math.ceil(size / this.sectorBytes)).forEach((sector, index) => {
        const length = Math.min(this.sectorBytes, size - index * this.sectorBytes);
        runs.push({ at: this.sectorOffset(sector, length), length });
      });
    }
    return { size, runs };
  }
}

/** The streams of an OLE2 compound file; UnreadableFile when its header, FAT, directory or chains are malformed. */
export function compoundFileStreams(file: Buffer): CompoundStream[] {
  return new CompoundFile(file).streams;
}

/** The two property sets Office writes about a document (their names start with U+0005), by their FMTID. */
export const PROPERTY_SETS: Record<string, string> = {
  '\u0005SummaryInformation': 'F29F85E0-4FF9-1068-AB91-08002B27B3D9',
  '\u0005DocumentSummaryInformation': 'D5CDD502-2E9C-101B-9397-08002B2CF9AE',
};

/** A GUID as stored: its first three groups little-endian, the last two as written. */
export function guidBytes(guid: string): Buffer {
  const hex = guid.replace(/-/g, '');
  const bytes = Buffer.from(hex, 'hex');
  bytes.writeUInt32LE(parseInt(hex.slice(0, 8), 16), 0);
  bytes.writeUInt16LE(parseInt(hex.slice(8, 12), 16), 4);
  bytes.writeUInt16LE(parseInt(hex.slice(12, 16), 16), 6);
  return bytes;
}

/** A property set stream with one empty section: header (28 bytes), FMTID and offset (20), section size and count (8). */
export function emptyPropertySet(fmtid: string): Buffer {
  const set = Buffer.alloc(56);
  set.writeUInt16LE(0xfffe, 0); // byte order
  set.writeUInt16LE(0, 2); // version
  set.writeUInt32LE(0x00020006, 4); // system identifier: Windows
  set.writeUInt32LE(1, 24); // one section
  guidBytes(fmtid).copy(set, 28);
  set.writeUInt32LE(48, 44); // the section's offset
  set.writeUInt32LE(8, 48); // the section's size
  set.writeUInt32LE(0, 52); // no properties
  return set;
}

/**
 * The compound file with its SummaryInformation (author, last editor, title, subject, keywords, comments,
 * template, revision, times, application) and DocumentSummaryInformation (company, manager, user-defined
 * properties) replaced by empty property sets of the same size, in the same sectors: every other byte, the
 * FAT and the directory included, stays as it was. Streams of that name in embedded objects' storages go too.
 */
export function stripCompoundFile(file: Buffer): Buffer {
  const stripped = Buffer.from(file);
  for (const stream of compoundFileStreams(file)) {
    const fmtid = PROPERTY_SETS[stream.name];
    if (!fmtid) continue;
    // A stream too short for a property set holds none: zeroed like the rest.
    const set = stream.size >= 56 ? emptyPropertySet(fmtid) : Buffer.alloc(0);
    let written = 0;
    for (const { at, length } of stream.runs) {
      stripped.fill(0, at, at + length);
      if (written < set.length) set.copy(stripped, at, written, Math.min(set.length, written + length));
      written += length;
    }
  }
  return stripped;
}

/** The FIB's magic number of a Word 97–2003 document, and its flags: the table stream's name, encryption. */
const WORD_MAGIC = 0xa5ec;
const FIB_WHICH_TABLE = 0x0200;
const FIB_ENCRYPTED = 0x0100;
/** Where the FIB's list of (offset, size) pairs starts, and the index of the pair locating the piece table (Clx). */
const FIB_FIXED_BYTES = 32;
const CLX_PAIR = 33;
/** A piece of text stored as 8-bit Windows-1252 ("compressed") rather than UTF-16LE, with its offset doubled. */
const PIECE_COMPRESSED = 0x40000000;

/** A stream's bytes, gathered from its runs (each run lies in the file: the reader checked them). */
function streamBytes(file: Buffer, stream: CompoundStream | undefined): Buffer {
  return stream ? Buffer.concat(stream.runs.map(({ at, length }) => file.subarray(at, at + length))) : Buffer.alloc(0);
}

/**
 * The text of a Word 97–2003 document (main text, footnotes, headers, comments and text boxes, as its piece table
 * lists them), its first `maxChars` characters, for the PHI guard of the content that shows it ([MS-DOC] 2.4.1:
 * the FIB locates the Clx in the table stream, whose pieces point into the WordDocument stream). Bounded by the
 * file: the compound file reader uses each sector once, each piece is read within the stream, reading stops at
 * `maxChars`. An encrypted document, one of an older Word, or one without a piece table gives no text; a malformed
 * piece table (which Word would not open either), UnreadableFile.
 */
export function wordDocumentText(file: Buffer, maxChars: number): string {
  const streams = compoundFileStreams(file);
  const word = streamBytes(file, streams.find((stream) => stream.name === 'WordDocument'));
  // A stream Word 97 or later did not write (no FIB of theirs) shows no text in Word: there is none to read.
  if (word.length < FIB_FIXED_BYTES + 2 || word.readUInt16LE(0) !== WORD_MAGIC) return '';
  const flags = word.readUInt16LE(0x0a);
  if (flags & FIB_ENCRYPTED) return '';
  const table = streamBytes(file, streams.find((stream) => stream.name === (flags & FIB_WHICH_TABLE ? '1Table' : '0Table')));
  const words = word.readUInt16LE(FIB_FIXED_BYTES);
  const longsAt = FIB_FIXED_BYTES + 2 + words * 2;
  if (longsAt + 2 > word.length) unreadable('Word FIB');
  const pairsAt = longsAt + 2 + word.readUInt16LE(longsAt) * 4 + 2;
  if (pairsAt + (CLX_PAIR + 1) * 8 > word.length) unreadable('Word FIB');
  const clxAt = word.readUInt32LE(pairsAt + CLX_PAIR * 8);
  const clxBytes = word.readUInt32LE(pairsAt + CLX_PAIR * 8 + 4);
  if (clxBytes === 0) return '';
  if (clxAt + clxBytes > table.length) unreadable('Word piece table');
  const clx = table.subarray(clxAt, clxAt + clxBytes);
  // Property modifiers (Prc: 0x01, size, bytes) come before the piece table (Pcdt: 0x02, size, PlcPcd).
  let at = 0;
  while (at < clx.length && clx[at] === 0x01) {
    if (at + 3 > clx.length) unreadable('Word piece table');
    at += 3 + clx.readInt16LE(at + 1);
  }
  if (at + 5 > clx.length || clx[at] !== 0x02) unreadable('Word piece table');
  const plcBytes = clx.readUInt32LE(at + 1);
  const plc = clx.subarray(at + 5, at + 5 + plcBytes);
  const pieces = (plc.length - 4) / 12;
  if (plc.length !== plcBytes || !Number.isInteger(pieces) || pieces < 0) unreadable('Word piece table');
  let text = '';
  for (let index = 0; index < pieces && text.length < maxChars; index += 1) {
    const start = plc.readUInt32LE(index * 4);
    const end = plc.readUInt32LE(index * 4 + 4);
    if (end < start) unreadable('Word piece out of order');
    const characters = Math.min(end - start, maxChars - text.length);
    const position = plc.readUInt32LE((pieces + 1) * 4 + index * 8 + 2);
    const compressed = (position & PIECE_COMPRESSED) !== 0;
    const offset = compressed ? (position & ~PIECE_COMPRESSED & 0x3fffffff) / 2 : position & 0x3fffffff;
    const bytes = characters * (compressed ? 1 : 2);
    if (offset + bytes > word.length) unreadable('Word piece beyond the document');
    const piece = word.subarray(offset, offset + bytes);
    text += compressed ? windows1252(piece) : piece.toString('utf16le');
  }
  return visibleText(text).slice(0, maxChars);
}

/** Paragraph (CR), cell (BEL), line (VT) and page (FF) marks end lines; field marks and other controls are no text. */
function visibleText(text: string): string {
  let visible = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (code === 0x0d || code === 0x07 || code === 0x0b || code === 0x0c) visible += '\n';
    else if (code >= 0x20 || code === 0x09 || code === 0x0a) visible += character;
  }
  return visible;
}

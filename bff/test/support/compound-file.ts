import { guidBytes, PROPERTY_SETS } from '../../src/common/compound-file-metadata';

/**
 * Minimal but well-formed OLE2 compound files, as Word, Excel and PowerPoint 97–2003 save: the header, the FAT
 * (with DIFAT sectors past 109 FAT sectors), the directory and the streams, by default in regular sectors of 512
 * bytes (streams padded to the 4096-byte mini-stream cutoff); on demand small streams in a mini stream and
 * 4096-byte sectors (version 4). Enough for any OLE2 reader to list and read the streams.
 */
const ENTRY = 128;
const MINI_SECTOR = 64;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const DIFAT_SECTOR = 0xfffffffc;
const NO_STREAM = 0xffffffff;
const MINI_STREAM_CUTOFF = 4096;

function directoryEntry(
  name: string,
  type: number,
  start: number,
  size: number,
  child: number,
  right: number,
): Buffer {
  const entry = Buffer.alloc(ENTRY);
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 64);
  entry[66] = type;
  entry[67] = 1; // black
  entry.writeUInt32LE(NO_STREAM, 68);
  entry.writeUInt32LE(right, 72);
  entry.writeUInt32LE(child, 76);
  entry.writeUInt32LE(start, 116);
  entry.writeUInt32LE(size, 120);
  return entry;
}

function unusedEntry(): Buffer {
  const entry = Buffer.alloc(ENTRY);
  entry.writeUInt32LE(NO_STREAM, 68);
  entry.writeUInt32LE(NO_STREAM, 72);
  entry.writeUInt32LE(NO_STREAM, 76);
  return entry;
}

/** How a test compound file is laid out; the defaults are those of the first compound files these tests built. */
export interface CompoundFileLayout {
  /** The directory after the streams' data, as Office often writes it. */
  directoryLast?: boolean;
  /** Streams under 4096 bytes in 64-byte sectors of a mini stream, as Office writes them (else padded to 4096). */
  miniStream?: boolean;
  /** 512 (version 3) or 4096 (version 4). */
  sectorBytes?: 512 | 4096;
}

/**
 * A compound file holding the given streams, e.g. `{ WordDocument: ..., '1Table': ... }` for a Word document.
 * More than 109 FAT sectors are listed in DIFAT sectors, as in any file over about 7 MB with 512-byte sectors.
 */
export function compoundFile(
  streams: Record<string, Buffer | string>,
  { directoryLast = false, miniStream = false, sectorBytes = 512 }: CompoundFileLayout = {},
): Buffer {
  const SECTOR = sectorBytes;
  const perSector = SECTOR / 4;
  const sectorsOf = (bytes: number) => Math.ceil(bytes / SECTOR);
  // Siblings in the directory's order (shorter names first, then case-insensitively), chained to the right.
  const names = Object.keys(streams).sort(
    (a, b) => a.length - b.length || a.toUpperCase().localeCompare(b.toUpperCase()),
  );
  const bytesOf = (name: string) => Buffer.from(streams[name]);
  const inMini = (name: string) => miniStream && bytesOf(name).length < MINI_STREAM_CUTOFF;
  const sizes = names.map((name) =>
    miniStream ? bytesOf(name).length : Math.max(bytesOf(name).length, MINI_STREAM_CUTOFF),
  );
  const pad = (bytes: Buffer, unit: number) =>
    Buffer.concat([bytes, Buffer.alloc(Math.ceil(bytes.length / unit) * unit - bytes.length)]);

  // The mini stream: each small stream in whole 64-byte mini sectors, chained in the mini FAT.
  const miniFat: number[] = [];
  const miniStarts = new Map<string, number>();
  const miniParts: Buffer[] = [];
  for (const name of names.filter(inMini)) {
    const part = pad(bytesOf(name), MINI_SECTOR);
    if (part.length === 0) continue;
    const first = miniFat.length;
    const count = part.length / MINI_SECTOR;
    for (let index = 0; index < count; index += 1)
      miniFat.push(index === count - 1 ? END_OF_CHAIN : first + index + 1);
    miniStarts.set(name, first);
    miniParts.push(part);
  }
  const miniStreamBytes = miniFat.length * MINI_SECTOR;
  const miniData = pad(Buffer.concat(miniParts), SECTOR);
  const miniFatBytes = pad(Buffer.alloc(miniFat.length * 4), SECTOR);
  miniFat.forEach((value, index) => miniFatBytes.writeUInt32LE(value, index * 4));

  const regular = names.filter((name) => !inMini(name));
  // Without a mini stream, a small stream is padded to the cutoff: its size says so, so it lives in regular sectors.
  const data = regular.map((name) =>
    pad(
      Buffer.concat([bytesOf(name), Buffer.alloc(sizes[names.indexOf(name)] - bytesOf(name).length)]),
      SECTOR,
    ),
  );
  const directorySectors = sectorsOf((names.length + 1) * ENTRY);
  const dataSectors = data.reduce((sum, bytes) => sum + bytes.length / SECTOR, 0);
  const miniSectors = (miniData.length + miniFatBytes.length) / SECTOR;
  let fatSectors = 1;
  const difatSectorsFor = (fat: number) => Math.max(0, Math.ceil((fat - 109) / (perSector - 1)));
  while (
    fatSectors * perSector <
    fatSectors + difatSectorsFor(fatSectors) + directorySectors + miniSectors + dataSectors
  )
    fatSectors += 1;
  const difatSectors = difatSectorsFor(fatSectors);

  const fat = new Array<number>(fatSectors * perSector).fill(FREE);
  for (let sector = 0; sector < fatSectors; sector += 1) fat[sector] = FAT_SECTOR;
  for (let sector = fatSectors; sector < fatSectors + difatSectors; sector += 1) fat[sector] = DIFAT_SECTOR;
  const chain = (first: number, count: number) => {
    for (let sector = first; sector < first + count; sector += 1)
      fat[sector] = sector === first + count - 1 ? END_OF_CHAIN : sector + 1;
  };
  let next = fatSectors + difatSectors;
  const place = (count: number) => {
    const first = next;
    chain(first, count);
    next += count;
    return count > 0 ? first : END_OF_CHAIN;
  };
  const firstDirectory = directoryLast ? undefined : place(directorySectors);
  const firstMiniFat = place(miniFatBytes.length / SECTOR);
  const firstMiniStream = place(miniData.length / SECTOR);
  const starts = new Map(regular.map((name, index) => [name, place(data[index].length / SECTOR)]));
  const directoryAt = firstDirectory ?? place(directorySectors);

  const entries = [
    directoryEntry(
      'Root Entry',
      5,
      firstMiniStream,
      miniStreamBytes,
      names.length > 0 ? 1 : NO_STREAM,
      NO_STREAM,
    ),
  ];
  names.forEach((name, index) =>
    entries.push(
      directoryEntry(
        name,
        2,
        (inMini(name) ? miniStarts.get(name) : starts.get(name)) ?? END_OF_CHAIN,
        sizes[index],
        NO_STREAM,
        index + 1 < names.length ? index + 2 : NO_STREAM,
      ),
    ),
  );
  while (entries.length < directorySectors * (SECTOR / ENTRY)) entries.push(unusedEntry());

  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(SECTOR === 512 ? 3 : 4, 26); // major version: 3 for 512-byte sectors, 4 for 4096
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(SECTOR === 512 ? 9 : 12, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  if (SECTOR === 4096) header.writeUInt32LE(directorySectors, 40);
  header.writeUInt32LE(fatSectors, 44);
  header.writeUInt32LE(directoryAt, 48);
  header.writeUInt32LE(MINI_STREAM_CUTOFF, 56);
  header.writeUInt32LE(firstMiniFat, 60);
  header.writeUInt32LE(miniFatBytes.length / SECTOR, 64);
  header.writeUInt32LE(difatSectors > 0 ? fatSectors : END_OF_CHAIN, 68);
  header.writeUInt32LE(difatSectors, 72);
  for (let index = 0; index < 109; index += 1)
    header.writeUInt32LE(index < fatSectors ? index : FREE, 76 + index * 4);

  const fatBytes = Buffer.alloc(fatSectors * SECTOR);
  fat.forEach((value, index) => fatBytes.writeUInt32LE(value, index * 4));
  // DIFAT sectors list the FAT sectors past the header's 109, the last entry of each pointing at the next.
  const difatBytes = Buffer.alloc(difatSectors * SECTOR, 0xff);
  for (let index = 109; index < fatSectors; index += 1) {
    const slot = index - 109;
    const sector = Math.floor(slot / (perSector - 1));
    difatBytes.writeUInt32LE(index, (sector * perSector + (slot % (perSector - 1))) * 4);
  }
  for (let sector = 0; sector < difatSectors; sector += 1)
    difatBytes.writeUInt32LE(
      sector + 1 < difatSectors ? fatSectors + sector + 1 : END_OF_CHAIN,
      (sector * perSector + perSector - 1) * 4,
    );
  const directory = Buffer.concat(entries);
  const body = [fatBytes, difatBytes, ...(directoryLast ? [] : [directory]), miniFatBytes, miniData, ...data];
  return Buffer.concat([header, ...body, ...(directoryLast ? [directory] : [])]);
}

/** Word 97–2003: the WordDocument stream and its table stream. */
export const wordDocument = (text = 'Referral letter — Dr. O’Brien, café') =>
  compoundFile({ WordDocument: Buffer.from(text, 'utf16le'), '1Table': Buffer.alloc(512, 1) });
/** Excel 97–2003: the Workbook stream. */
export const excelWorkbook = () => compoundFile({ Workbook: Buffer.alloc(600, 0x09) });
/** PowerPoint 97–2003: the PowerPoint Document and Current User streams. */
export const powerPointPresentation = () =>
  compoundFile({ 'PowerPoint Document': Buffer.alloc(700, 0x0f), 'Current User': Buffer.alloc(64, 0x14) });

const VT_I2 = 0x02;
const VT_LPSTR = 0x1e;
const VT_LPWSTR = 0x1f;
const PID_CODEPAGE = 1;
/** The user-defined properties' section, the second of a DocumentSummaryInformation stream. */
export const FMTID_USER_DEFINED = 'D5CDD505-2E9C-101B-9397-08002B2CF9AE';

/** One property set section: a code page (1252) and string properties, narrow (VT_LPSTR) or wide (VT_LPWSTR). */
function section(properties: [id: number, value: string, wide?: boolean][]): Buffer {
  const values = [Buffer.from([VT_I2, 0, 0, 0, 0xe4, 0x04, 0, 0])]; // code page 1252
  for (const [, value, wide] of properties) {
    const text = wide ? Buffer.from(`${value}\0`, 'utf16le') : Buffer.from(`${value}\0`, 'latin1');
    const head = Buffer.alloc(8);
    head.writeUInt32LE(wide ? VT_LPWSTR : VT_LPSTR, 0);
    head.writeUInt32LE(wide ? value.length + 1 : text.length, 4);
    values.push(Buffer.concat([head, text, Buffer.alloc((4 - (text.length % 4)) % 4)]));
  }
  const ids = [PID_CODEPAGE, ...properties.map(([id]) => id)];
  const table = Buffer.alloc(8 + ids.length * 8);
  let offset = table.length;
  ids.forEach((id, index) => {
    table.writeUInt32LE(id, 8 + index * 8);
    table.writeUInt32LE(offset, 12 + index * 8);
    offset += values[index].length;
  });
  table.writeUInt32LE(offset, 0);
  table.writeUInt32LE(ids.length, 4);
  return Buffer.concat([table, ...values]);
}

/** A property set stream ([MS-OLEPS]) of the given sections, each by its FMTID. */
export function propertySetStream(
  sections: { fmtid: string; properties: [number, string, boolean?][] }[],
): Buffer {
  const header = Buffer.alloc(28 + sections.length * 20);
  header.writeUInt16LE(0xfffe, 0);
  header.writeUInt32LE(0x00020006, 4);
  header.writeUInt32LE(sections.length, 24);
  const bodies = sections.map(({ properties }) => section(properties));
  let offset = header.length;
  sections.forEach(({ fmtid }, index) => {
    guidBytes(fmtid).copy(header, 28 + index * 20);
    header.writeUInt32LE(offset, 44 + index * 20);
    offset += bodies[index].length;
  });
  return Buffer.concat([header, ...bodies]);
}

/** What the summary streams of `documentWithSummaries` say, each of which names a person. */
export const SUMMARY_STRINGS = {
  author: 'Dr. Jane Roe',
  lastSavedBy: 'Jane Roe (Cardiology)',
  title: 'Echo follow-up for patient John Q. Public',
  company: 'St. Example Cardiology',
  manager: 'Dr. Richard Miles',
  userDefined: 'MRN 00451-7788 John Q. Public',
} as const;

/** The SummaryInformation and DocumentSummaryInformation streams (with a user-defined section) Word writes. */
export function summaryStreams(): Record<string, Buffer> {
  const { author, lastSavedBy, title, company, manager, userDefined } = SUMMARY_STRINGS;
  const [summary, documentSummary] = Object.keys(PROPERTY_SETS);
  return {
    // Title 2, Author 4, Comments 6, Last saved by 8, Revision 9.
    [summary]: propertySetStream([
      {
        fmtid: PROPERTY_SETS[summary],
        properties: [
          [2, title],
          [4, author],
          [6, `Dictated by ${author}`, true],
          [8, lastSavedBy],
          [9, '17'],
        ],
      },
    ]),
    // Manager 14, Company 15; the user-defined section holds a wide string.
    [documentSummary]: propertySetStream([
      {
        fmtid: PROPERTY_SETS[documentSummary],
        properties: [
          [14, manager],
          [15, company],
        ],
      },
      { fmtid: FMTID_USER_DEFINED, properties: [[2, userDefined, true]] },
    ]),
  };
}

/**
 * A Word 97–2003 document as Word saves one: its WordDocument stream in regular sectors, the table stream, the
 * summary streams and CompObj in the mini stream.
 */
export const documentWithSummaries = (layout: CompoundFileLayout = {}) =>
  compoundFile(
    {
      WordDocument: Buffer.from('Referral letter. '.repeat(400), 'utf16le'),
      '1Table': Buffer.alloc(900, 0x31),
      '\u0001CompObj': Buffer.alloc(114, 0x01),
      ...summaryStreams(),
    },
    { miniStream: true, ...layout },
  );

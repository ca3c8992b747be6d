/**
 * A minimal but well-formed OLE2 compound file (version 3, 512-byte sectors), as Word, Excel and PowerPoint 97–2003
 * save: the header, one FAT sector, the directory and each stream in regular sectors (streams are padded to the
 * 4096-byte mini-stream cutoff, so no mini stream is needed). Enough for any OLE2 reader to list the streams.
 */
const SECTOR = 512;
const ENTRY = 128;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
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

/**
 * A compound file holding the given streams, e.g. `{ WordDocument: ..., '1Table': ... }` for a Word document.
 * `directoryLast` puts the directory after the streams' data, as Office often writes it.
 */
export function compoundFile(
  streams: Record<string, Buffer | string>,
  { directoryLast = false } = {},
): Buffer {
  // Siblings in the directory's order (shorter names first, then case-insensitively), chained to the right.
  const names = Object.keys(streams).sort(
    (a, b) => a.length - b.length || a.toUpperCase().localeCompare(b.toUpperCase()),
  );
  const sizes = names.map((name) => Math.max(Buffer.from(streams[name]).length, MINI_STREAM_CUTOFF));
  const data = names.map((name, index) => {
    const bytes = Buffer.from(streams[name]);
    return Buffer.concat([bytes, Buffer.alloc(Math.ceil(sizes[index] / SECTOR) * SECTOR - bytes.length)]);
  });
  const directorySectors = Math.ceil((names.length + 1) / (SECTOR / ENTRY));
  const dataSectors = data.reduce((sum, bytes) => sum + bytes.length / SECTOR, 0);
  let fatSectors = 1;
  while (fatSectors * (SECTOR / 4) < fatSectors + directorySectors + dataSectors) fatSectors += 1;
  if (fatSectors > 109) throw new Error("compoundFile: too much data for the header's FAT list");

  const fat = new Array<number>(fatSectors * (SECTOR / 4)).fill(FREE);
  for (let sector = 0; sector < fatSectors; sector += 1) fat[sector] = FAT_SECTOR;
  const chain = (first: number, count: number) => {
    for (let sector = first; sector < first + count; sector += 1)
      fat[sector] = sector === first + count - 1 ? END_OF_CHAIN : sector + 1;
  };
  const firstDirectory = directoryLast ? fatSectors + dataSectors : fatSectors;
  chain(firstDirectory, directorySectors);
  let next = directoryLast ? fatSectors : fatSectors + directorySectors;
  const starts = data.map((bytes) => {
    const start = next;
    chain(start, bytes.length / SECTOR);
    next += bytes.length / SECTOR;
    return start;
  });

  const entries = [
    directoryEntry('Root Entry', 5, END_OF_CHAIN, 0, names.length > 0 ? 1 : NO_STREAM, NO_STREAM),
  ];
  names.forEach((name, index) =>
    entries.push(
      directoryEntry(
        name,
        2,
        starts[index],
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
  header.writeUInt16LE(3, 26); // major version: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(fatSectors, 44);
  header.writeUInt32LE(firstDirectory, 48);
  header.writeUInt32LE(MINI_STREAM_CUTOFF, 56);
  header.writeUInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeUInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  for (let index = 0; index < 109; index += 1)
    header.writeUInt32LE(index < fatSectors ? index : FREE, 76 + index * 4);

  const fatBytes = Buffer.alloc(fatSectors * SECTOR);
  fat.forEach((value, index) => fatBytes.writeUInt32LE(value, index * 4));
  const directory = Buffer.concat(entries);
  return Buffer.concat(
    directoryLast ? [header, fatBytes, ...data, directory] : [header, fatBytes, directory, ...data],
  );
}

/** Word 97–2003: the WordDocument stream and its table stream. */
export const wordDocument = (text = 'Referral letter — Dr. O’Brien, café') =>
  compoundFile({ WordDocument: Buffer.from(text, 'utf16le'), '1Table': Buffer.alloc(512, 1) });
/** Excel 97–2003: the Workbook stream. */
export const excelWorkbook = () => compoundFile({ Workbook: Buffer.alloc(600, 0x09) });
/** PowerPoint 97–2003: the PowerPoint Document and Current User streams. */
export const powerPointPresentation = () =>
  compoundFile({ 'PowerPoint Document': Buffer.alloc(700, 0x0f), 'Current User': Buffer.alloc(64, 0x14) });

import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef, PDFStream } from 'pdf-lib';
import { UnreadableFile } from '../../common/image-metadata';
import { stripCompoundFile } from './compound-file-metadata';

const METADATA = PDFName.of('Metadata');
/**
 * The document information entries that name people, tools and times. Some tools copy them into other
 * dictionaries too (a placed page's own Info), so they are taken from every dictionary; Title is not, as
 * bookmarks need theirs.
 */
const INFO_ENTRIES = ['Author', 'Creator', 'Producer', 'Subject', 'Keywords', 'CreationDate', 'ModDate'].map(
  (name) => PDFName.of(name),
);

/** The objects reachable from the document catalogue: what is left once the trailer's Info is gone. */
function reachableObjects(document: PDFDocument): Set<PDFRef> {
  const reached = new Set<PDFRef>();
  const pending: (PDFObject | undefined)[] = [document.context.trailerInfo.Root];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next instanceof PDFRef) {
      if (reached.has(next)) continue;
      reached.add(next);
      pending.push(document.context.lookup(next));
    } else if (next instanceof PDFDict) pending.push(...next.values());
    else if (next instanceof PDFArray) pending.push(...next.asArray());
    else if (next instanceof PDFStream) pending.push(next.dict);
  }
  return reached;
}

/**
 * The PDF without its document information (Author, Creator, Producer, Title, Subject, Keywords, dates) and
 * without XMP metadata streams (the catalogue's, a page's or an image's). Metadata inside embedded images'
 * own bytes (a JPEG's EXIF) is not touched. Objects nothing refers to any more
 * (the old Info, earlier versions left by incremental saves) are not written. Encrypted or unparsable PDFs are
 * UnreadableFile: their metadata cannot be removed.
 */
export async function stripPdf(file: Buffer): Promise<Buffer> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(file, { updateMetadata: false });
  } catch (error) {
    throw new UnreadableFile(`PDF (${error instanceof Error ? error.message : String(error)})`);
  }
  const { context } = document;
  if (!(context.lookup(context.trailerInfo.Root) instanceof PDFDict))
    throw new UnreadableFile('PDF without a catalogue');
  context.trailerInfo.Info = undefined;
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) for (const name of [METADATA, ...INFO_ENTRIES]) dict.delete(name);
  }
  const reachable = reachableObjects(document);
  for (const [ref] of context.enumerateIndirectObjects()) if (!reachable.has(ref)) context.delete(ref);
  // Without object streams the stored file is readable by old viewers and its dictionaries can be checked as text.
  return Buffer.from(await document.save({ updateFieldAppearances: false, useObjectStreams: false }));
}

const ZIP = { LOCAL: 0x04034b50, CENTRAL: 0x02014b50, END: 0x06054b50 } as const;
const END_BYTES = 22;
const STORED = 0;
const DEFLATED = 8;
/** The ZIP version (2.0) a reader needs for deflated entries. */
const DEFLATE_VERSION = 20;
const ENCRYPTED_FLAG = 0x0001;
const DATA_DESCRIPTOR_FLAG = 0x0008;
/** 1980-01-01 00:00, the earliest DOS date: entry times tell when the file was saved, so they go too. */
const DOS_EPOCH_DATE = 0x0021;
/** No property part of a 20 MB package inflates beyond this: a bigger one is a ZIP bomb. */
const PROPERTY_PART_MAX_BYTES = 4 * 1024 * 1024;

interface ZipEntry {
  name: Buffer;
  versionMadeBy: number;
  versionNeeded: number;
  flags: number;
  method: number;
  crc: number;
  uncompressedSize: number;
  externalAttributes: number;
  internalAttributes: number;
  data: Buffer;
}

/** The entries of a ZIP, by its central directory; UnreadableFile for ZIP64, encrypted or inconsistent files. */
function readZip(file: Buffer): ZipEntry[] {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + END_BYTES > file.length) throw new UnreadableFile('ZIP without a central directory');
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || file.readUInt32LE(at) !== ZIP.CENTRAL)
      throw new UnreadableFile('ZIP directory entry');
    const nameLength = file.readUInt16LE(at + 28);
    const skipped = file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    const flags = file.readUInt16LE(at + 8);
    const compressedSize = file.readUInt32LE(at + 20);
    const local = file.readUInt32LE(at + 42);
    if (flags & ENCRYPTED_FLAG) throw new UnreadableFile('encrypted ZIP entry');
    if (local + 30 > file.length || file.readUInt32LE(local) !== ZIP.LOCAL)
      throw new UnreadableFile('ZIP entry');
    const dataStart = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    if (dataStart + compressedSize > file.length) throw new UnreadableFile('ZIP entry data');
    entries.push({
      name: file.subarray(at + 46, at + 46 + nameLength),
      versionMadeBy: file.readUInt16LE(at + 4),
      versionNeeded: file.readUInt16LE(at + 6),
      flags,
      method: file.readUInt16LE(at + 10),
      crc: file.readUInt32LE(at + 16),
      uncompressedSize: file.readUInt32LE(at + 24),
      internalAttributes: file.readUInt16LE(at + 36),
      externalAttributes: file.readUInt32LE(at + 38),
      data: file.subarray(dataStart, dataStart + compressedSize),
    });
    at += 46 + nameLength + skipped;
  }
  return entries;
}

function inflated(entry: ZipEntry): string {
  if (entry.method === STORED) return entry.data.toString('utf8');
  if (entry.method !== DEFLATED) throw new UnreadableFile('ZIP entry compression');
  try {
    return inflateRawSync(entry.data, { maxOutputLength: PROPERTY_PART_MAX_BYTES }).toString('utf8');
  } catch {
    throw new UnreadableFile('ZIP entry data');
  }
}

function replaced(entry: ZipEntry, text: string): ZipEntry {
  const bytes = Buffer.from(text, 'utf8');
  return {
    ...entry,
    versionNeeded: Math.max(entry.versionNeeded, DEFLATE_VERSION),
    method: DEFLATED,
    crc: crc32(bytes),
    uncompressedSize: bytes.length,
    data: deflateRawSync(bytes),
  };
}

/**
 * The ZIP of the entries: their data as it was, no extra fields, comments or data descriptors (sizes in the
 * headers), and every entry time the DOS epoch.
 */
function writeZip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const flags = entry.flags & ~DATA_DESCRIPTOR_FLAG;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(ZIP.LOCAL, 0);
    local.writeUInt16LE(entry.versionNeeded, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt16LE(DOS_EPOCH_DATE, 12);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.uncompressedSize, 22);
    local.writeUInt16LE(entry.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(ZIP.CENTRAL, 0);
    central.writeUInt16LE(entry.versionMadeBy, 4);
    central.writeUInt16LE(entry.versionNeeded, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt16LE(DOS_EPOCH_DATE, 14);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.uncompressedSize, 24);
    central.writeUInt16LE(entry.name.length, 28);
    central.writeUInt16LE(entry.internalAttributes, 36);
    central.writeUInt32LE(entry.externalAttributes, 38);
    central.writeUInt32LE(offset, 42);
    parts.push(local, entry.name, entry.data);
    directory.push(central, entry.name);
    offset += local.length + entry.name.length + entry.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(END_BYTES);
  end.writeUInt32LE(ZIP.END, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directoryBytes, end]);
}

/** The core properties with none set: no creator, last editor, revision, dates, title or keywords. */
const EMPTY_CORE_PROPERTIES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"/>';
/** The extended properties that name people or organisations. */
const NAMING_APP_PROPERTIES = /<((?:[\w.-]+:)?(?:Company|Manager))\b[^>]*?(?:\/>|>[\s\S]*?<\/\1\s*>)/g;

const CORE_PROPERTIES =
  'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties';
const EXTENDED_PROPERTIES =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties';

/** The package's property part names, by the relationships of its root (docProps/ by default). */
function propertyParts(entries: ZipEntry[]): { core: string; app: string } {
  const parts = { core: 'docProps/core.xml', app: 'docProps/app.xml' };
  const rels = entries.find((entry) => entry.name.toString('utf8') === '_rels/.rels');
  if (!rels) return parts;
  for (const [relationship] of inflated(rels).matchAll(/<(?:[\w.-]+:)?Relationship\b[^>]*>/g)) {
    const type = /\bType="([^"]*)"/.exec(relationship)?.[1];
    const target = /\bTarget="\/?([^"]*)"/.exec(relationship)?.[1];
    if (target && type === CORE_PROPERTIES) parts.core = target;
    if (target && type === EXTENDED_PROPERTIES) parts.app = target;
  }
  return parts;
}

/**
 * The Word, Excel or PowerPoint package without its author and revision metadata: the core properties part
 * emptied (creator, last modified by, revision, dates...) and Company and Manager taken from the extended
 * properties. Every other part is copied as compressed.
 */
export function stripOfficePackage(file: Buffer): Buffer {
  const entries = readZip(file);
  const { core, app } = propertyParts(entries);
  return writeZip(
    entries.map((entry) => {
      const name = entry.name.toString('utf8');
      if (name === core) return replaced(entry, EMPTY_CORE_PROPERTIES);
      if (name === app) return replaced(entry, inflated(entry).replace(NAMING_APP_PROPERTIES, ''));
      return entry;
    }),
  );
}

/** The documents whose metadata is stripped off the event loop (document-metadata-thread.ts). */
export type DocumentKind = 'pdf' | 'office-package' | 'compound-file';

/** What the worker thread is given, and what it answers: the stripped file, or why it could not be read. */
export interface DocumentTask {
  kind: DocumentKind;
  file: Uint8Array;
}
export type DocumentTaskAnswer = { file: Uint8Array } | { unreadable: string };

export async function stripDocument(kind: DocumentKind, file: Buffer): Promise<Buffer> {
  switch (kind) {
    case 'pdf':
      return stripPdf(file);
    case 'office-package':
      return stripOfficePackage(file);
    case 'compound-file':
      return stripCompoundFile(file);
  }
}

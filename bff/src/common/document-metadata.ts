import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { ParseSpeeds, PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef, PDFStream } from 'pdf-lib';
import DecodeStream from 'pdf-lib/cjs/core/streams/DecodeStream';
import { FileOverLimit, UnreadableFile } from './image-metadata';
import { emptyPasswordDecryption, opensWithoutPassword } from './pdf-encryption';
import { pdfText } from './pdf-text';

const METADATA = PDFName.of('Metadata');
/**
 * The document information entries that name people, tools and times. Some tools copy them into other
 * dictionaries too (a placed page's own Info), so they are taken from every dictionary; Title is not, as
 * bookmarks need theirs.
 */
const INFO_ENTRIES = ['Author', 'Creator', 'Producer', 'Subject', 'Keywords', 'CreationDate', 'ModDate'].map(
  (name) => PDFName.of(name),
);

/**
 * What loading a PDF may decode: pdf-lib inflates object and cross-reference streams whole, and filters chain,
 * so a few KB can ask for gigabytes. Every decoder's buffer grows through DecodeStream.ensureBuffer, counted here
 * against one budget per document (the worker strips one document at a time).
 */
const PDF_DECODED_MAX_BYTES = 64 * 1024 * 1024;
let decodedBytes = 0;
let overBudget = false;
/** The decoders' buffer growth, which pdf-lib keeps protected. */
interface GrowingDecoder {
  ensureBuffer(requested: number): Uint8Array;
}
const decoder = DecodeStream.prototype as unknown as GrowingDecoder;
const ensureBuffer = decoder.ensureBuffer;
/** The bytes counted for each decoder so far: the most it asked room for. */
const counted = new WeakMap<GrowingDecoder, number>();
decoder.ensureBuffer = function (this: GrowingDecoder, requested: number) {
  const before = counted.get(this) ?? 0;
  if (requested > before) {
    counted.set(this, requested);
    decodedBytes += requested - before;
    if (decodedBytes > PDF_DECODED_MAX_BYTES) {
      overBudget = true;
      throw new FileOverLimit('PDF streams inflate too far');
    }
  }
  return ensureBuffer.call(this, requested);
};

/** The objects reachable from the catalogue (and the encryption dictionary): what is left once Info is gone. */
function reachableObjects(document: PDFDocument): Set<PDFRef> {
  const reached = new Set<PDFRef>();
  const { Root, Encrypt } = document.context.trailerInfo;
  const pending: (PDFObject | undefined)[] = [Root, Encrypt];
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
 * (the old Info, earlier versions left by incremental saves) are not written. A PDF encrypted with an owner
 * password only (it opens without one) keeps its encryption: its objects keep their numbers, which its keys
 * depend on, and are written without object streams (a new one would not be encrypted). Its dictionaries are
 * stripped all the same; strings and streams stay as encrypted (one whose objects lie in encrypted object
 * streams, which pdf-lib cannot read, is kept as it is). A PDF that asks for a password to open, or
 * cannot be parsed, is UnreadableFile: its metadata cannot be removed. Decoding more than
 * PDF_DECODED_MAX_BYTES (the pages' text included) is FileOverLimit.
 *
 * With it comes the text of its pages, its first `textChars` characters (pdf-text.ts), for the PHI guard of the
 * content that shows it; an encrypted file's streams are decrypted with the key its empty password gives.
 */
export async function stripPdf(file: Buffer, textChars = 0): Promise<{ file: Buffer; text: string }> {
  let document: PDFDocument;
  decodedBytes = 0;
  overBudget = false;
  try {
    document = await PDFDocument.load(file, {
      updateMetadata: false,
      ignoreEncryption: true,
      parseSpeed: ParseSpeeds.Fastest,
    });
  } catch (error) {
    if (overBudget) throw new FileOverLimit('PDF streams inflate too far');
    throw new UnreadableFile(`PDF (${error instanceof Error ? error.message : String(error)})`);
  }
  // pdf-lib skips an object it cannot parse, so a decoding stopped by the budget shows only here.
  if (overBudget) throw new FileOverLimit('PDF streams inflate too far');
  const { context } = document;
  if (document.isEncrypted) {
    if (!opensWithoutPassword(context)) throw new UnreadableFile('PDF asks for a password');
    // pdf-lib cannot decrypt, so objects inside encrypted object streams are out of its reach: such a file opens
    // without a password and is kept as it is, encryption and all (its pages, and so their text, are out of reach).
    if (file.includes('/ObjStm')) return { file, text: '' };
  }
  if (!(context.lookup(context.trailerInfo.Root) instanceof PDFDict))
    throw new UnreadableFile('PDF without a catalogue');
  // An encrypted file under another handler than the standard one keeps its text out of reach.
  const decryption = document.isEncrypted ? emptyPasswordDecryption(context) : (contents: Uint8Array) => contents;
  const text = decryption ? pdfText(document, textChars, decryption) : '';
  context.trailerInfo.Info = undefined;
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) for (const name of [METADATA, ...INFO_ENTRIES]) dict.delete(name);
  }
  const reachable = reachableObjects(document);
  for (const [ref] of context.enumerateIndirectObjects()) if (!reachable.has(ref)) context.delete(ref);
  // Object streams keep the saved file about as small as the upload (its dictionaries compressed).
  const stripped = await document.save({ updateFieldAppearances: false, useObjectStreams: !document.isEncrypted });
  return { file: Buffer.from(stripped), text };
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
/** Far more parts than any Word, Excel or PowerPoint file holds (a large workbook has hundreds). */
const ZIP_MAX_ENTRIES = 20_000;

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

/**
 * The entries of a ZIP, by its central directory; UnreadableFile for ZIP64, encrypted or inconsistent files.
 * Each byte of the file belongs to one entry at most: entries whose local headers or data overlap (many entries
 * pointing at one block would be copied, and inflated, once each), reach into the central directory, or repeat
 * a name are refused, and so is a directory of more than ZIP_MAX_ENTRIES entries. So the work and the rewritten
 * file stay within the size of the upload.
 */
function readZip(file: Buffer): ZipEntry[] {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + END_BYTES > file.length) throw new UnreadableFile('ZIP without a central directory');
  const count = file.readUInt16LE(end + 10);
  if (count > ZIP_MAX_ENTRIES) throw new FileOverLimit(`ZIP of ${count} entries`);
  const directoryStart = file.readUInt32LE(end + 16);
  let at = directoryStart;
  const entries: ZipEntry[] = [];
  const spans: { start: number; end: number }[] = [];
  const names = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || file.readUInt32LE(at) !== ZIP.CENTRAL)
      throw new UnreadableFile('ZIP directory entry');
    const nameLength = file.readUInt16LE(at + 28);
    const skipped = file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    const flags = file.readUInt16LE(at + 8);
    const compressedSize = file.readUInt32LE(at + 20);
    const local = file.readUInt32LE(at + 42);
    if (flags & ENCRYPTED_FLAG) throw new UnreadableFile('encrypted ZIP entry');
    if (local + 30 > directoryStart || file.readUInt32LE(local) !== ZIP.LOCAL)
      throw new UnreadableFile('ZIP entry');
    const name = file.subarray(at + 46, at + 46 + nameLength);
    if (at + 46 + nameLength > end || !name.equals(file.subarray(local + 30, local + 30 + file.readUInt16LE(local + 26))))
      throw new UnreadableFile('ZIP entry names disagree');
    const key = name.toString('latin1');
    if (names.has(key)) throw new UnreadableFile('ZIP entry named twice');
    names.add(key);
    const dataStart = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    if (dataStart + compressedSize > directoryStart) throw new UnreadableFile('ZIP entry data');
    spans.push({ start: local, end: dataStart + compressedSize });
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
  spans.sort((a, b) => a.start - b.start);
  for (let index = 1; index < spans.length; index += 1)
    if (spans[index].start < spans[index - 1].end) throw new UnreadableFile('ZIP entries overlap');
  return entries;
}

function inflated(entry: ZipEntry, maxBytes = PROPERTY_PART_MAX_BYTES): string {
  if (entry.method === STORED) return entry.data.toString('utf8');
  if (entry.method !== DEFLATED) throw new UnreadableFile('ZIP entry compression');
  try {
    return inflateRawSync(entry.data, { maxOutputLength: maxBytes }).toString('utf8');
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
const NAMING_APP_PROPERTIES = new Set(['Company', 'Manager']);

const CORE_PROPERTIES =
  'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties';
const EXTENDED_PROPERTIES =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties';

/** A tag of an XML text: its name (prefix and all), whether it closes or closes itself, and where it lies. */
interface XmlTag {
  name: string;
  localName: string;
  closing: boolean;
  selfClosing: boolean;
  body: string;
  start: number;
  end: number;
}

/**
 * The tags of an XML text, in one pass: each search starts where the last one ended, so the work is linear in
 * the text whatever it holds (regular expressions that look for a tag's end from every start backtrack with
 * the square of a text of unclosed tags). A tag that never closes makes the part unreadable.
 */
function* xmlTags(xml: string): Generator<XmlTag> {
  for (let at = xml.indexOf('<'); at >= 0; ) {
    const close = xml.indexOf('>', at);
    if (close < 0) throw new UnreadableFile('XML tag without an end');
    const body = xml.slice(at + 1, close);
    const closing = body.startsWith('/');
    const name = /^[^\s/>]*/.exec(closing ? body.slice(1) : body)?.[0] ?? '';
    yield {
      name,
      localName: name.slice(name.indexOf(':') + 1),
      closing,
      selfClosing: body.endsWith('/'),
      body,
      start: at,
      end: close + 1,
    };
    at = xml.indexOf('<', close + 1);
  }
}

/** An attribute's value in a tag's body (attribute values hold no '"' but as &quot;), found in one pass. */
function attribute(body: string, name: string): string | undefined {
  const opening = `${name}="`;
  for (let at = body.indexOf(opening); at >= 0; at = body.indexOf(opening, at + 1)) {
    if (!/\s/.test(body[at - 1] ?? '')) continue;
    const end = body.indexOf('"', at + opening.length);
    return end < 0 ? undefined : body.slice(at + opening.length, end);
  }
  return undefined;
}

/** The XML without the elements of these local names (start tag to end tag); UnreadableFile if one never ends. */
function withoutElements(xml: string, localNames: ReadonlySet<string>): string {
  const kept: string[] = [];
  let keptFrom = 0;
  let open: XmlTag | undefined;
  for (const tag of xmlTags(xml)) {
    if (open) {
      if (tag.closing && tag.name === open.name) {
        keptFrom = tag.end;
        open = undefined;
      }
    } else if (!tag.closing && localNames.has(tag.localName)) {
      kept.push(xml.slice(keptFrom, tag.start));
      if (tag.selfClosing) keptFrom = tag.end;
      else open = tag;
    }
  }
  if (open) throw new UnreadableFile(`XML element ${open.name} without an end`);
  kept.push(xml.slice(keptFrom));
  return kept.join('');
}

/** The package's property part names, by the relationships of its root (docProps/ by default). */
function propertyParts(entries: ZipEntry[]): { core: string; app: string } {
  const parts = { core: 'docProps/core.xml', app: 'docProps/app.xml' };
  const rels = entries.find((entry) => entry.name.toString('utf8') === '_rels/.rels');
  if (!rels) return parts;
  for (const { localName, closing, body } of xmlTags(inflated(rels))) {
    if (closing || localName !== 'Relationship') continue;
    const type = attribute(body, 'Type');
    const target = attribute(body, 'Target')?.replace(/^\//, '');
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
      if (name === app) return replaced(entry, withoutElements(inflated(entry), NAMING_APP_PROPERTIES));
      return entry;
    }),
  );
}

/** The parts a reader of the document sees: the XML parts of the package's own folder (word/, xl/ or ppt/). */
const TEXT_FOLDERS = ['word/', 'xl/', 'ppt/'];
/** Elements holding a run of text: Word's t and delText (deleted text stays in the file), DrawingML's and Excel's t. */
const TEXT_ELEMENTS = new Set(['t', 'delText']);
/** Elements whose end ends a line: paragraphs, shared strings, table cells, comments, breaks. */
const LINE_ELEMENTS = new Set(['p', 'si', 'tc', 'comment', 'br']);
/** What reading the parts for their text may inflate, over the whole package. */
const TEXT_INFLATED_MAX_BYTES = 64 * 1024 * 1024;
const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/g, (entity, name: string) => {
    if (!name.startsWith('#')) return XML_ENTITIES[name] ?? entity;
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** The text of one XML part, up to `room` characters: runs joined as written, a line per paragraph. Linear. */
function xmlText(xml: string, room: number): string {
  let text = '';
  let inText = false;
  let from = 0;
  for (const tag of xmlTags(xml)) {
    if (inText) text += decodeXmlEntities(xml.slice(from, tag.start));
    if (TEXT_ELEMENTS.has(tag.localName) && !tag.selfClosing) inText = !tag.closing;
    else if ((tag.closing || tag.selfClosing) && LINE_ELEMENTS.has(tag.localName)) text += '\n';
    else if (tag.selfClosing && tag.localName === 'tab') text += ' ';
    from = tag.end;
    if (text.length >= room) break;
  }
  return text.slice(0, room);
}

/**
 * The text a reader of a Word, Excel or PowerPoint package sees (paragraphs, cells' shared strings, slides, notes,
 * comments, headers and footers, tracked deletions), its first `maxChars` characters, for the PHI guard of the
 * content that shows it. Bounded by the upload: each entry read once (readZip), at most TEXT_INFLATED_MAX_BYTES
 * inflated over the package; a part past that budget, or unreadable, ends the text there.
 */
export function officePackageText(file: Buffer, maxChars: number): string {
  let text = '';
  let budget = TEXT_INFLATED_MAX_BYTES;
  for (const entry of readZip(file)) {
    const name = entry.name.toString('utf8');
    if (!name.endsWith('.xml') || !TEXT_FOLDERS.some((folder) => name.startsWith(folder))) continue;
    let xml: string;
    try {
      xml = inflated(entry, budget);
    } catch {
      break;
    }
    budget -= Buffer.byteLength(xml);
    const partText = xmlText(xml, maxChars - text.length).trim();
    if (partText) text += `${text ? '\n' : ''}${partText}`;
    if (text.length >= maxChars || budget <= 0) break;
  }
  return text.slice(0, maxChars);
}

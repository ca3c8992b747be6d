import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';
import { FileOverLimit } from './image-metadata';
import type { StreamDecryption } from './pdf-encryption';
import { windows1252 } from './windows-1252';

/**
 * The text a reader of a PDF sees, read from its pages' content streams (and the forms they draw) for the PHI guard
 * of the content that shows it. Strings are mapped to characters through each font's ToUnicode CMap, or, for a
 * simple font without one, read as Windows-1252 (what the standard Latin encodings mostly agree on). Text drawn as
 * glyph ids without a ToUnicode map, or as outlines or images, is not read.
 *
 * Bounded by the file: every stream is decoded by pdf-lib's decoders, whose output the caller counts against one
 * budget per document (document-metadata.ts); each content stream and font is read once; the lexer is linear; a
 * CMap adds at most CMAP_MAX_CODES codes over the document; reading stops at `maxChars`.
 */

/** Codes that all the ToUnicode maps of a document may define: far past a real document's fonts, small in memory. */
const CMAP_MAX_CODES = 200_000;
/** Forms drawn inside forms: real documents nest a few; a deeper nesting is not read. */
const FORM_MAX_DEPTH = 8;
/** A TJ adjustment of more than this (thousandths of a text unit) leaves room for a space between words. */
const TJ_WORD_GAP = 200;

const utf16be = new TextDecoder('utf-16be');

/** How a font's string bytes become characters. */
interface FontMap {
  /** Bytes per code: 1 for simple fonts, 2 (usually) for composite ones. */
  codeBytes: number;
  /** The characters of each code, from the ToUnicode CMap; undefined for a simple font read as Windows-1252. */
  codes?: Map<number, string>;
}

/** A token of a content stream or CMap: operands and operators as the lexer finds them. */
type Token =
  | { kind: 'string'; bytes: Buffer }
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'operator'; value: string }
  | { kind: 'open' | 'close' }
  /** Where an array's items start among the operands (the lexer's open bracket, once the array is closed). */
  | { kind: 'mark' };

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0;
const isDelimiter = (byte: number) => '()<>[]{}/%'.includes(String.fromCharCode(byte));

/**
 * The tokens of a content stream, in one pass. Dictionaries' brackets and procedure braces are skipped as
 * punctuation; an inline image's data (BI ... ID data EI) is skipped whole, as it is binary.
 */
function* tokens(data: Uint8Array): Generator<Token> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let at = 0;
  while (at < bytes.length) {
    const byte = bytes[at];
    if (isSpace(byte)) at += 1;
    else if (byte === 0x25 /* % */) {
      while (at < bytes.length && bytes[at] !== 0x0a && bytes[at] !== 0x0d) at += 1;
    } else if (byte === 0x28 /* ( */) {
      const out: number[] = [];
      let depth = 1;
      at += 1;
      while (at < bytes.length && depth > 0) {
        const c = bytes[at];
        if (c === 0x5c /* \ */) {
          const next = bytes[at + 1];
          at += 2;
          if (next >= 0x30 && next <= 0x37) {
            let value = next - 0x30;
            for (let digits = 1; digits < 3 && bytes[at] >= 0x30 && bytes[at] <= 0x37; digits += 1)
              value = value * 8 + bytes[at++] - 0x30;
            out.push(value & 0xff);
          } else if (next === 0x0d || next === 0x0a) {
            if (next === 0x0d && bytes[at] === 0x0a) at += 1;
          } else if (next !== undefined)
            out.push({ n: 0x0a, r: 0x0d, t: 0x09, b: 0x08, f: 0x0c }[String.fromCharCode(next)] ?? next);
          continue;
        }
        if (c === 0x28) depth += 1;
        else if (c === 0x29) depth -= 1;
        if (depth > 0) out.push(c);
        at += 1;
      }
      yield { kind: 'string', bytes: Buffer.from(out) };
    } else if (byte === 0x3c /* < */ && bytes[at + 1] === 0x3c) at += 2;
    else if (byte === 0x3e /* > */ && bytes[at + 1] === 0x3e) at += 2;
    else if (byte === 0x3c) {
      const end = bytes.indexOf(0x3e, at);
      const stop = end < 0 ? bytes.length : end;
      const hex = bytes.toString('latin1', at + 1, stop).replace(/[^0-9a-fA-F]/g, '');
      yield { kind: 'string', bytes: Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex') };
      at = stop + 1;
    } else if (byte === 0x5b /* [ */) {
      yield { kind: 'open' };
      at += 1;
    } else if (byte === 0x5d /* ] */) {
      yield { kind: 'close' };
      at += 1;
    } else if (byte === 0x7b || byte === 0x7d || byte === 0x29 || byte === 0x3e) at += 1;
    else {
      const start = at;
      at += 1;
      while (at < bytes.length && !isSpace(bytes[at]) && !isDelimiter(bytes[at])) at += 1;
      const word = bytes.toString('latin1', start, at);
      if (byte === 0x2f /* / */) yield { kind: 'name', value: word.slice(1) };
      else if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) yield { kind: 'number', value: Number(word) };
      else if (word === 'ID') {
        // Inline image data runs to the first EI standing alone; it is not text.
        let end = at + 1;
        for (;;) {
          end = bytes.indexOf('EI', end, 'latin1');
          if (end < 0 || ((isSpace(bytes[end - 1]) || end === at + 1) && (end + 2 >= bytes.length || isSpace(bytes[end + 2])))) break;
          end += 2;
        }
        at = end < 0 ? bytes.length : end + 2;
      } else yield { kind: 'operator', value: word };
    }
  }
}

/** Reads the text of one document's pages; fonts and forms are remembered across pages, each read once. */
class PdfTextReader {
  private text = '';
  private cmapCodes = 0;
  private readonly fonts = new Map<PDFObject, FontMap>();
  private readonly formsRead = new Set<PDFObject>();

  constructor(
    private readonly document: PDFDocument,
    private readonly maxChars: number,
    /** A stream's bytes as stored made readable (decrypted), where the document is encrypted. */
    private readonly readable: StreamDecryption,
  ) {}

  read(): string {
    for (const page of this.document.getPages()) {
      if (this.full()) break;
      const node = page.node;
      const contents = node.get(PDFName.of('Contents'));
      const streams = this.document.context.lookup(contents);
      const parts = streams instanceof PDFArray ? streams.asArray() : [contents];
      const data = parts.map((part) => this.decoded(part)).filter((bytes): bytes is Uint8Array => !!bytes);
      // A page's content streams are one stream cut anywhere, even within a token.
      this.show(Buffer.concat(data.flatMap((bytes) => [bytes, Buffer.from('\n')])), node.Resources(), 0);
      this.text += '\n';
    }
    return this.text.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim().slice(0, this.maxChars);
  }

  private full(): boolean {
    return this.text.length >= this.maxChars;
  }

  /** A stream's decoded bytes, or undefined when it is no stream or cannot be decoded (a filter not supported). */
  private decoded(object: PDFObject | undefined): Uint8Array | undefined {
    const ref = object instanceof PDFRef ? object : undefined;
    const stream = ref ? this.document.context.lookup(ref) : object;
    if (!(stream instanceof PDFRawStream)) return undefined;
    try {
      return decodePDFRawStream(PDFRawStream.of(stream.dict, this.readable(stream.contents, ref))).decode();
    } catch (error) {
      // The document's decoding budget is spent: the caller refuses the file.
      if (error instanceof FileOverLimit) throw error;
      return undefined;
    }
  }

  /** Runs a content stream's text operators, adding what they show. */
  private show(content: Uint8Array, resources: PDFDict | undefined, depth: number): void {
    const operands: Token[] = [];
    let array: Token[] | undefined;
    let font: FontMap | undefined;
    let lineY: number | undefined;
    for (const token of tokens(content)) {
      if (this.full()) return;
      if (token.kind === 'open') array = [];
      else if (token.kind === 'close') {
        if (array) operands.push({ kind: 'mark' }, ...array);
        array = undefined;
      } else if (token.kind !== 'operator') (array ?? operands).push(token);
      else {
        const op = token.value;
        if (op === 'Tf') {
          const name = operands.findLast((operand) => operand.kind === 'name');
          font = name?.kind === 'name' ? this.font(resources, name.value) : undefined;
        } else if (op === 'Tj' || op === "'" || op === '"') {
          if (op !== 'Tj') this.text += '\n';
          const last = operands.at(-1);
          if (last?.kind === 'string') this.text += this.decode(last.bytes, font);
        } else if (op === 'TJ') {
          for (const item of operands.slice(operands.findLastIndex((operand) => operand.kind === 'mark') + 1)) {
            if (item.kind === 'string') this.text += this.decode(item.bytes, font);
            else if (item.kind === 'number' && item.value < -TJ_WORD_GAP) this.text += ' ';
          }
        } else if (op === 'T*') this.text += '\n';
        else if (op === 'Td' || op === 'TD') {
          // A move along the line continues it (tools cut runs where a font or kerning changes, even in a word).
          const y = operands.at(-1);
          if (y?.kind === 'number' && y.value !== 0) this.text += '\n';
        } else if (op === 'Tm') {
          // A run placed on the line of the last one continues it (tools place runs, even within a word, so);
          // one placed elsewhere starts a line.
          const y = operands.at(-1);
          if (y?.kind === 'number') {
            if (lineY !== undefined && Math.abs(y.value - lineY) > 0.5) this.text += '\n';
            lineY = y.value;
          }
        }
        else if (op === 'Do') {
          const name = operands.at(-1);
          if (name?.kind === 'name') this.form(resources, name.value, depth);
        }
        operands.length = 0;
      }
    }
  }

  /** The entry of a resource category (Font, XObject) by name: the object and its reference, where it has one. */
  private resource(resources: PDFDict | undefined, category: string, name: string): { ref?: PDFRef; object?: PDFObject } {
    const entries = resources?.lookup(PDFName.of(category));
    if (!(entries instanceof PDFDict)) return {};
    const entry = entries.get(PDFName.of(name));
    return entry instanceof PDFRef ? { ref: entry, object: this.document.context.lookup(entry) } : { object: entry };
  }

  /** A form XObject's content, with its own resources (or the page's), once per document. */
  private form(resources: PDFDict | undefined, name: string, depth: number): void {
    const { ref, object } = this.resource(resources, 'XObject', name);
    if (!(object instanceof PDFRawStream) || depth >= FORM_MAX_DEPTH || this.formsRead.has(ref ?? object)) return;
    if (object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Form')) return;
    this.formsRead.add(ref ?? object);
    const content = this.decoded(ref ?? object);
    const own = object.dict.lookup(PDFName.of('Resources'));
    if (content) this.show(content, own instanceof PDFDict ? own : resources, depth + 1);
  }

  private font(resources: PDFDict | undefined, name: string): FontMap | undefined {
    const { ref, object } = this.resource(resources, 'Font', name);
    if (!(object instanceof PDFDict)) return undefined;
    const known = this.fonts.get(ref ?? object);
    if (known) return known;
    const composite = object.get(PDFName.of('Subtype')) === PDFName.of('Type0');
    const map: FontMap = { codeBytes: composite ? 2 : 1 };
    const toUnicode = object.get(PDFName.of('ToUnicode'));
    const cmap = toUnicode ? this.decoded(toUnicode) : undefined;
    if (cmap) this.readCMap(cmap, map);
    else if (composite) map.codes = new Map();
    this.fonts.set(ref ?? object, map);
    return map;
  }

  /** A ToUnicode CMap's codespace (its code length) and its bfchar and bfrange mappings, within the codes' budget. */
  private readCMap(cmap: Uint8Array, map: FontMap): void {
    const codes = new Map<number, string>();
    map.codes = codes;
    const operands: Token[] = [];
    /** The destinations of the ranges given as arrays, in order; each range's place holds a mark. */
    const lists: Buffer[][] = [];
    let array: Buffer[] | undefined;
    const add = (code: number, bytes: Buffer) => {
      if (this.cmapCodes >= CMAP_MAX_CODES) return;
      this.cmapCodes += 1;
      codes.set(code, bytes.length % 2 ? windows1252(bytes) : utf16be.decode(bytes));
    };
    const number = (bytes: Buffer) => (bytes.length > 4 ? -1 : bytes.reduce((value, byte) => value * 256 + byte, 0));
    for (const token of tokens(cmap)) {
      if (token.kind === 'open') array = [];
      else if (token.kind === 'close') {
        if (array) {
          lists.push(array);
          operands.push({ kind: 'mark' });
        }
        array = undefined;
      } else if (token.kind === 'string' && array) array.push(token.bytes);
      else if (token.kind !== 'operator') operands.push(token);
      else {
        // A range's array of destinations stands in the strings as an empty string, read from `lists`.
        const strings = operands.flatMap((operand) =>
          operand.kind === 'string' ? [operand.bytes] : operand.kind === 'mark' ? [Buffer.alloc(0)] : [],
        );
        if (token.value === 'endcodespacerange' && strings.length > 0) map.codeBytes = Math.max(1, Math.min(4, strings[0].length));
        else if (token.value === 'endbfchar')
          for (let index = 0; index + 1 < strings.length; index += 2) add(number(strings[index]), strings[index + 1]);
        else if (token.value === 'endbfrange') {
          // Each range is <low> <high> then <first destination> or [a destination per code].
          for (let index = 0; index + 2 < strings.length; index += 3) {
            const [low, high, target] = [number(strings[index]), number(strings[index + 1]), strings[index + 2]];
            if (low < 0 || high < low) continue;
            const count = Math.min(high - low + 1, CMAP_MAX_CODES - this.cmapCodes);
            if (target.length === 0) (lists.shift() ?? []).slice(0, count).forEach((bytes, offset) => add(low + offset, bytes));
            else
              for (let offset = 0; offset < count; offset += 1) {
                const bytes = Buffer.from(target);
                bytes[bytes.length - 1] += offset;
                add(low + offset, bytes);
              }
          }
        }
        operands.length = 0;
        lists.length = 0;
      }
    }
  }

  private decode(bytes: Buffer, font: FontMap | undefined): string {
    if (!font?.codes) return windows1252(bytes);
    let out = '';
    for (let at = 0; at + font.codeBytes <= bytes.length; at += font.codeBytes) {
      let code = 0;
      for (let index = 0; index < font.codeBytes; index += 1) code = code * 256 + bytes[at + index];
      out += font.codes.get(code) ?? (font.codeBytes === 1 ? windows1252(bytes.subarray(at, at + 1)) : '');
    }
    return out;
  }
}

/** The text of a loaded PDF's pages, its first `maxChars` characters; `readable` decrypts a stream (or passes it). */
export function pdfText(
  document: PDFDocument,
  maxChars: number,
  readable: StreamDecryption,
): string {
  if (maxChars <= 0) return '';
  return new PdfTextReader(document, maxChars, readable).read();
}

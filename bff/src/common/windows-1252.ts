/**
 * What Windows-1252 puts at 0x80-0x9F (Latin-1's C1 controls): punctuation, €, and letters such as Š, Œ and Ž.
 * Node's TextDecoder reads 'windows-1252' as Latin-1, so these are mapped here.
 */
const WINDOWS_1252_C1 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** Single-byte text as Windows-1252 reads it (the text of a CSV saved by Excel, of a Word piece, of a PDF string). */
export function windows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\x80-\x9f]/g, (c1) => WINDOWS_1252_C1[c1.charCodeAt(0) - 0x80]);
}

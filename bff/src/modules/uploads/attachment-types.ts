import { ContentUploadMessages, UPLOADED_TEXT_MAX, type UploadKind } from '@docnet/contracts';
import { UnsupportedMediaTypeException } from '@nestjs/common';
import { TextDecoder } from 'node:util';
import { fileExtension, type ImageType, servedImageType, sniffImageType, startsWith } from '../../common/image-sniffing';
import type { ParseTask } from '../../common/upload-parsing';
import { windows1252 } from '../../common/windows-1252';

/** How the leading bytes of a file of each family are recognised. */
type Family = 'pdf' | 'ole2' | 'word' | 'excel' | 'powerpoint' | 'image' | 'text';

interface ExtensionRule {
  family: Family;
  /** The type stored and served back; for images the sniffed type decides instead. */
  contentType: string;
  /** OLE2 only: the streams, one of which the compound file's directory must hold (the formats share a magic number). */
  ole2Streams?: readonly string[];
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_FILE = [0x50, 0x4b, 0x03, 0x04];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
/** DICOM: 'DICM' after a 128-byte preamble. */
const DICOM = [0x44, 0x49, 0x43, 0x4d];
const DICOM_OFFSET = 128;

const rules: Record<string, ExtensionRule> = {
  '.pdf': { family: 'pdf', contentType: 'application/pdf' },
  '.doc': { family: 'ole2', contentType: 'application/msword', ole2Streams: ['WordDocument'] },
  // 'Book' is the workbook stream of Excel 5 and 95 files.
  '.xls': { family: 'ole2', contentType: 'application/vnd.ms-excel', ole2Streams: ['Workbook', 'Book'] },
  '.ppt': {
    family: 'ole2',
    contentType: 'application/vnd.ms-powerpoint',
    ole2Streams: ['PowerPoint Document'],
  },
  '.docx': {
    family: 'word',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  '.xlsx': {
    family: 'excel',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  '.pptx': {
    family: 'powerpoint',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  '.jpg': { family: 'image', contentType: 'image/jpeg' },
  '.jpeg': { family: 'image', contentType: 'image/jpeg' },
  '.png': { family: 'image', contentType: 'image/png' },
  '.gif': { family: 'image', contentType: 'image/gif' },
  '.webp': { family: 'image', contentType: 'image/webp' },
  // Stored as JPEG (servedImageType).
  '.heic': { family: 'image', contentType: 'image/jpeg' },
  '.heif': { family: 'image', contentType: 'image/jpeg' },
  '.txt': { family: 'text', contentType: 'text/plain; charset=utf-8' },
  '.csv': { family: 'text', contentType: 'text/csv; charset=utf-8' },
  '.md': { family: 'text', contentType: 'text/markdown; charset=utf-8' },
};

/** Text that is not UTF-8 is stored as uploaded and labelled with the single-byte encoding it most likely is. */
const SINGLE_BYTE_CHARSET = 'charset=windows-1252';
const singleByteType = (contentType: string) => contentType.replace('charset=utf-8', SINGLE_BYTE_CHARSET);

/** Every type an attachment can be stored with: the server serves nothing else from the attachments folder. */
export const ATTACHMENT_CONTENT_TYPES: ReadonlySet<string> = new Set(
  Object.values(rules).flatMap((rule) =>
    rule.family === 'text' ? [rule.contentType, singleByteType(rule.contentType)] : [rule.contentType],
  ),
);

/** The top folder of an Office Open XML package of each family. */
const officeFolders: Partial<Record<Family, string>> = { word: 'word/', excel: 'xl/', powerpoint: 'ppt/' };

/**
 * The entry names of the ZIP local file headers found in the first bytes. Found by their signature rather
 * than by walking sizes, so entries written with data descriptors (sizes after the data) are found too.
 */
function zipEntryNames(head: Buffer): string[] {
  const names: string[] = [];
  const signature = Buffer.from(ZIP_LOCAL_FILE);
  for (
    let at = head.indexOf(signature);
    at >= 0 && at + 30 <= head.length;
    at = head.indexOf(signature, at + 4)
  ) {
    const nameLength = head.readUInt16LE(at + 26);
    if (at + 30 + nameLength <= head.length)
      names.push(head.toString('latin1', at + 30, at + 30 + nameLength));
  }
  return names;
}

/** A ZIP whose first entries are those of a Word, Excel or PowerPoint package of the family's kind. */
function isOfficePackage(head: Buffer, family: Family): boolean {
  if (!startsWith(head, ZIP_LOCAL_FILE)) return false;
  const names = zipEntryNames(head);
  const folders = Object.values(officeFolders).filter((folder) =>
    names.some((name) => name.startsWith(folder)),
  );
  // The package's own folder decides when it shows up in the first bytes; else its content-types part must.
  if (folders.length > 0) return folders.length === 1 && folders[0] === officeFolders[family];
  return names.includes('[Content_Types].xml');
}

/** A check of the whole file as it streams past (what the first bytes cannot tell); throws 415 to refuse it. */
export interface StreamCheck {
  check(chunk: Buffer): void;
  /** The file ended. */
  end(): void;
  /** Once it ended: the text the file holds (its first UPLOADED_TEXT_MAX characters), for the PHI guard. */
  text(): string;
}

/** What an accepted upload is stored as. */
export interface AcceptedType {
  contentType: string;
  /** Text files are checked to their very end: a new check for each upload, if any. */
  streamCheck?: () => StreamCheck;
  /**
   * Images, PDFs and Office documents (packages and OLE2 files) are stored rewritten without their metadata: the
   * whole file, read into memory (at most ATTACHMENT_MAX_BYTES), parsed by the pool of upload-parsing.ts.
   */
  stripMetadata?: ParseTask;
}

/** Whether the start of a file decodes as UTF-8 (a character cut off by the end of `head` is fine). */
function looksUtf8(head: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Both checks of an upload: its name has a supported extension (images only for a thumbnail) and its first
 * bytes are of the kind that extension claims; 415 with the reason otherwise. `head` is the start of the
 * file (the whole file when it is short).
 */
export function acceptedAttachmentType(fileName: string, head: Buffer, kind: UploadKind): AcceptedType {
  // Medical images carry the patient's name, birth date and record number in their header.
  if (fileExtension(fileName) === '.dcm' || startsWith(head, DICOM, DICOM_OFFSET))
    throw new UnsupportedMediaTypeException(ContentUploadMessages.dicom);
  const rule: ExtensionRule | undefined = rules[fileExtension(fileName)];
  if (kind === 'thumbnail' && rule?.family !== 'image')
    throw new UnsupportedMediaTypeException(ContentUploadMessages.notAnImage);
  if (!rule) throw new UnsupportedMediaTypeException(ContentUploadMessages.unsupported);
  const sniffedImage = sniffImageType(head);
  const matches: Record<Family, () => boolean> = {
    pdf: () => startsWith(head, PDF),
    ole2: () => startsWith(head, OLE2),
    word: () => isOfficePackage(head, 'word'),
    excel: () => isOfficePackage(head, 'excel'),
    powerpoint: () => isOfficePackage(head, 'powerpoint'),
    image: () => sniffedImage !== undefined,
    text: () => true, // checked to the end by TextCheck
  };
  if (!matches[rule.family]()) {
    throw new UnsupportedMediaTypeException(
      kind === 'thumbnail' ? ContentUploadMessages.notAnImage : ContentUploadMessages.mismatch,
    );
  }
  // A photo saved as .jpg that really is a PNG is served as what it is, as profile pictures are.
  if (rule.family === 'image' && sniffedImage) return imageType(sniffedImage);
  if (rule.family === 'pdf') return { contentType: rule.contentType, stripMetadata: { kind: 'pdf' } };
  if (rule.family === 'word' || rule.family === 'excel' || rule.family === 'powerpoint')
    return { contentType: rule.contentType, stripMetadata: { kind: 'office-package' } };
  if (rule.family === 'text')
    return {
      contentType: looksUtf8(head) ? rule.contentType : singleByteType(rule.contentType),
      streamCheck: () => new TextCheck(),
    };
  return {
    contentType: rule.contentType,
    stripMetadata: { kind: 'compound-file', streams: rule.ole2Streams ?? [] },
  };
}

const imageType = (type: ImageType): AcceptedType => ({
  contentType: servedImageType(type),
  stripMetadata: { kind: 'image', imageType: type },
});

/**
 * Whether a byte is a control character that no text file holds: every C0 control but tab, LF, FF and CR, and
 * DEL. Executables (MZ, ELF, Mach-O) are full of them, so they never pass as single-byte text.
 */
const isBinaryControl = (byte: number) =>
  (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f;

/**
 * Checks a text file chunk by chunk as it streams past: never a NUL byte; either valid UTF-8 (a character may
 * span chunks) or plausible single-byte text (Windows-1252 or Latin-1, as spreadsheets save CSV on Windows):
 * no control characters but tab, CR, LF and FF.
 */
export class TextCheck implements StreamCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private utf8 = true;
  private sawControl = false;
  /** The file's first bytes: enough for UPLOADED_TEXT_MAX characters of four bytes each. */
  private readonly head: Buffer[] = [];
  private headBytes = 0;

  check(chunk: Buffer): void {
    if (chunk.includes(0)) throw new UnsupportedMediaTypeException(ContentUploadMessages.mismatch);
    const room = UPLOADED_TEXT_MAX * 4 - this.headBytes;
    if (room > 0) {
      const kept = Buffer.from(chunk.subarray(0, room));
      this.head.push(kept);
      this.headBytes += kept.length;
    }
    if (!this.sawControl) this.sawControl = chunk.some(isBinaryControl);
    if (this.utf8) this.decode(() => this.decoder.decode(chunk, { stream: true }));
    this.refuseBinary();
  }

  /** The file ended: a character cut short at the end means it is not UTF-8 either. */
  end(): void {
    if (this.utf8) this.decode(() => this.decoder.decode());
    this.refuseBinary();
  }

  text(): string {
    const bytes = Buffer.concat(this.head, this.headBytes);
    const text = this.utf8 ? bytes.toString('utf8') : windows1252(bytes);
    return text.slice(0, UPLOADED_TEXT_MAX);
  }

  private decode(step: () => string): void {
    try {
      step();
    } catch {
      this.utf8 = false;
    }
  }

  private refuseBinary(): void {
    if (!this.utf8 && this.sawControl)
      throw new UnsupportedMediaTypeException(ContentUploadMessages.mismatch);
  }
}

/**
 * Attachments a browser shows by itself without running anything: raster images (re-encoded when uploaded). A PDF
 * is downloaded instead: opened inline it would run in the app's origin, and its viewer cannot be sandboxed.
 */
export function opensInline(contentType: string): boolean {
  return contentType.startsWith('image/');
}

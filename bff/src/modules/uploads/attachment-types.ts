import { ContentUploadMessages, type UploadKind } from '@docnet/contracts';
import { UnsupportedMediaTypeException } from '@nestjs/common';
import { TextDecoder } from 'node:util';
import { fileExtension, sniffImageType, startsWith } from './image-sniffing';

/** How the leading bytes of a file of each family are recognised. */
type Family = 'pdf' | 'ole2' | 'word' | 'excel' | 'powerpoint' | 'image' | 'text';

interface ExtensionRule {
  family: Family;
  /** The type stored and served back; for images the sniffed type decides instead. */
  contentType: string;
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_FILE = [0x50, 0x4b, 0x03, 0x04];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

const rules: Record<string, ExtensionRule> = {
  '.pdf': { family: 'pdf', contentType: 'application/pdf' },
  '.doc': { family: 'ole2', contentType: 'application/msword' },
  '.xls': { family: 'ole2', contentType: 'application/vnd.ms-excel' },
  '.ppt': { family: 'ole2', contentType: 'application/vnd.ms-powerpoint' },
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
  '.txt': { family: 'text', contentType: 'text/plain; charset=utf-8' },
  '.csv': { family: 'text', contentType: 'text/csv; charset=utf-8' },
  '.md': { family: 'text', contentType: 'text/markdown; charset=utf-8' },
};

/** Every type an attachment can be stored with: the server serves nothing else from the attachments folder. */
export const ATTACHMENT_CONTENT_TYPES: ReadonlySet<string> = new Set(
  Object.values(rules).map((rule) => rule.contentType),
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

/** What an accepted upload is stored as. */
export interface AcceptedType {
  contentType: string;
  /** Text must be valid UTF-8 without NUL bytes to its very end, so the rest of the stream is checked too. */
  isText: boolean;
}

/**
 * Both checks of an upload: its name has a supported extension (images only for a thumbnail) and its first
 * bytes are of the kind that extension claims; 415 with the reason otherwise. `head` is the start of the
 * file (the whole file when it is short).
 */
export function acceptedAttachmentType(fileName: string, head: Buffer, kind: UploadKind): AcceptedType {
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
  return {
    contentType: rule.family === 'image' && sniffedImage ? sniffedImage : rule.contentType,
    isText: rule.family === 'text',
  };
}

/** Checks a text file chunk by chunk as it streams past: valid UTF-8 (a character may span chunks) and no NUL. */
export class TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  check(chunk: Buffer): void {
    if (chunk.includes(0)) throw new UnsupportedMediaTypeException(ContentUploadMessages.mismatch);
    this.decode(() => this.decoder.decode(chunk, { stream: true }));
  }

  /** The file ended: a character cut short at the end is refused too. */
  end(): void {
    this.decode(() => this.decoder.decode());
  }

  private decode(step: () => string): void {
    try {
      step();
    } catch {
      throw new UnsupportedMediaTypeException(ContentUploadMessages.mismatch);
    }
  }
}

/** Attachments a browser shows by itself without running anything of ours: PDFs and raster images. */
export function opensInline(contentType: string): boolean {
  return contentType === 'application/pdf' || contentType.startsWith('image/');
}

import {
  ApiRoutes,
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ContentUploadMessages,
  THUMBNAIL_EXTENSIONS,
} from '@docnet/contracts';

/**
 * The client's check of a chosen file (PDF, Word, Excel, PowerPoint, images and text, up to
 * 20MB), by extension and size only, with the server's wording: the server sniffs the content and decides.
 */
function hasExtension(name: string, extensions: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return extensions.some((extension) => lower.endsWith(extension));
}

/** The red error under the attachment chooser for this file, or null when it may be uploaded. */
export function attachmentProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!hasExtension(file.name, ATTACHMENT_EXTENSIONS)) return ContentUploadMessages.unsupported;
  if (file.size > ATTACHMENT_MAX_BYTES) return ContentUploadMessages.tooLarge;
  return null;
}

/** The same check for a thumbnail: images only. */
export function thumbnailProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!hasExtension(file.name, THUMBNAIL_EXTENSIONS)) return ContentUploadMessages.notAnImage;
  if (file.size > ATTACHMENT_MAX_BYTES) return ContentUploadMessages.tooLarge;
  return null;
}

/** The `accept` list of a chooser. */
export const attachmentAccept = ATTACHMENT_EXTENSIONS.join(',');
export const thumbnailAccept = THUMBNAIL_EXTENSIONS.join(',');

/** File sizes in the form ('512 KB', '3.4 MB'). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * An attachment the author uploaded is served back by the BFF (under POST /api/uploads/content's path),
 * an external one is any other URL: the edit form shows the first as an attached file and the second in
 * the URL field.
 */
export function isUploadedAttachment(url: string | null | undefined): url is string {
  return !!url && url.startsWith(`${ApiRoutes.uploadsContent}/`);
}

/** The file name shown for an uploaded attachment (its last path segment). */
export function attachmentName(url: string): string {
  const last = url.split('?')[0].split('/').filter(Boolean).pop();
  if (!last) return url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * The file name the BFF serves an upload under (`Content-Disposition`: the exact name in RFC 5987 form, else
 * the quoted ASCII fallback); null when the header names none.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact.trim());
    } catch {
      // A malformed exact name: the fallback below.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] || null;
}

import { ApiRoutes } from './routes';

/**
 * Content attachments and thumbnails: POST /api/uploads/content (multipart, field `file`)
 * answers {attachmentUrl}; the URL is the BFF route that serves the file back.
 */

/** The id of an uploaded file: a random UUID as node's randomUUID writes it (lowercase). */
export const UPLOADED_FILE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const UPLOADED_FILE_URL = new RegExp(`^${ApiRoutes.uploadsContent}/[1-9][0-9]{0,15}/${UPLOADED_FILE_ID_PATTERN.source.slice(1, -1)}$`);

/**
 * Whether the value is exactly a URL the upload answers (`/api/uploads/content/{memberId}/{fileId}`): nothing
 * percent-encoded, no dot segment, backslash, query or fragment that a browser would resolve to another route.
 */
export function isUploadedContentFileUrl(value: string): boolean {
  return UPLOADED_FILE_URL.test(value);
}

/** The file extensions an attachment may have: PDF, Word, Excel, PowerPoint, images and text. HEIC/HEIF photos (as iPhones take them) are stored as JPEG. */
export const ATTACHMENT_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.heic',
  '.heif',
  '.txt',
  '.csv',
  '.md',
] as const;

/** A thumbnail is an image. */
export const THUMBNAIL_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.heic', '.heif'] as const;

/** `kind` query parameter of the upload: an attachment (default) or the content's thumbnail (images only). */
export const uploadKinds = ['attachment', 'thumbnail'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** Texts of the upload refusals, in the project's own wording. */
export const ContentUploadMessages = {
  missing: 'Please choose a file to upload',
  empty: 'The file is empty',
  unsupported:
    'This file type is not supported. Supported files: PDF, Word, Excel, PowerPoint, images (JPEG, PNG, GIF, WebP) and text (TXT, CSV, MD).',
  mismatch:
    'The file content does not match its extension. Supported files: PDF, Word, Excel, PowerPoint, images (JPEG, PNG, GIF, WebP) and text (TXT, CSV, MD).',
  notAnImage: 'A thumbnail must be a JPEG, PNG, GIF, WebP or HEIC image.',
  tooLarge: 'File is too large. The maximum size is 20MB.',
  unknownKind: 'kind must be attachment or thumbnail',
  tooMany: 'Too many uploads. Please wait a while and try again.',
  busy: 'Another upload is still running. Please wait for it to finish.',
  notFound: 'Attachment not found',
  dicom:
    "DICOM files can't be shared: they carry patient identifiers. Export the image as JPEG or PNG without patient data.",
  unreadable:
    'The file could not be read to remove its hidden details (author, location, comments), so it was not stored. Save it again without a password and upload it again.',
  /** 415: the file passed a limit of the checks (pixels, parts, inflated size, time or memory they may take). */
  tooComplex:
    'The file is too large or complex to check for hidden details (author, location, comments), so it was not stored. Save or export it again as a new file (for example print it to PDF, or resize the photo) and upload it again.',
  /** 429: every checker is taken and the queue of files waiting for one is full. */
  checkersBusy: 'Many files are being checked right now. Please try again in a minute.',
} as const;

/** POST /api/uploads/content?kind=thumbnail answer: the thumbnail URL, also as attachmentUrl (as every upload answers). */
export interface ThumbnailUploadResponse {
  attachmentUrl: string;
  thumbnailUrl: string;
}

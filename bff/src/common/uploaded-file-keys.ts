import { ApiRoutes, isUploadedContentFileUrl } from '@docnet/contracts';

/** Where content attachments and thumbnails are stored: `attachments/{memberId}/{fileId}`. */
export const ATTACHMENTS_PREFIX = 'attachments/';
/** Where the text an upload holds is kept beside it (for the PHI guard): `attachment-texts/{memberId}/{fileId}`. */
const ATTACHMENT_TEXTS_PREFIX = 'attachment-texts/';

/** The key of the text kept beside an uploaded file's key. */
export const textKeyOf = (fileKey: string): string => ATTACHMENT_TEXTS_PREFIX + fileKey.slice(ATTACHMENTS_PREFIX.length);

/** The object key of one of our upload URLs (`/api/uploads/content/{memberId}/{fileId}`), or null for any other URL. */
export function uploadedFileKey(url: string | null | undefined): string | null {
  if (!url || !isUploadedContentFileUrl(url)) return null;
  return ATTACHMENTS_PREFIX + url.slice(ApiRoutes.uploadsContent.length + 1);
}

/** The URL an object under the attachments folder is served at, or null for any other key. */
export function uploadedFileUrl(key: string): string | null {
  if (!key.startsWith(ATTACHMENTS_PREFIX)) return null;
  const url = `${ApiRoutes.uploadsContent}/${key.slice(ATTACHMENTS_PREFIX.length)}`;
  return isUploadedContentFileUrl(url) ? url : null;
}

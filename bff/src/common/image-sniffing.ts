/**
 * The image types accepted for uploads, recognised by their leading bytes (magic numbers). HEIC/HEIF photos (as
 * iPhones take them) are decoded and stored as JPEG (servedImageType), as browsers other than Safari show no HEIC.
 */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/heic';

/** The type an image of this type is stored and served as. */
export const servedImageType = (type: ImageType): Exclude<ImageType, 'image/heic'> =>
  type === 'image/heic' ? 'image/jpeg' : type;

/** The major brands of the ISO media file of a HEIF still image or sequence (HEVC-coded or not). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

/** Whether the bytes carry the signature (magic number) at the offset. */
export const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The image type the content really is, whatever its name or declared type says; undefined for anything else. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftyp'), 4) && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12))) return 'image/heic';
  return undefined;
}

const typeOfExtension: Record<string, ImageType> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.heic': 'image/heic',
  '.heif': 'image/heic',
};

/** The extension of a file name, lower case with its dot ('' when it has none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}

/** The image type a file name claims by its extension; undefined when it claims none. */
export function imageTypeOfName(fileName: string): ImageType | undefined {
  return typeOfExtension[fileExtension(fileName)];
}

/**
 * Both checks: the name has an image extension and the content is an image. The content decides the
 * type served back (a photo saved as .jpg that really is a PNG is still accepted, as a PNG).
 */
export function acceptedImageType(fileName: string, bytes: Buffer): ImageType | undefined {
  return imageTypeOfName(fileName) ? sniffImageType(bytes) : undefined;
}

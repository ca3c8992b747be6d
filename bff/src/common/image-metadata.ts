import heicDecode from 'heic-decode';
import sharp from 'sharp';
import type { ImageType } from './image-sniffing';

/**
 * A file whose structure could not be walked to its end (truncated, or lengths pointing past the end): it is
 * refused rather than stored half-stripped.
 */
export class UnreadableFile extends Error {
  constructor(what: string) {
    super(`unreadable file: ${what}`);
  }
}

/**
 * A file that passed a limit of the checks (pixels, parts, entries, inflated bytes, time or memory): refused,
 * as its checks would cost far more than its size warrants.
 */
export class FileOverLimit extends UnreadableFile {
  constructor(what: string) {
    super(`over a limit: ${what}`);
  }
}

/** The limits an image is decoded within. */
export interface ImageLimits {
  /** Width × height (of every frame of an animation together) above which an image is refused. */
  maxPixels: number;
  /** Longer sides are scaled down to this, so no member's browser is handed a picture it chokes on. */
  maxSide: number;
}

/** libvips' words for an image of more pixels than allowed. */
const PIXEL_LIMIT = /pixel limit/i;

/**
 * The image decoded and encoded again in its own format by libvips (sharp): nothing of the upload but its pixels
 * and its colour profile reaches the bucket, so EXIF (GPS included), XMP, IPTC, comments and text chunks are gone
 * whatever shape they had, and a file made to stall or flood a decoder never reaches a member's browser. The EXIF
 * orientation is applied first, so a photo shot on its side shows as it was taken. An image of more than
 * `maxPixels` is FileOverLimit, one that does not decode UnreadableFile.
 */
export async function reencodeImage(type: ImageType, file: Buffer, limits: ImageLimits): Promise<Buffer> {
  if (type === 'image/heic') return heicAsJpeg(file, limits);
  const animated = type === 'image/gif' || type === 'image/webp';
  const fit = { width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true } as const;
  try {
    // Inside the try: sharp refuses some inputs (an empty one) as it is constructed.
    const image = sharp(file, { limitInputPixels: limits.maxPixels, failOn: 'error', animated });
    // Animations are not rotated (libvips turns frames one by one only for single images); their EXIF goes all the same.
    const pipeline = (animated ? image : image.rotate()).keepIccProfile().resize(fit);
    switch (type) {
      case 'image/jpeg':
        return await pipeline.jpeg({ quality: 90 }).toBuffer();
      case 'image/png':
        return await pipeline.png().toBuffer();
      case 'image/webp':
        return await pipeline.webp({ quality: 90 }).toBuffer();
      case 'image/gif':
        return await pipeline.gif().toBuffer();
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (PIXEL_LIMIT.test(message)) throw new FileOverLimit(`image (${message})`);
    throw new UnreadableFile(`image (${message})`);
  }
}

/**
 * A HEIC/HEIF photo (as iPhones take them) as a JPEG of its primary image: libheif (its WebAssembly build, shipped
 * in the package) decodes it, with its rotation and mirroring applied, to pixels that sharp encodes; nothing of the
 * file but those pixels is kept, so its EXIF (GPS included) and XMP are gone. The image's size is read before it
 * is decoded: more than `maxPixels` is FileOverLimit.
 */
async function heicAsJpeg(file: Buffer, limits: ImageLimits): Promise<Buffer> {
  let images: Awaited<ReturnType<typeof heicDecode.all>>;
  try {
    images = await heicDecode.all({ buffer: file });
  } catch (error) {
    throw new UnreadableFile(`HEIC image (${error instanceof Error ? error.message : String(error)})`);
  }
  try {
    const [primary] = images;
    if (primary.width * primary.height > limits.maxPixels)
      throw new FileOverLimit(`HEIC image of ${primary.width} × ${primary.height} pixels`);
    let pixels: { width: number; height: number; data: Uint8ClampedArray };
    try {
      pixels = await primary.decode();
    } catch (error) {
      throw new UnreadableFile(`HEIC image (${error instanceof Error ? error.message : String(error)})`);
    }
    const fit = { width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true } as const;
    return await sharp(Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), {
      raw: { width: pixels.width, height: pixels.height, channels: 4 },
    })
      .flatten({ background: '#ffffff' })
      .resize(fit)
      .jpeg({ quality: 90 })
      .toBuffer();
  } finally {
    images.dispose();
  }
}

import { PROFILE_PICTURE_MAX_BYTES, ProfilePictureMessages } from '@docnet/contracts';
import { PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';

/** The part of a multer file the upload routes read. */
export interface UploadedImage {
  originalname: string;
  size: number;
  buffer: Buffer;
}

/**
 * Reads the multipart field `file` (one file, in memory, at most the picture limit) and answers an
 * oversized file with 413 and the contract's message instead of multer's.
 */
export function ImageUploadInterceptor(): Type<NestInterceptor> {
  const Multipart = FileInterceptor('file', { limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  class ImageUpload extends Multipart {
    override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(ProfilePictureMessages.tooLarge);
        throw error;
      }
    }
  }
  return ImageUpload;
}

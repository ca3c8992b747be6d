import { Module } from '@nestjs/common';
import { RateLimiter } from '../../security/rate-limiter';
import { ContentUploads } from './content-uploads';
import { ContentUploadsController } from './content-uploads.controller';
import { ObjectStorage } from './object-storage';
import { ProfilePictures } from './profile-pictures';

/** The uploads bucket and what is stored in it: profile pictures, content attachments and thumbnails. */
@Module({
  controllers: [ContentUploadsController],
  providers: [ObjectStorage, ProfilePictures, ContentUploads, RateLimiter],
  exports: [ObjectStorage, ProfilePictures],
})
export class UploadsModule {}

import { Module } from '@nestjs/common';
import { RateLimiter } from '../../security/rate-limiter';
import { ContentUploads } from './content-uploads';
import { ContentUploadsController } from './content-uploads.controller';
import { ObjectStorage } from './object-storage';
import { ProfilePictures } from './profile-pictures';
import { UploadCleanupConsumer } from './upload-cleanup.consumer';

/** The uploads bucket and what is stored in it: profile pictures, content attachments and thumbnails (removed with their content). */
@Module({
  controllers: [ContentUploadsController],
  providers: [ObjectStorage, ProfilePictures, ContentUploads, RateLimiter, UploadCleanupConsumer],
  exports: [ObjectStorage, ProfilePictures],
})
export class UploadsModule {}

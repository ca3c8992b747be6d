import { Module } from '@nestjs/common';
import { RateLimiter } from '../../security/rate-limiter';
import { ContentUploads } from './content-uploads';
import { ContentUploadsController } from './content-uploads.controller';
import { UploadCleanupConsumer } from './upload-cleanup.consumer';

/** Content attachments and thumbnails in the uploads bucket (removed with their content). */
@Module({
  controllers: [ContentUploadsController],
  providers: [ContentUploads, RateLimiter, UploadCleanupConsumer],
})
export class UploadsModule {}

import { Module } from '@nestjs/common';
import { RateLimiter } from '../../security/rate-limiter';
import { ContentUploads } from './content-uploads';
import { ContentUploadsController } from './content-uploads.controller';
import { UploadCleanupConsumer } from './upload-cleanup.consumer';
import { UploadedFileAccess } from './uploaded-file-access';

/** Content attachments and thumbnails in the uploads bucket (removed with their content). */
@Module({
  controllers: [ContentUploadsController],
  providers: [ContentUploads, RateLimiter, UploadCleanupConsumer, UploadedFileAccess],
})
export class UploadsModule {}

import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { ContentsController } from './contents.controller';

/** /api/contents, /api/comments: contents, comments and likes, answered by the content service. */
@Module({ imports: [UploadsModule], controllers: [ContentsController] })
export class ContentsModule {}

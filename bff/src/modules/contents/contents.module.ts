import { Module } from '@nestjs/common';
import { ContentsController } from './contents.controller';

/** /api/contents, /api/comments: contents, comments and likes, answered by the content service. */
@Module({ controllers: [ContentsController] })
export class ContentsModule {}

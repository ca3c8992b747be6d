import { Injectable } from '@nestjs/common';
import { ContentTitles } from '../../persistence/content-titles';

/** Keeps a content's title, from its publication and updates, so like and comment notifications can name it. */
@Injectable()
export class RecordContentTitleHandler {
  constructor(private readonly titles: ContentTitles) {}

  execute(contentId: number, title: string): Promise<void> {
    return this.titles.set(contentId, title);
  }
}

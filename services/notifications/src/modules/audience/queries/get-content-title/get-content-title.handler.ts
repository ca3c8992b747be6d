import { Injectable } from '@nestjs/common';
import { ContentTitles } from '../../persistence/content-titles';

/** A content's title, or null when no publication of it has arrived. */
@Injectable()
export class GetContentTitleHandler {
  constructor(private readonly titles: ContentTitles) {}

  execute(contentId: number): Promise<string | null> {
    return this.titles.get(contentId);
  }
}

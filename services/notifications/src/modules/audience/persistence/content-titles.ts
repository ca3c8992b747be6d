import { Inject, Injectable } from '@nestjs/common';
import { ContentTitleModel } from './content-title.schema';

/** Content titles by id, from content.published and content.updated. */
@Injectable()
export class ContentTitles {
  constructor(@Inject(ContentTitleModel) private readonly titles: ContentTitleModel) {}

  async set(contentId: number, title: string): Promise<void> {
    await this.titles.updateOne({ _id: contentId }, { $set: { title } }, { upsert: true });
  }

  async get(contentId: number): Promise<string | null> {
    return (await this.titles.findById(contentId).lean())?.title ?? null;
  }
}

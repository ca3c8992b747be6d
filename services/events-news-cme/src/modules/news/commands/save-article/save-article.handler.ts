import { EventsNewsCmeMessages, type NewsArticle } from '@docnet/contracts';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { SavedItems } from '../../../listings/saved-items';
import { ArticleModel } from '../../persistence/article.schema';
import { ListNewsHandler } from '../../queries/list-news/list-news.handler';

/** Save / unsave an article for the member ('Saved' tab); idempotent. */
@Injectable()
export class SaveArticleHandler {
  constructor(
    @Inject(ArticleModel) private readonly articles: ArticleModel,
    private readonly saves: SavedItems,
    private readonly reader: ListNewsHandler,
  ) {}

  async execute(articleId: number, memberId: number, saved: boolean): Promise<NewsArticle> {
    if (!(await this.articles.exists({ _id: articleId }))) throw new NotFoundException(EventsNewsCmeMessages.articleNotFound);
    if (saved) await this.saves.save('news', articleId, memberId);
    else await this.saves.unsave('news', articleId, memberId);
    return this.reader.one(articleId, memberId);
  }
}

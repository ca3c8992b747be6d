import { EventsNewsCmeMessages, type NewsArticle, type NewsListQuery } from '@docnet/contracts';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { FilterQuery } from 'mongoose';
import { Posters } from '../../../listings/posters';
import { SavedItems } from '../../../listings/saved-items';
import { toNewsArticle } from '../../domain/article-view';
import { ArticleModel, type ArticleDocument } from '../../persistence/article.schema';

/** Journal news, newest publishedDate first; 'My Articles' are the member's own, 'Saved' the member's saves. */
@Injectable()
export class ListNewsHandler {
  constructor(
    @Inject(ArticleModel) private readonly articles: ArticleModel,
    private readonly saves: SavedItems,
    private readonly posters: Posters,
  ) {}

  async execute(query: NewsListQuery, memberId: number): Promise<NewsArticle[]> {
    const filter: FilterQuery<ArticleDocument> = {};
    if (query.category) filter.category = query.category;
    if (query.filter === 'mine') filter.authorId = memberId;
    if (query.filter === 'saved') filter._id = { $in: await this.saves.savedBy('news', memberId) };
    const documents = await this.articles.find(filter).sort({ publishedDate: -1, _id: -1 }).limit(query.limit).lean();
    return this.view(documents, memberId);
  }

  async one(id: number, memberId: number): Promise<NewsArticle> {
    const document = await this.articles.findById(id).lean();
    if (!document) throw new NotFoundException(EventsNewsCmeMessages.articleNotFound);
    const [article] = await this.view([document], memberId);
    return article;
  }

  private async view(documents: ArticleDocument[], memberId: number): Promise<NewsArticle[]> {
    const [authors, saved] = await Promise.all([
      this.posters.cardsOf(documents.map((document) => document.authorId)),
      this.saves.savedAmong('news', memberId, documents.map((document) => document._id)),
    ]);
    return documents.map((document) =>
      toNewsArticle(document, document.authorId === null ? undefined : authors.get(document.authorId), saved.has(document._id)),
    );
  }
}

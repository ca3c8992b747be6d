import { NewsPublishedV1, type NewsArticle, type NewsInput } from '@docnet/contracts';
import { newEvent, OutboxRelay, SequenceGenerator, withNewEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { MEMBER_ITEM_ID_OFFSET } from '../../../listings/sample-data';
import { ArticleModel } from '../../persistence/article.schema';
import { ListNewsHandler } from '../../queries/list-news/list-news.handler';

/** 'Share a Medical Journal Article': published now; events-news-cme.news.published goes through the outbox. */
@Injectable()
export class PublishArticleHandler {
  constructor(
    @Inject(ArticleModel) private readonly articles: ArticleModel,
    private readonly sequences: SequenceGenerator,
    private readonly relay: OutboxRelay,
    private readonly reader: ListNewsHandler,
  ) {}

  async execute(input: NewsInput, authorId: number): Promise<NewsArticle> {
    const id = MEMBER_ITEM_ID_OFFSET + (await this.sequences.next('news'));
    const now = new Date();
    const published = newEvent(NewsPublishedV1, 'events-news-cme', id, {
      articleId: id,
      authorId,
      title: input.title,
      source: input.source,
      sourceUrl: input.sourceUrl ?? null,
      category: input.category,
      tags: input.tags,
      publishedDate: now.toISOString(),
    });
    await this.articles.create({
      _id: id,
      ...input,
      sourceUrl: input.sourceUrl ?? null,
      authorId,
      authorName: null,
      publishedDate: now,
      createdAt: now,
      ...withNewEvents([published]),
    });
    this.relay.nudge(this.articles, id);
    return this.reader.one(id, authorId);
  }
}

import { EventsNewsCmeRoutes, latestNewsQuerySchema, newsFormSchema, newsListQuerySchema, type NewsArticle } from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { PublishArticleHandler } from '../commands/publish-article/publish-article.handler';
import { SaveArticleHandler } from '../commands/save-article/save-article.handler';
import { ListNewsHandler } from '../queries/list-news/list-news.handler';

/** Internal API of journal news (contracts/src/services/events-news-cme.ts); only the BFF calls it. */
@Controller()
export class NewsController {
  constructor(
    private readonly listNews: ListNewsHandler,
    private readonly publishArticle: PublishArticleHandler,
    private readonly saveArticle: SaveArticleHandler,
  ) {}

  @Get(EventsNewsCmeRoutes.news)
  list(@Query() query: unknown, @ActingUserId() memberId: number): Promise<NewsArticle[]> {
    return this.listNews.execute(validateInput(newsListQuerySchema, query), memberId);
  }

  // Declared before ':id' so 'latest' is not read as an id.
  @Get(EventsNewsCmeRoutes.newsLatest)
  latest(@Query() query: unknown, @ActingUserId() memberId: number): Promise<NewsArticle[]> {
    return this.listNews.execute(validateInput(latestNewsQuerySchema, query), memberId);
  }

  @Post(EventsNewsCmeRoutes.news)
  @HttpCode(201)
  create(@Body() body: unknown, @ActingUserId() memberId: number): Promise<NewsArticle> {
    return this.publishArticle.execute(validateInput(newsFormSchema, body), memberId);
  }

  @Get(EventsNewsCmeRoutes.newsArticle(':id'))
  one(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<NewsArticle> {
    return this.listNews.one(id, memberId);
  }

  @Put(EventsNewsCmeRoutes.newsSaved(':id'))
  save(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<NewsArticle> {
    return this.saveArticle.execute(id, memberId, true);
  }

  @Delete(EventsNewsCmeRoutes.newsSaved(':id'))
  unsave(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<NewsArticle> {
    return this.saveArticle.execute(id, memberId, false);
  }
}

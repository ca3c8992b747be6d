import { EventsNewsCmeRoutes, latestNewsQuerySchema, newsFormSchema, newsListQuerySchema, type NewsArticle } from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ChangeListingHandler } from '../../listings/commands/change-listing/change-listing.handler';
import { PublishListingHandler } from '../../listings/commands/publish-listing/publish-listing.handler';
import { SaveListingHandler } from '../../listings/commands/save-listing/save-listing.handler';
import { ListListingsHandler } from '../../listings/queries/list-listings/list-listings.handler';
import type { ArticleListing } from '../article.listing';

/** Internal API of journal news (contracts/src/services/events-news-cme.ts); only the BFF calls it. */
@Controller()
export class NewsController {
  constructor(
    private readonly listNews: ListListingsHandler<ArticleListing>,
    private readonly publishArticle: PublishListingHandler<ArticleListing>,
    private readonly saveArticle: SaveListingHandler<ArticleListing>,
    private readonly changeArticle: ChangeListingHandler<ArticleListing>,
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

  @Put(EventsNewsCmeRoutes.newsArticle(':id'))
  update(@Param('id', ParseIntPipe) id: number, @Body() body: unknown, @ActingUserId() memberId: number): Promise<NewsArticle> {
    return this.changeArticle.update(id, validateInput(newsFormSchema, body), memberId);
  }

  @Delete(EventsNewsCmeRoutes.newsArticle(':id'))
  @HttpCode(204)
  remove(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<void> {
    return this.changeArticle.delete(id, memberId);
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

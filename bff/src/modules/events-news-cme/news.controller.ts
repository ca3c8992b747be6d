import { ApiRoutes, EventsNewsCmeRoutes, latestNewsQuerySchema, newsFormSchema, newsListQuerySchema, openApiRef, type NewsArticle } from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ListingIdPipe } from '../../common/id-pipes';
import { ApiBody, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EventsNewsCmeClient } from '../../clients/service-clients.module';
import { SignedInMember } from '../../session/signed-in-member';
import { LimitedPerMember } from '../../security/member-write-limits';
import { ApiQueryFrom } from '../../openapi/api-queries';
import { ApiAnswer, ApiAnswerList, ApiErrors } from '../../openapi/api-responses';

/** 'Latest Medical Journals' and the home feed's 'Latest in Medicine'. */
@ApiTags('news')
@ApiErrors(400, 401)
@Controller()
export class NewsController {
  constructor(private readonly service: EventsNewsCmeClient) {}

  @Get(ApiRoutes.news)
  @ApiAnswerList('NewsArticle')
  @ApiOperation({
    summary: 'Journal articles, newest publishedDate first, each with saved for the signed-in member',
    description:
      'Journal articles, newest publishedDate first, each with saved for the signed-in member',
  })
  @ApiQueryFrom(newsListQuerySchema)
  list(@SignedInMember() memberId: number, @Query() query: unknown): Promise<NewsArticle[]> {
    const input = validateInput(newsListQuerySchema, query);
    return this.service.get(EventsNewsCmeRoutes.news, { query: input, actingUserId: memberId });
  }

  // Declared before ':id' so 'latest' is not read as an id.
  @Get(ApiRoutes.newsLatest)
  @ApiAnswerList('NewsArticle')
  @ApiOperation({ summary: 'The newest articles for the home feed (default 5)' })
  @ApiQueryFrom(latestNewsQuerySchema)
  latest(@SignedInMember() memberId: number, @Query() query: unknown): Promise<NewsArticle[]> {
    const input = validateInput(latestNewsQuerySchema, query);
    return this.service.get(EventsNewsCmeRoutes.newsLatest, { query: input, actingUserId: memberId });
  }

  @Post(ApiRoutes.news)
  @LimitedPerMember('news')
  @ApiAnswer('NewsArticle', 201)
  @ApiErrors(422)
  @HttpCode(201)
  @ApiBody({ schema: openApiRef('NewsInput') })
  @ApiOperation({
    summary: "'Share a Medical Journal Article': post a listing",
    description:
      "'Share a Medical Journal Article': the form's rules are checked with the contract's schema (400 {message}); answers the article",
  })
  create(@SignedInMember() memberId: number, @Body() body: unknown): Promise<NewsArticle> {
    return this.service.post(EventsNewsCmeRoutes.news, { body: validateInput(newsFormSchema, body), actingUserId: memberId });
  }

  @Get(ApiRoutes.newsById(':id'))
  @ApiAnswer('NewsArticle')
  @ApiErrors(404)
  @ApiOperation({ summary: 'One article; 404 Article not found' })
  one(@SignedInMember() memberId: number, @Param('id', ListingIdPipe) id: number): Promise<NewsArticle> {
    return this.service.get(EventsNewsCmeRoutes.newsArticle(id), { actingUserId: memberId });
  }

  @Put(ApiRoutes.newsById(':id'))
  @LimitedPerMember('news')
  @ApiAnswer('NewsArticle')
  @ApiErrors(403, 404, 409, 422)
  @ApiBody({ schema: openApiRef('NewsInput') })
  @ApiOperation({
    summary: "Edit, the author only",
    description:
      "Edit, the author only (403 otherwise), with the form's validation; every field of the form is replaced. Answers the article; 404 'Article not found'",
  })
  update(@SignedInMember() memberId: number, @Param('id', ListingIdPipe) id: number, @Body() body: unknown): Promise<NewsArticle> {
    return this.service.put(EventsNewsCmeRoutes.newsArticle(id), { body: validateInput(newsFormSchema, body), actingUserId: memberId });
  }

  @Delete(ApiRoutes.newsById(':id'))
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(403, 404, 409)
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete, the author only (403 otherwise); it leaves every list and tab; 204' })
  async remove(@SignedInMember() memberId: number, @Param('id', ListingIdPipe) id: number): Promise<void> {
    await this.service.delete(EventsNewsCmeRoutes.newsArticle(id), { actingUserId: memberId });
  }

  @Put(ApiRoutes.newsSaved(':id'))
  @ApiAnswer('NewsArticle')
  @ApiErrors(404)
  @ApiOperation({ summary: 'Save the article for the signed-in member (idempotent); answers the article' })
  save(@SignedInMember() memberId: number, @Param('id', ListingIdPipe) id: number): Promise<NewsArticle> {
    return this.service.put(EventsNewsCmeRoutes.newsSaved(id), { actingUserId: memberId });
  }

  @Delete(ApiRoutes.newsSaved(':id'))
  @ApiAnswer('NewsArticle')
  @ApiErrors(404)
  @ApiOperation({ summary: 'Unsave the article (idempotent); answers the article' })
  unsave(@SignedInMember() memberId: number, @Param('id', ListingIdPipe) id: number): Promise<NewsArticle> {
    return this.service.delete(EventsNewsCmeRoutes.newsSaved(id), { actingUserId: memberId });
  }
}

import {
  ApiRoutes,
  commentSchema,
  CommentMessages,
  CONTENT_LIST_MAX_LIMIT,
  contentInputSchema,
  contentListQuerySchema,
  ContentRoutes,
  contentTypes,
  LikeMessages,
  SUMMARY_MAX,
  type CommentEntry,
  type Content,
  type ContentListResponse,
  type LikeChange,
  type LikeStatus,
} from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBody, type ApiBodyOptions, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ContentClient } from '../../clients/service-clients.module';
import { LimitedPerMember } from '../../security/member-write-limits';
import { SignedInMember } from '../../session/signed-in-member';
import { ApiErrors } from '../../openapi/api-responses';
import { commentEntrySchema, contentListSchema, contentSchema, likeChangeSchema, likeStatusSchema } from '../../openapi/api-schemas';

const ContentIdPipe = new ParseIntPipe({ exceptionFactory: () => new BadRequestException('The content id must be a number') });
const CommentIdPipe = new ParseIntPipe({ exceptionFactory: () => new BadRequestException('The comment id must be a number') });

const contentInputBody = {
  schema: {
    type: 'object',
    properties: {
      title: { type: 'string' },
      body: { type: 'string' },
      summary: { type: 'string', maxLength: SUMMARY_MAX },
      contentType: { type: 'string', enum: [...contentTypes], default: 'article' },
      tags: { type: 'array', items: { type: 'string' } },
      attachmentUrl: { type: 'string', nullable: true },
      thumbnailUrl: { type: 'string', nullable: true },
      isPublished: { type: 'boolean' },
      publishedAt: { type: 'string', nullable: true },
    },
    required: ['title', 'body'],
  },
} satisfies ApiBodyOptions;

/** Contents, comments and likes (part 1 §4, §5, §7; part 2 §7); every call needs a signed-in member. */
@ApiTags('contents')
@ApiErrors(400, 401)
@Controller()
export class ContentsController {
  constructor(private readonly contents: ContentClient) {}

  @Get(ApiRoutes.contents)
  @ApiOkResponse({ schema: contentListSchema })
  @ApiQuery({ name: 'limit', required: false, description: `1 to ${CONTENT_LIST_MAX_LIMIT}; default ${CONTENT_LIST_MAX_LIMIT}` })
  @ApiQuery({ name: 'offset', required: false })
  @ApiQuery({ name: 'contentType', required: false, enum: [...contentTypes] })
  @ApiQuery({ name: 'authorId', required: false })
  @ApiQuery({ name: 'tag', required: false, description: 'exact tag' })
  @ApiOperation({ summary: 'Contents newest first (by publishedAt) as {contents, total}; total counts every match of the filters' })
  list(@SignedInMember() memberId: number, @Query() query: unknown): Promise<ContentListResponse> {
    const filters = validateInput(contentListQuerySchema, query);
    return this.contents.get(ContentRoutes.contents, { query: filters, actingUserId: memberId });
  }

  @Post(ApiRoutes.contents)
  @LimitedPerMember('contents')
  @ApiCreatedResponse({ schema: contentSchema })
  @ApiBody(contentInputBody)
  @ApiOperation({
    summary: `Publish at once (isPublished true, publishedAt now; both given values are ignored). An empty summary becomes the first ${SUMMARY_MAX} characters of the body plus '...' when longer; tags trimmed, empty and duplicate ones dropped. Answers the Content (201)`,
  })
  publish(@SignedInMember() memberId: number, @Body() body: unknown): Promise<Content> {
    return this.contents.post(ContentRoutes.contents, { body: validateInput(contentInputSchema, body), actingUserId: memberId });
  }

  @Get(ApiRoutes.contentById(':id'))
  @ApiOkResponse({ schema: contentSchema })
  @ApiErrors(404)
  @ApiOperation({ summary: "One Content; another member's opening counts a view (viewCount). 404 when missing or deleted" })
  content(@SignedInMember() memberId: number, @Param('id', ContentIdPipe) id: number): Promise<Content> {
    return this.contents.get(ContentRoutes.content(id), { actingUserId: memberId });
  }

  @Put(ApiRoutes.contentById(':id'))
  @ApiOkResponse({ schema: contentSchema })
  @ApiErrors(403, 404)
  @ApiBody(contentInputBody)
  @ApiOperation({ summary: 'Edit, author only (403 otherwise); every field of the form is replaced, publishedAt stays. Answers the Content' })
  update(@SignedInMember() memberId: number, @Param('id', ContentIdPipe) id: number, @Body() body: unknown): Promise<Content> {
    return this.contents.put(ContentRoutes.content(id), { body: validateInput(contentInputSchema, body), actingUserId: memberId });
  }

  @Delete(ApiRoutes.contentById(':id'))
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(403, 404)
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete, author only (403 otherwise), with its comments and likes; 204' })
  async remove(@SignedInMember() memberId: number, @Param('id', ContentIdPipe) id: number): Promise<void> {
    await this.contents.delete(ContentRoutes.content(id), { actingUserId: memberId });
  }

  @Get(ApiRoutes.contentComments(':id'))
  @ApiOkResponse({ schema: { type: 'array', items: commentEntrySchema } })
  @ApiErrors(404)
  @ApiOperation({ summary: 'The comments newest first: a list of {comment {id, body, authorId, contentId, createdAt}, author {id, name, specialty, affiliation, profilePicture}}' })
  comments(@SignedInMember() memberId: number, @Param('id', ContentIdPipe) id: number): Promise<CommentEntry[]> {
    return this.contents.get(ContentRoutes.comments(id), { actingUserId: memberId });
  }

  @Post(ApiRoutes.contentComments(':id'))
  @LimitedPerMember('comments')
  @ApiCreatedResponse({ schema: commentEntrySchema })
  @ApiErrors(404)
  @ApiBody({ schema: { type: 'object', properties: { body: { type: 'string' } }, required: ['body'] } })
  @ApiOperation({ summary: `Comment {body}; blank text answers 400 '${CommentMessages.empty}'. Answers the created {comment, author} (201)` })
  comment(
    @SignedInMember(CommentMessages.signedOut) memberId: number,
    @Param('id', ContentIdPipe) id: number,
    @Body() body: unknown,
  ): Promise<CommentEntry> {
    return this.contents.post(ContentRoutes.comments(id), { body: validateInput(commentSchema, body), actingUserId: memberId });
  }

  @Delete(ApiRoutes.commentById(':id'))
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(403, 404)
  @HttpCode(204)
  @ApiOperation({ summary: "Delete a comment, the comment's author only (403 otherwise); 204" })
  async removeComment(@SignedInMember(CommentMessages.signedOut) memberId: number, @Param('id', CommentIdPipe) id: number): Promise<void> {
    await this.contents.delete(ContentRoutes.comment(id), { actingUserId: memberId });
  }

  @Get(ApiRoutes.contentLikesCheck(':id'))
  @ApiOkResponse({ schema: likeStatusSchema })
  @ApiErrors(404)
  @ApiOperation({ summary: 'Whether the signed-in member likes it: {hasLiked}' })
  likeStatus(@SignedInMember() memberId: number, @Param('id', ContentIdPipe) id: number): Promise<LikeStatus> {
    return this.contents.get(ContentRoutes.likeCheck(id), { actingUserId: memberId });
  }

  @Post(ApiRoutes.contentLikes(':id'))
  @LimitedPerMember('likes')
  @ApiOkResponse({ schema: likeChangeSchema })
  @ApiErrors(404)
  @HttpCode(200)
  @ApiOperation({ summary: 'Like (empty JSON body); idempotent. Answers {hasLiked, likesCount}' })
  like(@SignedInMember(LikeMessages.signedOut) memberId: number, @Param('id', ContentIdPipe) id: number): Promise<LikeChange> {
    return this.contents.post(ContentRoutes.likes(id), { actingUserId: memberId });
  }

  @Delete(ApiRoutes.contentLikes(':id'))
  @ApiOkResponse({ schema: likeChangeSchema })
  @ApiErrors(404)
  @ApiOperation({ summary: 'Unlike; idempotent. Answers {hasLiked, likesCount}' })
  unlike(@SignedInMember(LikeMessages.signedOut) memberId: number, @Param('id', ContentIdPipe) id: number): Promise<LikeChange> {
    return this.contents.delete(ContentRoutes.likes(id), { actingUserId: memberId });
  }
}

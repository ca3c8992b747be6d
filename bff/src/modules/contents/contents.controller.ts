import {
  ApiRoutes,
  openApiRef,
  commentSchema,
  CommentMessages,
  contentInputSchema,
  contentListQuerySchema,
  ContentRoutes,
  LikeMessages,
  SUMMARY_MAX,
  type CommentEntry,
  type Content,
  type ContentListResponse,
  type InternalContentInput,
  type LikeChange,
  type LikeStatus,
} from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, HttpException, Param, Post, Put, Query } from '@nestjs/common';
import { CommentIdPipe, ContentIdPipe } from '../../common/id-pipes';
import { ApiBody, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ContentClient } from '../../clients/service-clients.module';
import { Moderators } from '../../common/moderators';
import { UploadedFileTexts } from '../../common/uploaded-file-texts';
import { LimitedPerMember } from '../../security/member-write-limits';
import { SignedInMember } from '../../session/signed-in-member';
import { ApiQueryFrom } from '../../openapi/api-queries';
import { ApiAnswer, ApiAnswerList, ApiErrors } from '../../openapi/api-responses';


/** Contents, comments and likes; every call needs a signed-in member. */
@ApiTags('contents')
@ApiErrors(400, 401)
@Controller()
export class ContentsController {
  constructor(
    private readonly contents: ContentClient,
    private readonly moderators: Moderators,
    private readonly uploadedFiles: UploadedFileTexts,
  ) {}

  /** The member's input with what the PHI guard reads of its uploads (their names and the attachment's text). */
  private async withUploadedFiles(memberId: number, body: unknown): Promise<InternalContentInput> {
    const input = validateInput(contentInputSchema, body);
    return { ...input, uploadedFiles: await this.uploadedFiles.of(memberId, input) };
  }

  @Get(ApiRoutes.contents)
  @ApiAnswer('ContentListResponse')
  @ApiQueryFrom(contentListQuerySchema)
  @ApiOperation({
    summary: 'Contents newest first',
    description:
      'Contents newest first (by publishedAt) as {contents, total}; total counts every match of the filters',
  })
  list(@SignedInMember() memberId: number, @Query() query: unknown): Promise<ContentListResponse> {
    const filters = validateInput(contentListQuerySchema, query);
    return this.contents.get(ContentRoutes.contents, { query: filters, actingUserId: memberId });
  }

  @Post(ApiRoutes.contents)
  @LimitedPerMember('contents')
  @ApiAnswer('Content', 201)
  @ApiErrors(422)
  @ApiBody({ schema: openApiRef('ContentInput') })
  @ApiOperation({
    summary: 'Publish at once',
    description:
      `Publish at once (isPublished true, publishedAt now; both given values are ignored). An empty summary becomes the first ${SUMMARY_MAX} characters of the body plus '...' when longer; tags trimmed, empty and duplicate ones dropped. The PHI guard reads the text and, of the member's attached uploads, the names they were uploaded with and the attachment's text (findings in attachmentName, thumbnailName, attachmentText; 422). Answers the Content (201)`,
  })
  async publish(@SignedInMember() memberId: number, @Body() body: unknown): Promise<Content> {
    return this.contents.post(ContentRoutes.contents, { body: await this.withUploadedFiles(memberId, body), actingUserId: memberId });
  }

  @Get(ApiRoutes.contentById(':id'))
  @ApiAnswer('Content')
  @ApiErrors(404)
  @ApiOperation({
    summary: "One Content; another member's opening counts a view",
    description:
      "One Content; another member's opening counts a view (viewCount). 404 when missing or deleted, and when hidden pending review (moderationStatus 'hidden', for its author) or removed by a moderator, except for moderators",
  })
  async content(@SignedInMember() memberId: number, @Param('id', ContentIdPipe) id: number): Promise<Content> {
    try {
      return await this.contents.get(ContentRoutes.content(id), { actingUserId: memberId });
    } catch (error) {
      // Moderators read what moderation hid or removed; asked on a 404 only, so members' reads cost no role check.
      if (!(error instanceof HttpException && error.getStatus() === 404) || !(await this.moderators.isModerator(memberId))) throw error;
      return this.contents.get(ContentRoutes.content(id), { query: { asModerator: true }, actingUserId: memberId });
    }
  }

  @Put(ApiRoutes.contentById(':id'))
  @LimitedPerMember('contentEdits')
  @ApiAnswer('Content')
  @ApiErrors(403, 404, 422)
  @ApiBody({ schema: openApiRef('ContentInput') })
  @ApiOperation({
    summary: 'Edit, author only',
    description:
      'Edit, author only (403 otherwise); every field of the form is replaced, publishedAt stays; the PHI guard reads it as a new content. Answers the Content',
  })
  async update(@SignedInMember() memberId: number, @Param('id', ContentIdPipe) id: number, @Body() body: unknown): Promise<Content> {
    return this.contents.put(ContentRoutes.content(id), { body: await this.withUploadedFiles(memberId, body), actingUserId: memberId });
  }

  @Delete(ApiRoutes.contentById(':id'))
  @LimitedPerMember('contentEdits')
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(403, 404)
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete, author only (403 otherwise), with its comments and likes; 204' })
  async remove(@SignedInMember() memberId: number, @Param('id', ContentIdPipe) id: number): Promise<void> {
    await this.contents.delete(ContentRoutes.content(id), { actingUserId: memberId });
  }

  @Get(ApiRoutes.contentComments(':id'))
  @ApiAnswerList('CommentEntry')
  @ApiErrors(404)
  @ApiOperation({
    summary: "The comments newest first",
    description:
      "The comments newest first: a list of {comment {id, body, authorId, contentId, createdAt, moderationStatus}, author {id, name, specialty, affiliation, profilePicture}}. A comment hidden pending review is listed for its author only (moderationStatus 'hidden'); 404 when the content is missing, deleted, hidden or removed, except for moderators, who read a hidden or removed content's comments, hidden and removed ones too (flagged 'hidden', 'removed')",
  })
  async comments(@SignedInMember() memberId: number, @Param('id', ContentIdPipe) id: number): Promise<CommentEntry[]> {
    try {
      return await this.contents.get(ContentRoutes.comments(id), { actingUserId: memberId });
    } catch (error) {
      // As for the content itself: asked again as a moderator on a 404 only, so members' reads cost no role check.
      if (!(error instanceof HttpException && error.getStatus() === 404) || !(await this.moderators.isModerator(memberId))) throw error;
      return this.contents.get(ContentRoutes.comments(id), { query: { asModerator: true }, actingUserId: memberId });
    }
  }

  @Post(ApiRoutes.contentComments(':id'))
  @LimitedPerMember('comments')
  @ApiAnswer('CommentEntry', 201)
  @ApiErrors(404, 422)
  @ApiBody({ schema: openApiRef('CommentInput') })
  @ApiOperation({
    summary: 'Comment {body}',
    description:
      `Comment {body}; blank text answers 400 '${CommentMessages.empty}'. Answers the created {comment, author} (201)`,
  })
  comment(
    @SignedInMember(CommentMessages.signedOut) memberId: number,
    @Param('id', ContentIdPipe) id: number,
    @Body() body: unknown,
  ): Promise<CommentEntry> {
    return this.contents.post(ContentRoutes.comments(id), { body: validateInput(commentSchema, body), actingUserId: memberId });
  }

  @Delete(ApiRoutes.commentById(':id'))
  @LimitedPerMember('contentEdits')
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(403, 404)
  @HttpCode(204)
  @ApiOperation({ summary: "Delete a comment, the comment's author only (403 otherwise); 204" })
  async removeComment(@SignedInMember(CommentMessages.signedOut) memberId: number, @Param('id', CommentIdPipe) id: number): Promise<void> {
    await this.contents.delete(ContentRoutes.comment(id), { actingUserId: memberId });
  }

  @Get(ApiRoutes.contentLikesCheck(':id'))
  @ApiAnswer('LikeStatus')
  @ApiErrors(404)
  @ApiOperation({ summary: 'Whether the signed-in member likes it: {hasLiked}' })
  likeStatus(@SignedInMember() memberId: number, @Param('id', ContentIdPipe) id: number): Promise<LikeStatus> {
    return this.contents.get(ContentRoutes.likeCheck(id), { actingUserId: memberId });
  }

  @Post(ApiRoutes.contentLikes(':id'))
  @LimitedPerMember('likes')
  @ApiAnswer('LikeChange')
  @ApiErrors(404)
  @HttpCode(200)
  @ApiOperation({ summary: 'Like (empty JSON body); idempotent. Answers {hasLiked, likesCount}' })
  like(@SignedInMember(LikeMessages.signedOut) memberId: number, @Param('id', ContentIdPipe) id: number): Promise<LikeChange> {
    return this.contents.post(ContentRoutes.likes(id), { actingUserId: memberId });
  }

  @Delete(ApiRoutes.contentLikes(':id'))
  @ApiAnswer('LikeChange')
  @ApiErrors(404)
  @ApiOperation({ summary: 'Unlike; idempotent. Answers {hasLiked, likesCount}' })
  unlike(@SignedInMember(LikeMessages.signedOut) memberId: number, @Param('id', ContentIdPipe) id: number): Promise<LikeChange> {
    return this.contents.delete(ContentRoutes.likes(id), { actingUserId: memberId });
  }
}

import {
  commentSchema,
  internalContentInputSchema,
  contentListQuerySchema,
  contentReadQuerySchema,
  ContentRoutes,
  fileAccessSchema,
  fileReferencesSchema,
  type CommentEntry,
  type Content,
  type ContentListResponse,
  type FileAccess,
  type FileReferences,
  type LikeChange,
  type LikeStatus,
} from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { AddCommentHandler } from '../commands/add-comment/add-comment.handler';
import { CountContentViewHandler } from '../commands/count-content-view/count-content-view.handler';
import { DeleteContentHandler } from '../commands/delete-content/delete-content.handler';
import { PublishContentHandler } from '../commands/publish-content/publish-content.handler';
import { ToggleLikeHandler } from '../commands/toggle-like/toggle-like.handler';
import { UpdateContentHandler } from '../commands/update-content/update-content.handler';
import { CheckLikeHandler } from '../queries/check-like/check-like.handler';
import { FileReferencesHandler } from '../queries/file-references/file-references.handler';
import { ListCommentsHandler } from '../queries/list-comments/list-comments.handler';
import { ListContentsHandler } from '../queries/list-contents/list-contents.handler';
import { GetContentHandler } from '../queries/get-content/get-content.handler';

/** Internal API of content (contracts/src/services/content.ts); only the BFF calls it. */
@Controller()
export class ContentsController {
  constructor(
    private readonly listContents: ListContentsHandler,
    private readonly getContent: GetContentHandler,
    private readonly countContentView: CountContentViewHandler,
    private readonly publishContent: PublishContentHandler,
    private readonly updateContent: UpdateContentHandler,
    private readonly deleteContent: DeleteContentHandler,
    private readonly listComments: ListCommentsHandler,
    private readonly addComment: AddCommentHandler,
    private readonly toggleLike: ToggleLikeHandler,
    private readonly checkLike: CheckLikeHandler,
    private readonly fileReferences: FileReferencesHandler,
  ) {}

  @Get(ContentRoutes.contents)
  list(@Query() query: unknown, @ActingUserId(true) memberId?: number): Promise<ContentListResponse> {
    return this.listContents.execute(validateInput(contentListQuerySchema, query), memberId);
  }

  @Post(ContentRoutes.contents)
  publish(@ActingUserId() authorId: number, @Body() body: unknown): Promise<Content> {
    return this.publishContent.execute(authorId, validateInput(internalContentInputSchema, body));
  }

  /** A service's question (no acting member): which of these files are still used. */
  @Post(ContentRoutes.fileReferences)
  @HttpCode(200)
  referenced(@Body() body: unknown): Promise<FileReferences> {
    return this.fileReferences.execute(validateInput(fileReferencesSchema, body).urls);
  }

  /** Whether the acting member may read an uploaded file: a content they may read shows it. */
  @Post(ContentRoutes.fileAccess)
  @HttpCode(200)
  fileAccess(@ActingUserId() memberId: number, @Body() body: unknown): Promise<FileAccess> {
    return this.fileReferences.readableBy(validateInput(fileAccessSchema, body).url, memberId);
  }

  /**
   * Reading a content as a member counts that member's view: the command runs before the answer is made. A
   * moderator's read (`asModerator`) also finds what moderation hid or removed, and counts no view.
   */
  @Get(ContentRoutes.content(':id'))
  async content(@Param('id', ParseIntPipe) id: number, @Query() query: unknown, @ActingUserId(true) viewerId?: number): Promise<Content> {
    if (validateInput(contentReadQuerySchema, query).asModerator) return this.getContent.forModerator(id);
    return this.getContent.present(await this.countContentView.execute(id, viewerId));
  }

  @Put(ContentRoutes.content(':id'))
  update(
    @Param('id', ParseIntPipe) id: number,
    @ActingUserId() actingUserId: number,
    @Body() body: unknown,
  ): Promise<Content> {
    return this.updateContent.execute(id, actingUserId, validateInput(internalContentInputSchema, body));
  }

  @Delete(ContentRoutes.content(':id'))
  @HttpCode(204)
  remove(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number): Promise<void> {
    return this.deleteContent.execute(id, actingUserId);
  }

  /** As for the content: a moderator's read (`asModerator`) also lists what moderation hid or removed. */
  @Get(ContentRoutes.comments(':id'))
  comments(
    @Param('id', ParseIntPipe) id: number,
    @Query() query: unknown,
    @ActingUserId(true) memberId?: number,
  ): Promise<CommentEntry[]> {
    return this.listComments.execute(id, memberId, validateInput(contentReadQuerySchema, query).asModerator);
  }

  @Post(ContentRoutes.comments(':id'))
  comment(
    @Param('id', ParseIntPipe) id: number,
    @ActingUserId() authorId: number,
    @Body() body: unknown,
  ): Promise<CommentEntry> {
    return this.addComment.execute(id, authorId, validateInput(commentSchema, body));
  }

  @Get(ContentRoutes.likeCheck(':id'))
  likeStatus(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<LikeStatus> {
    return this.checkLike.execute(id, memberId);
  }

  @Post(ContentRoutes.likes(':id'))
  @HttpCode(200)
  like(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<LikeChange> {
    return this.toggleLike.like(id, memberId);
  }

  @Delete(ContentRoutes.likes(':id'))
  unlike(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<LikeChange> {
    return this.toggleLike.unlike(id, memberId);
  }
}

import { ContentRoutes } from '@docnet/contracts';
import { ActingUserId } from '@docnet/platform';
import { Controller, Delete, HttpCode, Param, ParseIntPipe } from '@nestjs/common';
import { RemoveCommentHandler } from '../commands/remove-comment/remove-comment.handler';

/** Internal API of content for one comment (contracts/src/services/content.ts). */
@Controller()
export class CommentsController {
  constructor(private readonly removeComment: RemoveCommentHandler) {}

  @Delete(ContentRoutes.comment(':id'))
  @HttpCode(204)
  remove(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number): Promise<void> {
    return this.removeComment.execute(id, actingUserId);
  }
}

import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CommentModel } from '../../persistence/comment.schema';
import { ContentModel } from '../../persistence/content.schema';
import { LikeModel } from '../../persistence/like.schema';
import { DeleteContentHandler } from '../delete-content/delete-content.handler';
import { RemoveCommentHandler } from '../remove-comment/remove-comment.handler';
import { ToggleLikeHandler } from '../toggle-like/toggle-like.handler';

/**
 * A member deleted their account: their contents, comments and likes go through the same writes the member's own
 * delete, comment removal and unlike make, so the feed, the counters and every consumer follow (the BFF's upload
 * cleanup removes the contents' files on content.deleted). One gone meanwhile (or never visible again: a content
 * moderation removed keeps its own course) is skipped; a redelivery finds nothing left.
 */
@Injectable()
export class RemoveMemberContentsHandler {
  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    @Inject(CommentModel) private readonly comments: CommentModel,
    @Inject(LikeModel) private readonly likes: LikeModel,
    private readonly deleteContent: DeleteContentHandler,
    private readonly removeComment: RemoveCommentHandler,
    private readonly toggleLike: ToggleLikeHandler,
  ) {}

  async execute(memberId: number): Promise<void> {
    const own = await this.contents.find({ authorId: memberId, deletedAt: null }, { _id: 1 }).lean();
    for (const { _id } of own) await skipGone(() => this.deleteContent.execute(_id, memberId));
    const comments = await this.comments.find({ authorId: memberId, removed: false }, { _id: 1 }).lean();
    for (const { _id } of comments) await skipGone(() => this.removeComment.execute(_id, memberId));
    const likes = await this.likes.find({ memberId, liked: true }, { contentId: 1 }).lean();
    for (const { contentId } of likes) await skipGone(() => this.toggleLike.unlike(contentId, memberId));
  }
}

async function skipGone(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!(error instanceof NotFoundException || error instanceof ForbiddenException)) throw error;
  }
}

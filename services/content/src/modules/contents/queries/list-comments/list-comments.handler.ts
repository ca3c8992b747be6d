import type { CommentEntry } from '@docnet/contracts';
import { MemberCards } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { toCommentEntry } from '../../persistence/content.mapper';
import { CommentModel } from '../../persistence/comment.schema';
import { LiveContents } from '../../persistence/live-contents';
import { visibleTo } from '../../../../domain/moderation-status';

/** A bound on one answer; far above what a discussion on one post reaches. */
const COMMENTS_MAX = 500;

/**
 * A content's comments, newest first, each with its author's card. A comment hidden pending review shows to its
 * author only (flagged), one removed by a moderator to nobody. A moderator's read (`asModerator`,
 * the BFF's, as for the content itself) also finds a hidden or removed content and every comment, flagged.
 */
@Injectable()
export class ListCommentsHandler {
  constructor(
    @Inject(CommentModel) private readonly comments: CommentModel,
    private readonly live: LiveContents,
    private readonly cards: MemberCards,
  ) {}

  async execute(contentId: number, memberId?: number, asModerator = false): Promise<CommentEntry[]> {
    if (asModerator) await this.live.findForModerator(contentId);
    else await this.live.find(contentId, memberId);
    const rows = await this.comments
      .find(
        { contentId, removed: false },
        { body: 1, authorId: 1, contentId: 1, createdAt: 1, moderationStatus: 1 },
      )
      .sort({ createdAt: -1, _id: -1 })
      .limit(COMMENTS_MAX)
      .lean();
    const comments = asModerator ? rows : rows.filter((comment) => visibleTo(comment, memberId));
    const cards = await this.cards.find([...new Set(comments.map((comment) => comment.authorId))]);
    return comments.map((comment) => toCommentEntry(comment, cards));
  }
}

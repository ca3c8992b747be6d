import { contentInputFields, type CommentEntry, type Content } from '@docnet/contracts';
import { pickFields, type MemberCard } from '@docnet/platform';
import { toAuthorCard } from '../../../domain/author-card';
import type { CommentDocument } from './comment.schema';
import type { StoredContent } from '../domain/stored-content';

/** A content as members read it: its written fields copied by the contracts' list, then what the service keeps. */
export function toContent(content: StoredContent, cards: ReadonlyMap<number, MemberCard>): Content {
  return {
    id: content._id,
    ...pickFields(content, contentInputFields),
    viewCount: content.viewCount,
    publishedAt: content.publishedAt.toISOString(),
    createdAt: content.createdAt.toISOString(),
    updatedAt: content.updatedAt.toISOString(),
    isPublished: content.isPublished,
    authorId: content.authorId,
    author: toAuthorCard(cards.get(content.authorId)),
    likesCount: content.likesCount,
    commentsCount: content.commentsCount,
    ...(content.moderationStatus && { moderationStatus: content.moderationStatus }),
  };
}

export function toCommentEntry(
  comment: Pick<
    CommentDocument,
    '_id' | 'body' | 'authorId' | 'contentId' | 'createdAt' | 'moderationStatus'
  >,
  cards: ReadonlyMap<number, MemberCard>,
): CommentEntry {
  return {
    comment: {
      id: comment._id,
      body: comment.body,
      authorId: comment.authorId,
      contentId: comment.contentId,
      createdAt: comment.createdAt.toISOString(),
      // Removed ones reach moderators only (ListCommentsHandler).
      ...(comment.moderationStatus && { moderationStatus: comment.moderationStatus }),
    },
    author: toAuthorCard(cards.get(comment.authorId)),
  };
}

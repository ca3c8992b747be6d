import { contentInputFields, type AuthorCard, type CommentEntry, type Content } from '@docnet/contracts';
import { pickFields, type MemberCard } from '@docnet/platform';
import type { CommentDocument } from './comment.schema';
import type { StoredContent } from '../domain/stored-content';

/** The author card of part 1 §3 from the member card kept from profile events; affiliation falls back to the hospital. */
export function toAuthorCard(card: MemberCard | undefined): AuthorCard | null {
  if (!card) return null;
  return {
    id: card.id,
    name: card.name,
    specialty: card.specialty,
    affiliation: card.affiliation ?? card.hospital,
    profilePicture: card.profilePicture,
  };
}

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
  };
}

export function toCommentEntry(
  comment: Pick<CommentDocument, '_id' | 'body' | 'authorId' | 'contentId' | 'createdAt'>,
  cards: ReadonlyMap<number, MemberCard>,
): CommentEntry {
  return {
    comment: {
      id: comment._id,
      body: comment.body,
      authorId: comment.authorId,
      contentId: comment.contentId,
      createdAt: comment.createdAt.toISOString(),
    },
    author: toAuthorCard(cards.get(comment.authorId)),
  };
}

import * as yup from 'yup';
import { contentTypes, LANGUAGE_TAG_MAX, LANGUAGE_TAG_PATTERN } from './content-limits';
import type {
  AuthorCard,
  CommentEntry,
  Content,
  ContentListResponse,
  ContentUploadResponse,
  LikeStatus,
} from './content';
import { responseField, responseSchema } from './response-schema';
import type { ThumbnailUploadResponse } from './uploads';

/** The answers' schemas of content.ts for the OpenAPI document, in a module the SPA never bundles. */

export const authorCardResponseSchema = responseSchema<AuthorCard>()({
  id: responseField.id,
  name: responseField.text,
  specialty: responseField.optionalText,
  affiliation: responseField.optionalText,
  profilePicture: responseField.optionalText,
  npiVerified: yup.boolean().defined(),
});

export const contentResponseSchema = responseSchema<Content>()({
  id: responseField.id,
  title: responseField.text,
  summary: responseField.text,
  body: responseField.text,
  contentType: yup.string().oneOf(contentTypes).defined(),
  tags: responseField.texts,
  attachmentUrl: responseField.optionalText,
  thumbnailUrl: responseField.optionalText,
  language: yup.string().max(LANGUAGE_TAG_MAX).matches(LANGUAGE_TAG_PATTERN).optional(),
  viewCount: responseField.count,
  publishedAt: responseField.timestamp,
  createdAt: responseField.timestamp,
  updatedAt: responseField.timestamp,
  isPublished: responseField.flag,
  authorId: responseField.id,
  author: authorCardResponseSchema.defined().nullable(),
  likesCount: responseField.count,
  commentsCount: responseField.count,
  likedByMe: yup.boolean().optional(),
  moderationStatus: yup
    .string()
    .oneOf(['hidden', 'removed'] as const)
    .optional(),
});

export const contentListResponseSchema = responseSchema<ContentListResponse>()({
  contents: yup.array(contentResponseSchema.defined()).defined(),
  total: responseField.count,
});

export const commentEntryResponseSchema = responseSchema<CommentEntry>()({
  comment: responseSchema<CommentEntry['comment']>()({
    id: responseField.id,
    body: responseField.text,
    authorId: responseField.id,
    contentId: responseField.id,
    createdAt: responseField.timestamp,
    moderationStatus: yup
      .string()
      .oneOf(['hidden', 'removed'] as const)
      .optional(),
  }).defined(),
  author: authorCardResponseSchema.defined().nullable(),
});

export const likeStatusResponseSchema = responseSchema<LikeStatus>()({ hasLiked: responseField.flag });

/** An attachment's upload answers {attachmentUrl}; a thumbnail's the same URL twice. */
export const contentUploadResponseSchema = responseSchema<
  ContentUploadResponse & Partial<ThumbnailUploadResponse>
>()({
  attachmentUrl: responseField.text,
  thumbnailUrl: yup.string().optional(),
});

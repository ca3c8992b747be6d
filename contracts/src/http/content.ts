import * as yup from 'yup';
import { fieldList } from './field-list';
import { isWebUrl, withWebScheme } from './listing-fields';
import { pageOffsetSchema } from './paging';
import { phiConfirmationSchema, type PhiConfirmable } from './phi-guard';
import { isUploadedContentFileUrl } from './uploads';
import {
  contentTypes,
  type ContentType,
  DEFAULT_CONTENT_TYPE,
  SUMMARY_MAX,
  CONTENT_LIST_MAX_LIMIT,
  TITLE_MAX,
  BODY_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  URL_MAX,
  COMMENT_MAX,
  LANGUAGE_TAG_MAX,
  LANGUAGE_TAG_PATTERN,
  normalizeTags,
} from './content-limits';

/** The public card of a content's or comment's author, kept from profile events. */
export interface AuthorCard {
  id: number;
  name: string;
  specialty: string | null;
  affiliation: string | null;
  profilePicture: string | null;
  /** The author's NPI is bound to them (the verified badge); false on cards from before NPI binding. */
  npiVerified: boolean;
}

/** Content. Dates are ISO strings. */
export interface Content {
  id: number;
  title: string;
  summary: string;
  body: string;
  contentType: ContentType;
  tags: string[];
  attachmentUrl: string | null;
  thumbnailUrl: string | null;
  /** The language it is written in, a short BCP 47 tag ('en', 'pt-BR'); absent when its author named none. */
  language?: string;
  viewCount: number;
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
  isPublished: boolean;
  authorId: number;
  /** Null only when the author's card has not reached the content service yet. */
  author: AuthorCard | null;
  likesCount: number;
  commentsCount: number;
  /**
   * Whether the signed-in member likes it: in list answers (GET /api/contents) only, so a page of cards
   * costs no like check per card. Absent elsewhere; GET /api/contents/{id}/likes/check answers it for one.
   */
  likedByMe?: boolean;
  /**
   * 'hidden' while reports hide it pending review: only its author and moderators still read it then; 'removed' by a
   * moderator's decision: only moderators read it. Absent otherwise.
   */
  moderationStatus?: 'hidden' | 'removed';
}

/** GET /api/contents answer. */
export interface ContentListResponse {
  contents: Content[];
  total: number;
}

/** Comment list entry; POST /api/contents/{id}/comments answers one too. */
export interface CommentEntry {
  comment: {
    id: number;
    body: string;
    authorId: number;
    contentId: number;
    createdAt: string;
    /**
     * 'hidden' while reports hide it pending review (only its author still sees it then); 'removed' by a
     * moderator's decision, shown to moderators only, who read a hidden or removed content's comments with both.
     * Absent otherwise.
     */
    moderationStatus?: 'hidden' | 'removed';
  };
  author: AuthorCard | null;
}

/** GET /api/contents/{id}/likes/check answer. */
export interface LikeStatus {
  hasLiked: boolean;
}

/** POST /api/uploads/content answer. */
export interface ContentUploadResponse {
  attachmentUrl: string;
}

/** The auto-summary: the first 150 body characters, plus '...' only when the body is longer. */
export function autoSummary(body: string): string {
  return body.length > SUMMARY_MAX ? `${body.slice(0, SUMMARY_MAX)}...` : body;
}

/**
 * A member writes at most 150 characters; the auto-summary of the body (150 plus '...') is accepted too, so
 * the form's own fill-in and a stored auto-summary sent back unchanged by an edit always pass.
 */
export function isAcceptedSummary(summary: string | null | undefined, body: unknown): boolean {
  if (!summary || summary.length <= SUMMARY_MAX) return true;
  return typeof body === 'string' && summary === autoSummary(body.trim());
}

/** Whether the stored summary is the one the body would give: the edit form shows it as an empty (auto) summary. */
export function isAutoSummaryOf(summary: string | null | undefined, body: string): boolean {
  return !!summary && body.trim().length > SUMMARY_MAX && summary === autoSummary(body.trim());
}

/**
 * An attachment or thumbnail link is rendered as a link or image for every reader: only the exact URL of one
 * of our uploads or an absolute http(s) address, never `javascript:` or `data:` that would run on our origin,
 * nor a path that reaches another /api route.
 */
function isSafeLink(value: string | null | undefined): boolean {
  return !value || isUploadedContentFileUrl(value) || isWebUrl(value);
}

// 'www.example.org' gets https:// (withWebScheme, as the profile and listing forms), in the form and on the server alike.
const optionalUrl = yup
  .string()
  .trim()
  .transform(withWebScheme)
  .max(URL_MAX, `At most ${URL_MAX} characters`)
  .transform((value: string | null | undefined) => (value ? value : null))
  .nullable()
  .default(null)
  .test('safe-link', 'Please enter a valid URL', isSafeLink);

/** GET /api/contents query. */
export const contentListQuerySchema = yup.object({
  limit: yup.number().integer().min(1).max(CONTENT_LIST_MAX_LIMIT).default(CONTENT_LIST_MAX_LIMIT),
  offset: pageOffsetSchema(),
  contentType: yup.string().oneOf(contentTypes, 'Unknown content type').optional(),
  authorId: yup.number().integer().positive().optional(),
  tag: yup.string().trim().max(TAG_MAX_LENGTH).optional(),
});
/** Query of GET /api/contents and ContentRoutes.contents; a type alias, not an interface, so its fields fit `QueryParameters`. */
export type ContentListQuery = {
  limit?: number;
  offset?: number;
  contentType?: ContentType;
  authorId?: number;
  tag?: string;
};

/**
 * POST /api/contents and PUT /api/contents/{id} body. isPublished and publishedAt are
 * accepted in the request (the SPA's form sends them) but the server decides them: published at once, publishedAt set on create only.
 */
export const contentInputSchema = yup.object({
  title: yup.string().trim().required('Title is required').max(TITLE_MAX, `At most ${TITLE_MAX} characters`),
  body: yup.string().trim().required('Body is required').max(BODY_MAX, `At most ${BODY_MAX} characters`),
  summary: yup
    .string()
    .trim()
    .transform((value: string | null | undefined) => value ?? '')
    .default('')
    .test('summary-length', `Summary must be at most ${SUMMARY_MAX} characters`, function (summary) {
      return isAcceptedSummary(summary, (this.parent as { body?: unknown }).body);
    }),
  contentType: yup
    .string()
    .oneOf(contentTypes, 'Content type must be article, research or case_study')
    .transform((value: string | null | undefined) => value || undefined)
    .default(DEFAULT_CONTENT_TYPE),
  tags: yup
    .array(yup.string().defined())
    .transform((value: unknown) => (Array.isArray(value) ? normalizeTags(value) : (value ?? [])))
    .max(TAGS_MAX, `At most ${TAGS_MAX} tags`)
    .test('tag-length', `Tags have at most ${TAG_MAX_LENGTH} characters`, (tags) =>
      (tags ?? []).every((tag) => tag.length <= TAG_MAX_LENGTH),
    )
    .nullable()
    .default([]),
  attachmentUrl: optionalUrl,
  thumbnailUrl: optionalUrl,
  // Optional and without a default: left out (or empty), an edit keeps the language the content has.
  language: yup
    .string()
    .trim()
    .transform((value: string | null | undefined) => value || undefined)
    .max(LANGUAGE_TAG_MAX, `Language has at most ${LANGUAGE_TAG_MAX} characters`)
    .matches(LANGUAGE_TAG_PATTERN, 'Language must be a language code such as en, es or pt-BR')
    .optional(),
  isPublished: yup.boolean().optional(),
  publishedAt: yup.string().nullable().optional(),
  phiConfirmation: phiConfirmationSchema,
});
/** `phiConfirmation` confirms the PHI guard's findings in the title, summary, body, tags and external links (phi-guard.ts). */
export interface ContentInput extends PhiConfirmable {
  title: string;
  body: string;
  summary?: string | null;
  contentType?: ContentType;
  tags?: string[] | null;
  attachmentUrl?: string | null;
  thumbnailUrl?: string | null;
  language?: string;
  isPublished?: boolean;
  publishedAt?: string | null;
}

/**
 * The fields of a content its author writes: every field of ContentInput but the server-decided isPublished
 * and publishedAt, and the PHI guard's phiConfirmation (kept apart, for audit). The content service stores,
 * answers and caches a content's written fields by this one list, so a new one is added to `Content`,
 * `ContentInput`, their schemas, this list and the service's mongoose schema, and nowhere else.
 */
export const contentInputFields = fieldList<Omit<ContentInput, 'isPublished' | 'publishedAt' | 'phiConfirmation'>>()([
  'title',
  'summary',
  'body',
  'contentType',
  'tags',
  'attachmentUrl',
  'thumbnailUrl',
  'language',
]) satisfies readonly (keyof Content)[];
export type ContentInputField = (typeof contentInputFields)[number];

/** The texts of the comment rules. */
export const CommentMessages = {
  emptyTitle: 'Empty comment',
  empty: 'Please enter some text for your comment.',
  signedOutTitle: 'Authentication required',
  signedOut: 'Please log in to comment.',
} as const;

/** The texts of the like rules. */
export const LikeMessages = {
  signedOutTitle: 'Authentication required',
  signedOut: 'Please log in to like content.',
} as const;

/** POST /api/contents/{id}/comments body: empty or whitespace-only text is refused. */
export const commentSchema = yup.object({
  body: yup
    .string()
    .trim()
    .required(CommentMessages.empty)
    .max(COMMENT_MAX, `Comments have at most ${COMMENT_MAX} characters`),
  phiConfirmation: phiConfirmationSchema,
});
/** `phiConfirmation` confirms the PHI guard's findings in the body (phi-guard.ts). */
export interface CommentInput extends PhiConfirmable {
  body: string;
}

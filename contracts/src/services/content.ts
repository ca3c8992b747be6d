import * as yup from 'yup';
import {
  contentInputSchema,
  type CommentEntry,
  type CommentInput,
  type Content,
  type ContentInput,
  type ContentListQuery,
  type ContentListResponse,
  type LikeStatus,
} from '../http/content';
import {
  reportSchema,
  type AppealDecisionInput,
  type AppealInput,
  type DecisionLogQuery,
  type ModerationAppeal,
  type ModerationCase,
  type ModerationDecision,
  type ModerationDecisionInput,
  type ModerationDecisionLog,
  type ModerationQueue,
  type ReportReceipt,
} from '../http/moderation';
import { internalRoute } from './internal-route';

/**
 * Internal HTTP API of the content service; only the BFF calls it, with the service token and the
 * acting member's id (`x-acting-user-id`) for a member's call.
 *
 * Answers are the /api shapes of contracts/src/http/content.ts. Writes need an acting member (401
 * without); edits and deletions are the author's only (403 'You can only change your own content' /
 * 'You can only delete your own comments'); an unknown content or comment answers 404 'Content not
 * found' / 'Comment not found'; invalid input answers 400 with the contracts schema's message; a content or
 * comment whose text may identify a patient answers 422 `PhiRefusalBody` unless it carries `phiConfirmation`.
 */
export const ContentRoutes = {
  /**
   * GET with `contentListQuerySchema`: ContentListResponse, newest first, each content with `likedByMe` when
   * called for a member. POST `internalContentInputSchema`: 201 Content.
   */
  contents: internalRoute<{
    GET: { query: ContentListQuery; answer: ContentListResponse };
    POST: { body: InternalContentInput; answer: Content };
  }>('/internal/contents'),
  /**
   * GET: Content; counts a view when the acting member is not the author. With `contentReadQuerySchema`'s
   * `asModerator` (the BFF sends it for a moderator only) a content hidden or removed by moderation is read too,
   * without a view. PUT `internalContentInputSchema`: Content. DELETE: 204.
   */
  content: (id: number | string) =>
    internalRoute<{
      GET: { query: ContentReadQuery; answer: Content };
      PUT: { body: InternalContentInput; answer: Content };
      DELETE: { answer: void };
    }>(`/internal/contents/${id}`),
  /**
   * GET: CommentEntry[], newest first; with `asModerator` (as for GET content: the BFF sends it for a moderator
   * only) a content hidden or removed by moderation answers too, with its hidden and removed comments flagged.
   * POST `commentSchema`: 201 CommentEntry.
   */
  comments: (id: number | string) =>
    internalRoute<{
      GET: { query: ContentReadQuery; answer: CommentEntry[] };
      POST: { body: CommentInput; answer: CommentEntry };
    }>(
      `/internal/contents/${id}/comments`,
    ),
  /** DELETE: 204, the comment's author only. */
  comment: (id: number | string) => internalRoute<{ DELETE: { answer: void } }>(`/internal/comments/${id}`),
  /** POST: like, DELETE: unlike; both idempotent and answer LikeChange. */
  likes: (id: number | string) =>
    internalRoute<{ POST: { answer: LikeChange }; DELETE: { answer: LikeChange } }>(
      `/internal/contents/${id}/likes`,
    ),
  /** GET: LikeStatus of the acting member. */
  likeCheck: (id: number | string) =>
    internalRoute<{ GET: { answer: LikeStatus } }>(`/internal/contents/${id}/likes/check`),
  /**
   * POST `fileReferencesSchema` ({urls}): FileReferences, the URLs among them that a content not deleted still
   * uses as its attachment or thumbnail (the BFF asks before it removes an uploaded file).
   */
  fileReferences: internalRoute<{ POST: { body: FileReferencesRequest; answer: FileReferences } }>(
    '/internal/contents/file-references',
  ),
  /**
   * POST `fileAccessSchema` ({url}) as the acting member: FileAccess, whether a content that member may read (not
   * deleted; visible, or their own) uses the uploaded file as its attachment or thumbnail. The BFF asks before it
   * serves an uploaded file to anyone but its uploader: a file goes with the contents that show it.
   */
  fileAccess: internalRoute<{ POST: { body: FileAccessRequest; answer: FileAccess } }>('/internal/contents/file-access'),
  /**
   * Reporting and moderation. POST `internalReportSchema` (acting member = reporter): 201 ReportReceipt;
   * 409 `ModerationMessages.alreadyReported` a second time, 400 `ownItem` for oneself or one's own item, 404 when
   * the target is missing or not visible to the reporter. A message is described by the BFF (`message`), which
   * checked that the reporter is in its conversation. The third distinct reporter hides a content or comment.
   */
  reports: internalRoute<{ POST: { body: InternalReport; answer: ReportReceipt } }>('/internal/reports'),
  /**
   * The moderators' routes: the BFF lets only moderators call them (the acting member is the moderator). GET:
   * the open cases and the open appeals whose appealed decision the acting moderator did not make.
   */
  moderationQueue: internalRoute<{ GET: { answer: ModerationQueue } }>('/internal/moderation/queue'),
  /** GET: one case (404 `caseNotFound`). */
  moderationCase: (id: number | string) =>
    internalRoute<{ GET: { answer: ModerationCase } }>(`/internal/moderation/cases/${id}`),
  /** POST `moderationDecisionSchema`: 201 ModerationDecision; 409 `caseDecided`, 403 `ownCase`, 400 `removeItemsOnly`. */
  caseDecisions: (id: number | string) =>
    internalRoute<{ POST: { body: ModerationDecisionInput; answer: ModerationDecision } }>(
      `/internal/moderation/cases/${id}/decisions`,
    ),
  /** GET `decisionLogQuerySchema`: the decision log, newest first. */
  moderationDecisions: internalRoute<{ GET: { query: DecisionLogQuery; answer: ModerationDecisionLog } }>(
    '/internal/moderation/decisions',
  ),
  /** GET: one decision (404 `decisionNotFound`); the BFF shows it to the member concerned and to moderators. */
  moderationDecision: (id: number | string) =>
    internalRoute<{ GET: { answer: ModerationDecision } }>(`/internal/moderation/decisions/${id}`),
  /** POST `appealSchema` (acting member = the member concerned, else 403): 201 ModerationAppeal; 409 `alreadyAppealed`, 400 `notAppealable`. */
  appeals: (decisionId: number | string) =>
    internalRoute<{ POST: { body: AppealInput; answer: ModerationAppeal } }>(
      `/internal/moderation/decisions/${decisionId}/appeals`,
    ),
  /**
   * GET: the latest suspension decision about the member (404 `suspensionNotFound`). POST `appealSchema` (acting
   * member = that member, whom the BFF knows from their appeal token): appeals it like any decision (201
   * ModerationAppeal; 409 `alreadyAppealed`).
   */
  memberSuspension: (memberId: number | string) =>
    internalRoute<{ GET: { answer: ModerationDecision }; POST: { body: AppealInput; answer: ModerationAppeal } }>(
      `/internal/moderation/suspensions/${memberId}`,
    ),
  /** POST `appealDecisionSchema` (acting member = a moderator other than the appealed decision's, else 403 `sameModerator`): 201 ModerationDecision; 409 `appealDecided`. */
  appealDecisions: (id: number | string) =>
    internalRoute<{ POST: { body: AppealDecisionInput; answer: ModerationDecision } }>(
      `/internal/moderation/appeals/${id}/decisions`,
    ),
} as const;

/** A reported message as the BFF read it from social-graph (the reporter is in its conversation): it and up to four before it. */
const reportedMessageSchema = yup.object({
  id: yup.number().integer().positive().required(),
  senderId: yup.number().integer().positive().required(),
  body: yup.string().defined(),
  sentAt: yup.string().required(),
});

/** Body of POST ContentRoutes.reports: the member's report, and for a message what the BFF read of it. */
export const internalReportSchema = reportSchema.shape({
  message: yup
    .object({
      reported: reportedMessageSchema.required(),
      context: yup.array(reportedMessageSchema.required()).max(5).default([]),
    })
    .default(undefined)
    .optional(),
});
export type InternalReport = yup.InferType<typeof internalReportSchema>;

/** The longest uploaded file name kept (and served back in its Content-Disposition). */
export const UPLOADED_FILE_NAME_MAX = 120;
/** How much of the text of an uploaded document is read by the PHI guard: its first characters, as many as a body. */
export const UPLOADED_TEXT_MAX = 50_000;

/**
 * What the BFF read of the uploads a content shows, for the PHI guard: the names they were uploaded with (served to
 * every reader in the download's file name) and the text the attachment holds (a text file's, or a Word, Excel or
 * PowerPoint package's), its first UPLOADED_TEXT_MAX characters. Absent for links that are not our uploads.
 */
export const uploadedFileTextsSchema = yup
  .object({
    attachmentName: yup.string().max(UPLOADED_FILE_NAME_MAX).optional(),
    attachmentText: yup.string().max(UPLOADED_TEXT_MAX).optional(),
    thumbnailName: yup.string().max(UPLOADED_FILE_NAME_MAX).optional(),
  })
  .default(undefined)
  .optional();
export type UploadedFileTexts = yup.InferType<typeof uploadedFileTextsSchema>;

/** Body of POST ContentRoutes.contents and PUT ContentRoutes.content: the member's input and what the BFF read of its uploads. */
export const internalContentInputSchema = contentInputSchema.shape({ uploadedFiles: uploadedFileTextsSchema });
export interface InternalContentInput extends ContentInput {
  uploadedFiles?: UploadedFileTexts;
}

/** Query of GET ContentRoutes.content and GET ContentRoutes.comments. */
export const contentReadQuerySchema = yup.object({ asModerator: yup.boolean().optional() });
export type ContentReadQuery = yup.InferType<typeof contentReadQuerySchema>;

/** Most URLs asked about in one call. */
export const FILE_REFERENCES_MAX = 500;

export const fileReferencesSchema = yup.object({
  urls: yup
    .array(yup.string().required().max(2000))
    .required('urls is required')
    .max(FILE_REFERENCES_MAX, `At most ${FILE_REFERENCES_MAX} urls`),
});

/** Body of POST ContentRoutes.fileReferences. */
export type FileReferencesRequest = yup.InferType<typeof fileReferencesSchema>;

/** Answer of ContentRoutes.fileReferences. */
export interface FileReferences {
  referenced: string[];
}

export const fileAccessSchema = yup.object({
  url: yup.string().required('url is required').max(2000),
});

/** Body of POST ContentRoutes.fileAccess. */
export type FileAccessRequest = yup.InferType<typeof fileAccessSchema>;

/** Answer of ContentRoutes.fileAccess. */
export interface FileAccess {
  readable: boolean;
}

/** Answer of a like or unlike: the member's status and the exact count after it. */
export interface LikeChange {
  hasLiked: boolean;
  likesCount: number;
}

/** The 403 texts of the ownership rules. */
export const ContentOwnershipMessages = {
  content: 'You can only change your own content',
  comment: 'You can only delete your own comments',
  /** 400: an attachment or thumbnail that another member uploaded. */
  foreignUpload: 'You can only attach files you uploaded. Upload the file again to attach it.',
} as const;

import * as yup from 'yup';
import { appealActions, moderationActions, reportTargetTypes } from '../../http/moderation';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/** Where an item stands after a moderation step: hidden pending review (three reports), removed by a decision, or visible again. */
export const moderationStatuses = ['hidden', 'removed', 'visible'] as const;
export type ModerationStatusChange = (typeof moderationStatuses)[number];

/**
 * `content.content.moderated` v1: reports hid a content, a moderator removed it, or a decision (keep, an
 * appeal's reinstatement) made it visible again. aggregateId is the content id; `moderationRevision` orders
 * the changes of one content (the feed's read model keeps the newest).
 */
export const ContentModeratedV1 = defineEvent({
  type: 'content.content.moderated',
  version: 1,
  topic: Topics.contentContent,
  schema: yup.object({
    contentId: yup.number().integer().positive().required(),
    authorId: yup.number().integer().positive().required(),
    status: yup.string().oneOf(moderationStatuses).required(),
    moderationRevision: yup.number().integer().min(1).required(),
    changedAt: yup.string().datetime().required(),
  }),
});

/** `content.comment.moderated` v1: the same for a comment. aggregateId is the content id. */
export const CommentModeratedV1 = defineEvent({
  type: 'content.comment.moderated',
  version: 1,
  topic: Topics.contentComment,
  schema: yup.object({
    commentId: yup.number().integer().positive().required(),
    contentId: yup.number().integer().positive().required(),
    authorId: yup.number().integer().positive().required(),
    status: yup.string().oneOf(moderationStatuses).required(),
    changedAt: yup.string().datetime().required(),
  }),
});

/**
 * `content.moderation.decided` v1: a moderator decided a case (keep, remove, warn, suspend) or an appeal
 * (uphold, reinstate; `appealId` set). aggregateId is the case id. `subjectId` is the member concerned (the
 * item's author or the reported member), whom notifications tells with the reason; the moderator stays
 * unnamed to them. `title` is the content's title when the item is or is on a content. `wasHidden` (optional,
 * added without a new version) says a case's content or comment was hidden pending review when decided: its
 * author saw it flagged, so a keep tells them it is visible again; absent on appeals and older events.
 */
export const ModerationDecidedV1 = defineEvent({
  type: 'content.moderation.decided',
  version: 1,
  topic: Topics.contentModeration,
  schema: yup.object({
    decisionId: yup.number().integer().positive().required(),
    caseId: yup.number().integer().positive().required(),
    appealId: yup.number().integer().positive().defined().nullable(),
    targetType: yup.string().oneOf(reportTargetTypes).required(),
    targetId: yup.number().integer().positive().required(),
    contentId: yup.number().integer().positive().defined().nullable(),
    title: yup.string().defined().nullable(),
    subjectId: yup.number().integer().positive().required(),
    moderatorId: yup.number().integer().positive().required(),
    action: yup
      .string()
      .oneOf([...moderationActions, ...appealActions])
      .required(),
    reason: yup.string().required(),
    appealable: yup.boolean().required(),
    wasHidden: yup.boolean().optional(),
    decidedAt: yup.string().datetime().required(),
  }),
});

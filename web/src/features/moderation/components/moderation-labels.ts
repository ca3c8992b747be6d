import type { AppealAction, ModerationAction, ReportReason, ReportTargetType } from '@docnet/contracts';

export const reasonLabels: Record<ReportReason, string> = {
  'patient-privacy': 'Patient privacy',
  misinformation: 'Misinformation',
  harassment: 'Harassment',
  spam: 'Spam',
  other: 'Other',
};

export const targetLabels: Record<ReportTargetType, string> = {
  content: 'Content',
  comment: 'Comment',
  message: 'Message',
  member: 'Member',
};

export const actionLabels: Record<ModerationAction | AppealAction, string> = {
  keep: 'Keep',
  remove: 'Remove',
  warn: 'Warn',
  suspend: 'Suspend',
  uphold: 'Uphold',
  reinstate: 'Reinstate',
};

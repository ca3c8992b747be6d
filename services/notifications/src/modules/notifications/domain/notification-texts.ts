import type { AppealAction, ModerationAction, ReportTargetType } from '@docnet/contracts';

/** A short single-line excerpt of member text (a comment or message) for a notification or email subject. */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

const named = (title: string | null) => (title ? `your content "${excerpt(title, 60)}"` : 'your content');

/** The ready-to-show texts of notifications; the actor's name as the member card had it when it was created. */
export const NotificationTexts = {
  /** When the actor has no member card (yet). */
  someone: 'A DocNet member',
  connectionRequested: (name: string) => `${name} sent you a connection request`,
  connectionAccepted: (name: string) => `${name} accepted your connection request`,
  profileUpdated: (name: string) => `${name} updated their profile`,
  contentLiked: (name: string, title: string | null) => `${name} liked ${named(title)}`,
  contentCommented: (name: string, title: string | null, body: string) => `${name} commented on ${named(title)}: "${excerpt(body)}"`,
  /** A moderator's decision about the member's item or account, with its reason. */
  moderationDecided: ({ action, targetType, title, reason }: { action: ModerationAction | AppealAction; targetType: ReportTargetType; title: string | null; reason: string }) =>
    `${moderationNotice(action, targetType, title)}. Reason: ${excerpt(reason, 300)}`,
  /** A moderator kept the member's item that reports had hidden pending review. */
  moderationKept: ({ targetType, title }: { targetType: ReportTargetType; title: string | null }) =>
    `${capitalized(moderatedItem(targetType, title))} is visible again after review`,
  /**
   * A licence's deadline nearing with hours owed: 'CME reminder: Texas (MD), due 31 Mar 2027 (30 days left): 2 h
   * Medical ethics; 12.5 h toward 48 credits every 24 months'.
   */
  cmeReminder: ({ scope, dueBy, daysLeft, owed }: { scope: string; dueBy: string; daysLeft: number; owed: readonly { requirementId: string; label: string; hours: number }[] }) =>
    excerpt(
      `CME reminder: ${scope}, due ${readableDay(dueBy)} (${daysLeft === 1 ? '1 day' : `${daysLeft} days`} left): ${owed
        .map(({ requirementId, label, hours }) => `${Number(hours.toFixed(2))} h ${requirementId.startsWith('topic:') || requirementId.startsWith('federal:') ? '' : 'toward '}${label}`)
        .join('; ')}`,
      400,
    ),
  /** Unread message notifications from one sender are coalesced into one that counts them. */
  messageReceived: (name: string, body: string, count: number) =>
    count > 1 ? `${name} sent you ${count} new messages` : `${name} sent you a message: "${excerpt(body)}"`,
} as const;

/** What a moderator did, in the member's words: which item (named by its content's title) and the decision. */
function moderationNotice(action: ModerationAction | AppealAction, targetType: ReportTargetType, title: string | null): string {
  const item = moderatedItem(targetType, title);
  switch (action) {
    case 'remove':
      return `A moderator removed ${item}; you may appeal once`;
    case 'warn':
      return `A moderator warned you about ${item}; you may appeal once`;
    case 'suspend':
      return `A moderator suspended your account over ${item}`;
    case 'keep':
      return `A moderator reviewed ${item} and kept it`;
    case 'uphold':
      return `Your appeal about ${item} was reviewed by another moderator; the decision stands`;
    case 'reinstate':
      return `Your appeal about ${item} was accepted by another moderator; the decision is withdrawn`;
  }
}

/** The reported item in the member's words, named by its content's title. */
function moderatedItem(targetType: ReportTargetType, title: string | null): string {
  return {
    content: title ? `your content "${excerpt(title, 60)}"` : 'your content',
    comment: title ? `your comment on "${excerpt(title, 60)}"` : 'your comment',
    message: 'a message you sent',
    member: 'your account',
  }[targetType];
}

/** 31 Mar 2027, as a member reads a deadline. */
const readableDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** SPA paths a notification opens. */
export const NotificationLinks = {
  network: '/network',
  profile: (memberId: number) => `/profile/${memberId}`,
  content: (contentId: number) => `/content/${contentId}`,
  messages: (memberId: number) => `/messages?with=${memberId}`,
  /** The decision, where the member concerned reads it and appeals. */
  moderationDecision: (decisionId: number) => `/moderation/decisions/${decisionId}`,
  /** The member's CME wallet, where what is owed is listed with activities that close it. */
  cmeWallet: '/resources/cme-wallet',
} as const;

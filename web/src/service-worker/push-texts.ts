import type { PushPayload } from '@docnet/contracts';

/**
 * What the lock screen says for each kind: the kind alone, nothing from the notification itself (the push carries
 * nothing else). Keyed by text, so a kind added later shows the generic title rather than nothing.
 */
const pushTitles: Readonly<Record<string, string>> = {
  connectionRequests: 'New connection request',
  connectionAccepted: 'Connection request accepted',
  profileUpdates: 'A connection updated their profile',
  contentLikes: 'New like on your content',
  contentComments: 'New comment on your content',
  directMessages: 'New message',
  systemAnnouncements: 'New announcement from DocNet',
  moderation: 'A moderator decided about your content or account',
  cmeReminder: 'A CME deadline is coming up',
};

export function pushTitle(payload: PushPayload): string {
  return pushTitles[payload.type] ?? 'New notification on DocNet';
}

/** The line under the title: where to look, never what happened in detail. */
export function pushBody(): string {
  return 'Open DocNet to read it.';
}

/** A push's link, if it is a path inside DocNet; anything else opens the notifications. */
export function pushTarget(link: unknown): string {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/notifications';
}

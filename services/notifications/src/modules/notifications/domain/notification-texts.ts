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
  /** Unread message notifications from one sender are coalesced into one that counts them. */
  messageReceived: (name: string, body: string, count: number) =>
    count > 1 ? `${name} sent you ${count} new messages` : `${name} sent you a message: "${excerpt(body)}"`,
} as const;

/** SPA paths a notification opens. */
export const NotificationLinks = {
  network: '/network',
  profile: (memberId: number) => `/profile/${memberId}`,
  content: (contentId: number) => `/content/${contentId}`,
  messages: (memberId: number) => `/messages?with=${memberId}`,
} as const;

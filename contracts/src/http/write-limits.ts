/**
 * The 429 texts of the per-member limits on writes that reach other members (their notifications, emails,
 * feeds and the assistant's projections): posting contents, events, news and CME, commenting, liking and
 * requesting connections; and reports, which fill the moderators' queue (once per target alone let one
 * member flood it). In the wording of the other limits.
 */
export const WriteLimitMessages = {
  contents: 'Too many posts. Please try again later.',
  comments: 'Too many comments. Please try again later.',
  likes: 'Too many likes. Please try again later.',
  connectionRequests: 'Too many connection requests. Please try again later.',
  events: 'Too many events created. Please try again later.',
  news: 'Too many news articles posted. Please try again later.',
  cme: 'Too many CME opportunities posted. Please try again later.',
  reports: 'Too many reports. Please try again later.',
  /** A member's edits and deletions of their contents and comments. */
  contentEdits: 'Too many changes to your posts. Please try again later.',
  /** A member's changes of their profile, practice, addresses, picture and privacy. */
  profileEdits: 'Too many changes to your profile. Please try again later.',
} as const;

export type LimitedWrite = keyof typeof WriteLimitMessages;

/**
 * The 429 text when one member (or, signed out, one address) already has their fair share of a service's call
 * places in use: their own loop of requests waits, everyone else is still served.
 */
export const CallShareMessages = {
  tooManyAtOnce: 'Too many requests at once. Please wait a moment and try again.',
} as const;

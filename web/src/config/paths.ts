/**
 * Every route of the SPA in one map: `path` is the router pattern,
 * `getHref` builds a link. The router matches case-insensitively (react-router's default).
 */
type Id = number | string;

export const paths = {
  home: { path: '/', getHref: () => '/' },

  // Public: sign-in, activation, password reset.
  auth: { path: '/auth', getHref: () => '/auth' },
  register: { path: '/register', getHref: () => '/register' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  testPasswordReset: { path: '/test-password-reset', getHref: () => '/test-password-reset' },
  undoSecurityChange: { path: '/undo-security-change', getHref: () => '/undo-security-change' },

  // Public: static and help pages.
  landing: { path: '/public', getHref: () => '/public' },
  about: { path: '/about', getHref: () => '/about' },
  guidelines: { path: '/guidelines', getHref: () => '/guidelines' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  help: { path: '/help', getHref: () => '/help' },
  contact: { path: '/contact', getHref: () => '/contact' },
  smsConsent: { path: '/sms-consent', getHref: () => '/sms-consent' },
  smsTerms: { path: '/sms-terms', getHref: () => '/sms-terms' },
  logoOptions: { path: '/logo-options', getHref: () => '/logo-options' },
  profileTest: { path: '/profile-test', getHref: () => '/profile-test' },

  // Signed in only.
  profile: { path: '/profile/:id', getHref: (id: Id) => `/profile/${id}` },
  profileEdit: { path: '/profile/:id/edit', getHref: (id: Id) => `/profile/${id}/edit` },
  contents: { path: '/content', getHref: () => '/content' },
  content: {
    path: '/content/:id',
    getHref: (id: Id, hash?: 'comments') => `/content/${id}${hash ? `#${hash}` : ''}`,
  },
  contentEdit: { path: '/content/:id/edit', getHref: (id: Id) => `/content/${id}/edit` },
  search: { path: '/search', getHref: () => '/search' },
  doctors: { path: '/doctors', getHref: () => '/doctors' },
  /** `tab`: the tab to open (the Connections tab without it), kept in the URL so a link can open another. */
  network: { path: '/network', getHref: (tab?: 'pending' | 'suggestions' | 'ai-recommendations') => (tab ? `/network?tab=${tab}` : '/network') },
  events: { path: '/events', getHref: () => '/events' },
  event: { path: '/events/:id', getHref: (id: Id) => `/events/${id}` },
  news: { path: '/news', getHref: () => '/news' },
  newsItem: { path: '/news/:id', getHref: (id: Id) => `/news/${id}` },
  cme: { path: '/resources/cme', getHref: () => '/resources/cme' },
  /** The member's CME/CE wallet: licences, credits and what each board still asks. */
  cmeWallet: { path: '/resources/cme-wallet', getHref: () => '/resources/cme-wallet' },
  /** The wallet with the credit form prefilled from a CME listing the member marks completed. */
  cmeWalletCompleted: { getHref: (listingId: number) => `/resources/cme-wallet?completed=${listingId}` },
  settings: { path: '/settings', getHref: () => '/settings' },
  assistant: { path: '/assistant', getHref: () => '/assistant' },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  /** The saved items, readable offline (outside the signed-in guard: offline the session cannot be checked). */
  saved: { path: '/saved', getHref: () => '/saved' },
  /** Moderators only: the queue of reports and appeals. */
  moderation: { path: '/moderation', getHref: () => '/moderation' },
  /** A moderation decision, where the member concerned reads the reason and appeals. */
  moderationDecision: {
    path: '/moderation/decisions/:id',
    getHref: (id: Id) => `/moderation/decisions/${id}`,
  },
  /** `with`: open (or create) the conversation with that connection; `conversation`: show that conversation. */
  messages: {
    path: '/messages',
    getHref: (open?: { with: Id } | { conversation: Id }) => {
      if (!open) return '/messages';
      return 'with' in open ? `/messages?with=${open.with}` : `/messages?conversation=${open.conversation}`;
    },
  },
} as const;

export type PathName = keyof typeof paths;

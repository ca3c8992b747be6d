/** The /api paths of the spec, in one place for the BFF and the SPA. */
export const ApiRoutes = {
  authMe: '/api/auth/me',
  authLogin: '/api/auth/login',
  /** POST (`suspensionAppealSchema`), signed out: a suspended member appeals their suspension with the token a right password earned (201 `ModerationAppeal`). */
  authSuspensionAppeal: '/api/auth/suspension-appeal',
  authRegister: '/api/auth/register',
  authLogout: '/api/auth/logout',
  authForgotPassword: '/api/auth/forgot-password',
  authResetPassword: '/api/auth/reset-password',
  authDiscoverAccount: '/api/auth/discover-account',
  authSendEmailVerification: '/api/auth/send-email-verification',
  authVerifyEmailCode: '/api/auth/verify-email-code',
  authSmsSend: '/api/auth/sms/send',
  authSmsVerify: '/api/auth/sms/verify',
  /** POST {code}: completes a sign-in that answered the two-factor challenge; answers the User. */
  authLoginVerifyCode: '/api/auth/login/verify-code',
  /** POST: a new SMS code for the sign-in waiting for one in this browser; answers the challenge again. */
  authLoginResendCode: '/api/auth/login/resend-code',
  /** POST {currentPassword, newPassword}: the signed-in member changes the password; their other sessions end. */
  authChangePassword: '/api/auth/change-password',
  /** POST {email}: the signed-in member's new address gets a code (`EmailChangeStarted`); the current one stays in use until it is checked. */
  authEmailChange: '/api/auth/email-change',
  /** POST {code}: checks the code of the pending address, which then replaces the email for sign-in, reset and notifications (`VerifiedBody`). */
  authEmailChangeVerify: '/api/auth/email-change/verify',
  /**
   * DELETE {password}: the signed-in member deletes their account (204): every session ends, every service removes
   * their data, the email, phone and NPI are free again; 400 'Current password is incorrect'; 429 after repeated tries.
   */
  account: '/api/account',
  /** POST {token}: undoes the security change a mailed link names (email, phone, protections off) and signs out every session. */
  authSecurityUndo: '/api/auth/security-undo',
  /** POST {npi, channel}: a code goes by SMS or voice call to the phone the NPI registry lists for the NPI (`NpiBindingStarted`). */
  authNpiBinding: '/api/auth/npi-binding',
  /** POST {npi, code}: the registry phone's code binds the NPI to the signed-in member (`NpiBindingDone`): the verified badge. */
  authNpiBindingVerify: '/api/auth/npi-binding/verify',
  /** GET: the signed-in member's notification settings; POST {settings}: save them. */
  notificationSettings: '/api/notifications/settings',
  /** GET / PUT {twoFactorEnabled?, loginAlertsEnabled?}: the signed-in member's security settings. */
  securitySettings: '/api/settings/security',
  /** GET: a member's User record (privacy applied for others); PATCH: the owner's changed fields. */
  usersById: (id: number | string) => `/api/users/${id}`,
  /** GET: a member's statistics card {profileViews, articleViews, searchAppearances}. */
  userStatistics: (id: number | string) => `/api/users/${id}/statistics`,
  /** GET: a member's profile picture (the URL stored in profilePicture). */
  userPicture: (id: number | string) => `/api/users/${id}/picture`,
  /** GET: doctor search; no parameters answers the full list. */
  usersSearch: '/api/users/search',
  /** GET: the signed-in member's profile fields. */
  profile: '/api/profile',
  /** PATCH: Basic Information {name, email, phoneNumber, officePhone, fax}. */
  profileUpdate: '/api/profile/update',
  /** PATCH: Practice Information. */
  profilePractice: '/api/profile/practice',
  /** PATCH: Addresses & Locations {mailingAddress, practiceLocations}. */
  profileAddresses: '/api/profile/addresses',
  /** POST (multipart, field `file`): upload the profile picture; DELETE: remove it. */
  profilePicture: '/api/profile/picture',
  /** GET / PUT: the signed-in member's privacy settings. */
  privacySettings: '/api/settings/privacy',
  /** GET: the signed-in member's accepted and pending connections (`ConnectionListItem[]`); POST {receiverId}: send a request. */
  connections: '/api/connections',
  /** GET: the requests waiting for the signed-in member's answer. */
  connectionsPending: '/api/connections/pending',
  /** GET: people the signed-in member may know, best match first. */
  connectionsSuggestions: '/api/connections/suggestions',
  /** GET `?ids=1,2,3`: the connections the signed-in member shares with each of those members (`MutualConnectionCounts`). */
  connectionsMutual: '/api/connections/mutual',
  /** GET: the AI assistant's connection recommendations {summary, recommendations} for the signed-in member. */
  connectionsAiRecommendations: '/api/connections/ai-recommendations',
  /** POST {message} (`aiChatRequestSchema`): the AI assistant's answer and up to 3 recommended members (`AiChatResponse`). */
  aiChat: '/api/ai/chat',
  /** PUT {status: accepted | rejected}: the receiver answers a request. DELETE: either member removes an accepted connection (204); messaging between them stops. */
  connectionById: (id: number | string) => `/api/connections/${id}`,
  /** POST: the sender withdraws their pending request (204); the pair is free at once, with no cool-off. */
  connectionWithdraw: (id: number | string) => `/api/connections/${id}/withdraw`,
  /** GET: another member's accepted connections and their total {connections, total}. */
  userConnections: (id: number | string) => `/api/users/${id}/connections`,
  /** GET: contents {contents, total} (limit, offset, contentType, authorId, tag); POST: publish one. */
  contents: '/api/contents',
  /** GET (counts a view) / PUT (author only) / DELETE (author only): one content. */
  contentById: (id: number | string) => `/api/contents/${id}`,
  /** GET: the content's comments, newest first, as {comment, author}; POST {body}: add one. */
  contentComments: (id: number | string) => `/api/contents/${id}/comments`,
  /** DELETE: a comment, by its author only. */
  commentById: (id: number | string) => `/api/comments/${id}`,
  /** POST (empty JSON body): like; DELETE: unlike. Both idempotent per member. */
  contentLikes: (id: number | string) => `/api/contents/${id}/likes`,
  /** GET: {hasLiked} for the signed-in member. */
  contentLikesCheck: (id: number | string) => `/api/contents/${id}/likes/check`,
  /** POST (multipart, field `file`): an attachment or thumbnail; answers {attachmentUrl}. */
  uploadsContent: '/api/uploads/content',
  /** GET: an uploaded attachment or thumbnail (the URL answered by the upload), served with its stored type. */
  uploadedContentFile: (memberId: number | string, fileId: string) => `/api/uploads/content/${memberId}/${fileId}`,
  /** GET (`eventListQuerySchema`): events, upcoming first; POST (`eventFormSchema`): create one. */
  events: '/api/events',
  /** GET: one event; PUT (`eventFormSchema`, the organizer only): edit it; DELETE (the organizer only): 204. */
  eventById: (id: number | string) => `/api/events/${id}`,
  /** PUT {mark: 'interested' | 'going'} / DELETE: the signed-in member's mark; answers the event. */
  eventMark: (id: number | string) => `/api/events/${id}/mark`,
  /** GET (`newsListQuerySchema`): news, newest first; POST (`newsFormSchema`): post an article. */
  news: '/api/news',
  /** GET (`latestNewsQuerySchema`): the newest articles for the home feed. */
  newsLatest: '/api/news/latest',
  /** GET: one article; PUT (`newsFormSchema`, the author only): edit it; DELETE (the author only): 204. */
  newsById: (id: number | string) => `/api/news/${id}`,
  /** PUT / DELETE: save or unsave an article for the signed-in member; answers the article. */
  newsSaved: (id: number | string) => `/api/news/${id}/saved`,
  /** GET (`cmeListQuerySchema`): CME opportunities; POST (`cmeFormSchema`): add one. */
  cme: '/api/cme',
  /** GET: one CME opportunity; PUT (`cmeFormSchema`, the author only): edit it; DELETE (the author only): 204. */
  cmeById: (id: number | string) => `/api/cme/${id}`,
  /** PUT / DELETE: save or unsave an opportunity for the signed-in member; answers the opportunity. */
  cmeSaved: (id: number | string) => `/api/cme/${id}/saved`,
  /** GET: the signed-in member's CME/CE wallet (`CmeWallet`): licences, credits, each licence's cycle against its board's rules, what is due. */
  cmeWallet: '/api/cme-wallet',
  /** GET: the boards whose rules the wallet knows (`WalletBoard[]`). */
  cmeWalletBoards: '/api/cme-wallet/boards',
  /** POST (`licenceFormSchema`): add a licence; answers 201 `WalletLicence`. */
  cmeWalletLicences: '/api/cme-wallet/licences',
  /** PUT (`licenceFormSchema`): edit the member's own licence; DELETE: remove it (204). Another member's answers 404. */
  cmeWalletLicence: (id: number | string) => `/api/cme-wallet/licences/${id}`,
  /** POST (`creditFormSchema`): record a credit; answers 201 `WalletCredit`. */
  cmeWalletCredits: '/api/cme-wallet/credits',
  /** PUT (`creditFormSchema`): edit the member's own credit; DELETE: remove it (204). Another member's answers 404. */
  cmeWalletCredit: (id: number | string) => `/api/cme-wallet/credits/${id}`,
  /** PUT (`allocationsFormSchema`): where the member's own credit counts, over the automatic allocation; answers `WalletCredit`. */
  cmeWalletCreditAllocations: (id: number | string) => `/api/cme-wallet/credits/${id}/allocations`,
  /** GET: the audit transcript of the member's own licence's current cycle, a PDF download; another member's answers 404. */
  cmeWalletTranscript: (id: number | string) => `/api/cme-wallet/licences/${id}/transcript`,
  /** POST (`certificatePrefillSchema`): what the member's uploaded certificate says, to prefill a credit (`CertificatePrefill`). */
  cmeWalletCertificatePrefill: '/api/cme-wallet/certificates/prefill',
  /** POST (`contactMessageSchema`): a message from the contact form to support. */
  contactMessages: '/api/contact',
  /** GET (`notificationListQuerySchema`): the signed-in member's notifications, newest first (`NotificationList`). */
  notifications: '/api/notifications',
  /** GET: the signed-in member's unread notifications `UnreadCount`. */
  notificationsUnreadCount: '/api/notifications/unread-count',
  /** PUT: mark one notification read; answers the `Notification`. */
  notificationRead: (id: number | string) => `/api/notifications/${id}/read`,
  /** PUT: mark every notification read; answers `UnreadCount` (0). */
  notificationsReadAll: '/api/notifications/read-all',
  /** GET: the server's VAPID public key for subscribing (`PushConfig`, null when push is off). */
  pushConfig: '/api/push/config',
  /** POST (`pushSubscriptionSchema`): this device receives the signed-in member's push notifications (204); DELETE (`pushUnsubscribeSchema`): no longer (204). */
  pushSubscriptions: '/api/push/subscriptions',
  /** GET: the signed-in member's conversations, latest activity first (`Conversation[]`); POST (`openConversationSchema`): open or find the one with a connection (403 for anyone else). */
  conversations: '/api/conversations',
  /** GET: unread direct messages of the signed-in member, `UnreadCount`. */
  conversationsUnreadCount: '/api/conversations/unread-count',
  /** GET (`messageListQuerySchema`): a page of `ConversationMessages`; POST (`sendMessageSchema`): send a message (201, `DirectMessage`). */
  conversationMessages: (id: number | string) => `/api/conversations/${id}/messages`,
  /** PUT: the signed-in member has read the conversation up to its latest message; answers the `Conversation`. */
  conversationRead: (id: number | string) => `/api/conversations/${id}/read`,
  /** GET: server-sent events (`LiveEvent`) for the signed-in member: notifications and messages as they happen. */
  liveStream: '/api/live',
  /** POST (`reportSchema`): the signed-in member reports a content, comment, message or member, once per target (201 `ReportReceipt`). */
  reports: '/api/reports',
  /** GET: whether the signed-in member moderates (`ModerationAccess`), so the SPA shows the queue's link. */
  moderationAccess: '/api/moderation/access',
  /** GET, moderators only: open cases with the reported item in context, and the open appeals this moderator may decide (`ModerationQueue`). */
  moderationQueue: '/api/moderation/queue',
  /** POST (`moderationDecisionSchema`), moderators only: decide an open case (201 `ModerationDecision`). */
  moderationCaseDecisions: (id: number | string) => `/api/moderation/cases/${id}/decisions`,
  /** GET (`decisionLogQuerySchema`), moderators only: the decision log, newest first (`ModerationDecisionLog`). */
  moderationDecisions: '/api/moderation/decisions',
  /** GET: one decision (`ModerationDecision`), for the member concerned or a moderator. */
  moderationDecisionById: (id: number | string) => `/api/moderation/decisions/${id}`,
  /** POST (`appealSchema`): the member concerned appeals a removal or warning, once (201 `ModerationAppeal`). */
  moderationAppeals: (decisionId: number | string) => `/api/moderation/decisions/${decisionId}/appeals`,
  /** POST (`appealDecisionSchema`), moderators only, not the one who made the appealed decision: uphold or reinstate (201 `ModerationDecision`). */
  moderationAppealDecisions: (id: number | string) => `/api/moderation/appeals/${id}/decisions`,
  /** GET: the API's documentation page (Swagger UI); public, like the documents beside it. */
  apiDocs: '/api/docs',
  /** GET: the OpenAPI document of /api, generated from the contracts' schemas. */
  openApiDocument: '/api/docs/openapi.json',
  /** GET: the AsyncAPI documents, one per service (`AsyncApiIndex`). */
  asyncApiIndex: '/api/docs/asyncapi.json',
  /** GET: the AsyncAPI 3.0 document of one service (or the BFF): the events it publishes and consumes. */
  asyncApiDocument: (deployable: string) => `/api/docs/asyncapi/${deployable}.json`,
} as const;

/** The /api paths of the spec, in one place for the BFF and the SPA. */
export const ApiRoutes = {
  authMe: '/api/auth/me',
  authLogin: '/api/auth/login',
  authRegister: '/api/auth/register',
  authLogout: '/api/auth/logout',
  authForgotPassword: '/api/auth/forgot-password',
  authResetPassword: '/api/auth/reset-password',
  authDiscoverAccount: '/api/auth/discover-account',
  authSendEmailVerification: '/api/auth/send-email-verification',
  authVerifyEmailCode: '/api/auth/verify-email-code',
  authSmsSend: '/api/auth/sms/send',
  authSmsVerify: '/api/auth/sms/verify',
  /** GET: a member's User record (privacy applied for others); PATCH: the owner's changed fields. */
  usersById: (id: number | string) => `/api/users/${id}`,
  /** GET: a member's statistics card {profileViews, articleViews, searchAppearances}. */
  userStatistics: (id: number | string) => `/api/users/${id}/statistics`,
  /** GET: a member's profile picture (the URL stored in profilePicture). */
  userPicture: (id: number | string) => `/api/users/${id}/picture`,
  /** GET: doctor search (part 2 §7); no parameters answers the full list. */
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
} as const;

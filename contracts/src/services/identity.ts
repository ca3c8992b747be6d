/** Internal HTTP API of the identity service; only the BFF calls it. */
export const IdentityRoutes = {
  /** POST: create an account from a registration; 201 Account, 409 ExistingAccountBody, 400 ErrorBody. */
  accounts: '/internal/accounts',
  /** GET: one account by id; 404 when unknown. */
  account: (id: number) => `/internal/accounts/${id}`,
  /** POST {username, password}: 200 Account when the credentials match, 401 otherwise. */
  credentialChecks: '/internal/credential-checks',
  /** POST NpiSearch: 200 NpiMatch[] (empty when nothing matches); 502 when the registry cannot answer. */
  npiSearches: '/internal/npi-searches',
  /** POST EmailCodeRequest: 202 AuthMessageBody; a new 6-digit code replaces the previous one. */
  emailVerifications: '/internal/email-verifications',
  /** POST EmailCodeCheck: 200 VerifiedBody; 400 'Invalid or expired verification code.' */
  emailVerificationChecks: '/internal/email-verification-checks',
  /** POST SmsCodeRequest: 202 AuthMessageBody. */
  phoneVerifications: '/internal/phone-verifications',
  /** POST SmsCodeCheck (acting member optional: their account's phone is marked verified): 200 VerifiedBody; 400. */
  phoneVerificationChecks: '/internal/phone-verification-checks',
  /** POST ForgotPassword: 202 AuthMessageBody, the same answer whether or not the email has an account. */
  passwordResetRequests: '/internal/password-reset-requests',
  /** POST ResetPassword: 200 PasswordResetDone; 400 when the token is unknown, used or expired. */
  passwordResets: '/internal/password-resets',
} as const;

/** Identity's answer to a completed password reset: the BFF ends every session of this member. */
export interface PasswordResetDone {
  userId: number;
  message: string;
}

/** What identity knows of an account; never carries the password hash. */
export interface Account {
  id: number;
  username: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  npi: string | null;
  emailVerified: boolean | null;
  phoneVerified: boolean | null;
  createdAt: string;
}

import type {
  AuthMessageBody,
  EmailChange,
  EmailChangeCheck,
  EmailChangeStarted,
  EmailCodeCheck,
  EmailCodeRequest,
  NpiBindingCheck,
  NpiBindingDone,
  NpiBindingRequest,
  NpiBindingStarted,
  NpiMatch,
  NpiSearch,
  Registration,
  ResetPassword,
  SmsCodeCheck,
  SmsCodeRequest,
  VerifiedBody,
} from '../http/auth';
import type { ChangePassword, DeleteAccount, SecuritySettings, SecuritySettingsUpdate, SecurityUndo } from '../http/settings';
import type { PhiConfirmable } from '../http/phi-guard';
import type { ForgotPassword } from '../http/sign-in';
import * as yup from 'yup';
import { internalRoute } from './internal-route';

/** Internal HTTP API of the identity service; only the BFF calls it. */
export const IdentityRoutes = {
  /** POST: create an account from a registration; 201 Account, 409 ExistingAccountBody, 400 ErrorBody. */
  accounts: internalRoute<{ POST: { body: Registration; answer: Account } }>('/internal/accounts'),
  /** GET: the acting member's own account (403 for another's, 401 without an acting member); 404 when unknown. */
  account: (id: number | string) => internalRoute<{ GET: { answer: Account } }>(`/internal/accounts/${id}`),
  /** POST NpiSearch: 200 NpiMatch[] (empty when nothing matches); 502 when the registry cannot answer. */
  npiSearches: internalRoute<{ POST: { body: NpiSearch; answer: NpiMatch[] } }>('/internal/npi-searches'),
  /** POST EmailCodeRequest: 202 AuthMessageBody; a new 6-digit code replaces the previous one. */
  emailVerifications: internalRoute<{ POST: { body: EmailCodeRequest; answer: AuthMessageBody } }>('/internal/email-verifications'),
  /** POST EmailCodeCheck: 200 VerifiedBody; 400 'Invalid or expired verification code.' */
  emailVerificationChecks: internalRoute<{ POST: { body: EmailCodeCheck; answer: VerifiedBody } }>('/internal/email-verification-checks'),
  /** POST SmsCodeRequest: 202 AuthMessageBody. */
  phoneVerifications: internalRoute<{ POST: { body: SmsCodeRequest; answer: AuthMessageBody } }>('/internal/phone-verifications'),
  /** POST SmsCodeCheck (acting member optional: their account's phone is marked verified): 200 VerifiedBody; 400. */
  phoneVerificationChecks: internalRoute<{ POST: { body: SmsCodeCheck; answer: VerifiedBody } }>('/internal/phone-verification-checks'),
  /** POST ForgotPassword: 202 AuthMessageBody, the same answer whether or not the email has an account. */
  passwordResetRequests: internalRoute<{ POST: { body: ForgotPassword; answer: AuthMessageBody } }>('/internal/password-reset-requests'),
  /** POST ResetPassword: 200 PasswordResetDone; 400 when the token is unknown, used or expired. */
  passwordResets: internalRoute<{ POST: { body: ResetPassword; answer: PasswordResetDone } }>('/internal/password-resets'),
  /**
   * POST SignInRequest: checks the credentials. Answers 200 SignInResult: `signed-in` with the Account (the
   * browser is remembered; a login alert is mailed when the member wants them and the browser is new), or
   * `code-required` when two-factor sign-in is on (an SMS code went to the verified phone); 401 otherwise.
   */
  signIns: internalRoute<{ POST: { body: SignInRequest; answer: SignInResult } }>('/internal/sign-ins'),
  /** POST SignInCodeCheck: completes a `code-required` sign-in; 200 SignInResult (`signed-in`); 400 'Invalid or expired verification code.' */
  signInCodeChecks: internalRoute<{ POST: { body: SignInCodeCheck; answer: SignInResult } }>('/internal/sign-in-code-checks'),
  /**
   * POST {userId}: a new code for a sign-in still waiting for one (its challenge unexpired, so the password was right
   * within 10 minutes), counted against the two-factor budget; 200 SignInResult (`code-required`); 400 when none waits.
   */
  signInCodeResends: internalRoute<{ POST: { body: { userId: number }; answer: SignInResult } }>('/internal/sign-in-code-resends'),
  /** POST {device: SignInDevice} (acting member = id): a session began without a sign-in (registration): the browser is remembered; 204. */
  devices: (id: number | string) => internalRoute<{ POST: { body: { device: SignInDevice }; answer: void } }>(`/internal/accounts/${id}/devices`),
  /** POST ChangePassword (acting member = id): 200 PasswordChangeDone; 400 'Current password is incorrect'. Emits password-changed. */
  passwordChanges: (id: number | string) =>
    internalRoute<{ POST: { body: ChangePassword; answer: PasswordChangeDone } }>(`/internal/accounts/${id}/password-changes`),
  /**
   * POST DeleteAccount (acting member = id): the password confirms it; the account is ended (no sign-in, its email,
   * username, phone and NPI free), its former address mailed; 200 AccountDeleted (the BFF ends every session); 400
   * 'Current password is incorrect'. Emits identity.user.deleted.
   */
  deletions: (id: number | string) =>
    internalRoute<{ POST: { body: DeleteAccount; answer: AccountDeleted } }>(`/internal/accounts/${id}/deletions`),
  /** POST EmailChange (acting member = id): stores the pending address and sends it a code; 202 EmailChangeStarted; 400 the same address. */
  emailChanges: (id: number | string) =>
    internalRoute<{ POST: { body: EmailChange; answer: EmailChangeStarted } }>(`/internal/accounts/${id}/email-changes`),
  /** POST EmailChangeCheck (acting member = id): the pending address becomes the email, verified; 200 VerifiedBody; 400 wrong code or none pending, 409 taken meanwhile. Emits email-verified. */
  emailChangeChecks: (id: number | string) =>
    internalRoute<{ POST: { body: EmailChangeCheck; answer: VerifiedBody } }>(`/internal/accounts/${id}/email-change-checks`),
  /** GET / PUT SecuritySettingsUpdate (acting member = id): SecuritySettings; 400 when two-factor is turned on without a verified phone. */
  securitySettings: (id: number | string) =>
    internalRoute<{ GET: { answer: SecuritySettings }; PUT: { body: SecuritySettingsUpdate; answer: SecuritySettings } }>(
      `/internal/accounts/${id}/security`,
    ),
  /**
   * POST SecurityUndo: the mailed undo link of a security change (email or phone changed, two-factor or login alerts
   * turned off) puts back what was there; 200 SecurityUndoDone (the BFF ends every session of the member); 400 when the
   * token is unknown, used or expired; 409 when the old email belongs to another account now.
   */
  securityUndos: internalRoute<{ POST: { body: SecurityUndo; answer: SecurityUndoDone } }>('/internal/security-undos'),
  /**
   * PUT AccountSuspensionRequest: a moderator's decision suspends the account (sign-in then answers 403 with the
   * reason, and the BFF ends the member's sessions); DELETE lifts it. Both answer the Account.
   */
  suspension: (id: number | string) =>
    internalRoute<{ PUT: { body: AccountSuspensionRequest; answer: Account }; DELETE: { answer: Account } }>(`/internal/accounts/${id}/suspension`),
  /**
   * POST NpiBindingRequest (acting member = id): a code goes by SMS or voice call to the phone the NPI registry lists
   * for the NPI; 202 NpiBindingStarted (where, masked); 400 when the registry lists no phone (or not the NPI); 502.
   */
  npiBindings: (id: number | string) =>
    internalRoute<{ POST: { body: NpiBindingRequest; answer: NpiBindingStarted } }>(`/internal/accounts/${id}/npi-bindings`),
  /**
   * POST NpiBindingCheck (acting member = id): the right code binds the NPI to the account (200 NpiBindingDone), taking
   * it over from another account that held it (that one is unbound and emailed why); 400 wrong or expired code.
   * Emits npi-bound (and npi-unbound for the previous holder).
   */
  npiBindingChecks: (id: number | string) =>
    internalRoute<{ POST: { body: NpiBindingCheck; answer: NpiBindingDone } }>(`/internal/accounts/${id}/npi-binding-checks`),
  /**
   * POST SupportMessage (the contact form and who wrote it): mails the message to support; 202 AuthMessageBody; 422
   * PhiRefusalBody when the subject or message may identify a patient (unless confirmed); 502 when the email cannot be sent.
   */
  supportMessages: internalRoute<{ POST: { body: SupportMessage; answer: AuthMessageBody } }>('/internal/support-messages'),
} as const;

/** The browser a sign-in comes from: the BFF's long-lived random device cookie and the User-Agent header. */
export interface SignInDevice {
  /** The cookie's random value; identity keeps only its hash. */
  deviceId: string;
  userAgent: string;
}

/** Body of POST IdentityRoutes.signIns. */
export interface SignInRequest {
  username: string;
  password: string;
  device: SignInDevice;
}

/** Body of POST IdentityRoutes.signInCodeChecks. */
export interface SignInCodeCheck {
  userId: number;
  code: string;
  device: SignInDevice;
}

/** `sentTo`: the phone the code went to, masked. */
export type SignInResult = { status: 'signed-in'; account: Account } | { status: 'code-required'; userId: number; sentTo: string };

/** Identity's answer to a password change: the BFF ends every other session of this member. */
/** Answer of an account deletion: whose sessions the BFF ends. */
export interface AccountDeleted {
  userId: number;
}

export interface PasswordChangeDone {
  userId: number;
  message: string;
}

/** Body of POST IdentityRoutes.supportMessages: the contact form plus where it came from (for support's reply). */
export interface SupportMessage extends PhiConfirmable {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The signed-in member who wrote, if any. */
  memberId?: number;
}

/** Identity's answer to a completed password reset: the BFF ends every session of this member. */
/** Answer of a security change's undo: whose sessions to end. */
export interface SecurityUndoDone {
  userId: number;
  message: string;
}

export interface PasswordResetDone {
  userId: number;
  message: string;
}

/** What an operator may grant an account beyond membership (`npm run moderators -w services/identity`). */
export type AccountRole = 'moderator';

/** Body of PUT IdentityRoutes.suspension: why (shown to the member at sign-in), and which moderator decided it. */
export const accountSuspensionRequestSchema = yup.object({
  reason: yup.string().trim().required('A reason is required').max(2000, 'The reason can be at most 2000 characters'),
  moderatorId: yup.number().integer().positive().required(),
});

export type AccountSuspensionRequest = yup.InferType<typeof accountSuspensionRequestSchema>;

/** A suspended account: sign-in is refused and shows the member this reason. */
export interface AccountSuspension {
  reason: string;
  suspendedAt: string;
  suspendedBy: number;
}

/** What identity knows of an account; never carries the password hash. */
export interface Account {
  id: number;
  username: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  npi: string | null;
  /** True once the member proved `npi` with a code sent to a phone the NPI registry lists for it (NPI binding). */
  npiBound: boolean;
  emailVerified: boolean | null;
  phoneVerified: boolean | null;
  /** A new address waiting for its code (email change); `email` stays in use until then. */
  pendingEmail: string | null;
  createdAt: string;
  /** Empty for members; `moderator` works the moderation queue. */
  roles: AccountRole[];
  /** Null unless a moderator suspended the account. */
  suspension: AccountSuspension | null;
}

import * as yup from 'yup';
import type { User } from './users';

/**
 * Sign-in's bodies and answers: apart from the registration rules in auth.ts
 * (re-exported there), so the SPA's sign-in screen does not bundle the phone rules and their library.
 */

/** POST /api/auth/login body; the sign-in form uses the same schema. */
export const credentialsSchema = yup.object({
  username: yup.string().trim().required('Username must be at least 3 characters').min(3, 'Username must be at least 3 characters'),
  password: yup.string().required('Password must be at least 6 characters').min(6, 'Password must be at least 6 characters'),
});
export type Credentials = yup.InferType<typeof credentialsSchema>;

/** A 6-digit code sent by email or SMS (sign-in's second step, the wizard's checks). */
export const verificationCodeField = yup
  .string()
  .trim()
  .required('Invalid or expired verification code.')
  .matches(/^\d{6}$/, 'Invalid or expired verification code.');

/** POST /api/auth/forgot-password body. */
export const forgotPasswordSchema = yup.object({
  email: yup.string().trim().required('Please enter your email address').max(254, 'Please enter a valid email address'),
});
export type ForgotPassword = yup.InferType<typeof forgotPasswordSchema>;

/** The one answer of forgot-password, whether or not the email belongs to an account. */
export const FORGOT_PASSWORD_MESSAGE = 'If an account with that email exists, a password reset link has been sent';

/**
 * Answer of POST /api/auth/login (200) when the member turned on two-factor sign-in: the password was
 * right, an SMS code went to their verified phone, and no session exists yet. The sign-in completes with
 * POST /api/auth/login/verify-code {code}, which answers the User.
 */
export interface LoginChallengeBody {
  twoFactorRequired: true;
  message: string;
  /** The phone the code went to, masked ('(646) •••-••12'): the member knows which phone to look at. */
  sentTo: string;
}

/** POST /api/auth/login answers the member, or the two-factor challenge. */
export type LoginAnswer = User | LoginChallengeBody;

export function isLoginChallenge(answer: unknown): answer is LoginChallengeBody {
  return typeof answer === 'object' && answer !== null && (answer as { twoFactorRequired?: unknown }).twoFactorRequired === true;
}

export const LoginChallengeMessages = {
  codeSent: 'Enter the 6-digit code we sent to your phone to finish signing in.',
  /** verify-code without a pending sign-in (none started, expired, or used up): start again. */
  expired: 'Your sign-in has expired. Please sign in again.',
  /** Too many codes sent or wrong codes entered for the account, across codes: locked for an hour, the member told. */
  locked: 'Too many sign-in codes were asked for or entered wrongly. Two-factor sign-in to this account is locked for an hour; we emailed its owner.',
} as const;

/** POST /api/auth/login/verify-code body. */
export const loginCodeSchema = yup.object({ code: verificationCodeField });
export type LoginCode = yup.InferType<typeof loginCodeSchema>;

import type { Request } from 'express';

declare module 'express-session' {
  interface SessionData {
    /** A sign-in waiting for its SMS code (two-factor): not a signed-in session. */
    pendingSignIn: PendingSignIn;
  }
}

export interface PendingSignIn {
  userId: number;
  /** The account's sign-in key (`SignInThrottle.accountOf`), whose attempts are counted until the code completes the sign-in. */
  account: string;
  /** Epoch milliseconds; the SMS code lives 10 minutes. */
  expiresAt: number;
}

export const PENDING_SIGN_IN_TTL_MS = 10 * 60 * 1000;

/** A fresh session id that only remembers whose code is awaited: nobody is signed in by it. */
export function awaitSecondFactor(request: Request, pending: PendingSignIn): Promise<void> {
  return new Promise((resolve, reject) =>
    request.session.regenerate((regenerateError: unknown) => {
      if (regenerateError) return reject(asError(regenerateError));
      request.session.pendingSignIn = pending;
      request.session.save((saveError: unknown) => (saveError ? reject(asError(saveError)) : resolve()));
    }),
  );
}

/** The sign-in awaiting a code in this session, if it has not expired. */
export function pendingSignInOf(request: Request): PendingSignIn | undefined {
  const pending = request.session?.pendingSignIn;
  return pending && pending.expiresAt > Date.now() ? pending : undefined;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

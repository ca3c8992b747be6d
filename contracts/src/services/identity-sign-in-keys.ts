import { internalRoute } from './internal-route';

/** Body of POST IdentitySignInKeyRoutes.signInKeys: a login as a member typed it, their username or their email. */
export interface SignInKeyRequest {
  login: string;
}

/** What the BFF's sign-in limits count a login under. */
export interface SignInKey {
  key: string;
}

/** The sign-in key of an account: what identity answers for any spelling of its login. */
export function accountSignInKey(accountId: number): string {
  return `account:${accountId}`;
}

/**
 * Identity's word on which account a login names, for the BFF's sign-in and reset limits: one account is one counter
 * whether it is typed as its username or its email, in any case, with spaces around it, so switching spellings buys a
 * guesser no more tries. Only the BFF calls it, before the password is checked.
 */
export const IdentitySignInKeyRoutes = {
  /**
   * POST SignInKeyRequest: 200 SignInKey, `account:<id>` when the login names an account (as sign-in reads it:
   * trimmed, lower case), else `login:<the login so read>`.
   */
  signInKeys: internalRoute<{ POST: { body: SignInKeyRequest; answer: SignInKey } }>('/internal/sign-in-keys'),
} as const;

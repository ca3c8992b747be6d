/**
 * A login as sign-in reads it: the member's username or email (usernames cannot contain '@'), in any case, spaces
 * around it ignored. Sign-in and the sign-in limits' keys read it alike, so every spelling that signs in to an account
 * counts against that account.
 */
export function signInLogin(typed: string): string {
  return typed.trim().toLowerCase();
}

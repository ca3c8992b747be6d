/**
 * Every non-OK /api answer carries this body. Only registration's 409 says more: that the account exists, and
 * its username (the wizard offers to sign in with it).
 */
export interface ErrorBody {
  message: string;
  existingAccount?: true;
  username?: string;
}

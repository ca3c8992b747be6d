import type { Account } from '@docnet/contracts';
import { ForbiddenException } from '@nestjs/common';

/** What a suspended member is told when they sign in: that they are suspended, and the moderator's reason. */
export function suspendedMessage(reason: string): string {
  return `Your account has been suspended: ${reason}`;
}

/**
 * Sign-in (with or without a code) ends here for a suspended account. `memberId` is for the BFF, which swaps it
 * for the signed appeal token the member may appeal with (only a right password gets this far).
 */
export function refuseSuspended(account: Account): void {
  if (account.suspension)
    throw new ForbiddenException({ message: suspendedMessage(account.suspension.reason), suspended: true, memberId: account.id });
}

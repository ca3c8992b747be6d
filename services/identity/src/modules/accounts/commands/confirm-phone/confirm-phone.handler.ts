import { UserPhoneVerifiedV1 } from '@docnet/contracts';
import { newEvent } from '@docnet/platform';
import { Injectable } from '@nestjs/common';
import { destinationKey } from '../../../verification/domain/verification-code';
import { Accounts, type AccountContacts } from '../../persistence/accounts';
import { SecurityChangeNotices } from '../security-changes/security-change-notices';
import { StepUp } from '../security-changes/step-up';

/** A verified number the account has, which another number would replace (two-factor codes go there). */
function replacesVerifiedPhone(account: AccountContacts | null, phoneNumber: string): account is AccountContacts & { phoneNumber: string } {
  return (
    account?.phoneVerified === true &&
    account.phoneNumber !== null &&
    destinationKey('sms', account.phoneNumber) !== destinationKey('sms', phoneNumber)
  );
}

/**
 * A signed-in member verified a phone number by SMS: the account records it once and says so. A number other
 * than the account's (changed on the profile since activation) becomes the account's, so two-factor codes go
 * to the number the member proved is theirs. Replacing a verified number needs the current password (asked before
 * the code is spent), and the member is told by email and by text to the number replaced, with a link that undoes it.
 */
@Injectable()
export class ConfirmPhoneHandler {
  constructor(
    private readonly accounts: Accounts,
    private readonly stepUp: StepUp,
    private readonly notices: SecurityChangeNotices,
  ) {}

  /** Before the code is checked: the password when the number would replace a verified one. */
  async authorize(userId: number, phoneNumber: string, currentPassword: string | undefined): Promise<void> {
    if (replacesVerifiedPhone(await this.accounts.contacts(userId), phoneNumber)) await this.stepUp.requirePassword(userId, currentPassword);
  }

  async execute(userId: number, phoneNumber: string): Promise<void> {
    const account = await this.accounts.contacts(userId);
    if (!account) return;
    const same = account.phoneNumber !== null && destinationKey('sms', account.phoneNumber) === destinationKey('sms', phoneNumber);
    if (same && account.phoneVerified) return;
    const verifiedNumber = same && account.phoneNumber ? account.phoneNumber : phoneNumber;
    const event = newEvent(UserPhoneVerifiedV1, 'identity', userId, { userId, phoneNumber: verifiedNumber, verifiedAt: new Date().toISOString() });
    // Guarded on what was read, so a repeated check records (and announces) the verification once.
    const changed = await this.accounts.update(
      userId,
      { $set: { phoneNumber: verifiedNumber, phoneVerified: true } },
      { expected: { phoneNumber: account.phoneNumber, phoneVerified: account.phoneVerified }, events: [event] },
    );
    if (changed && replacesVerifiedPhone(account, verifiedNumber)) {
      const endings = `from one ending in ${account.phoneNumber.replace(/\D/g, '').slice(-2)} to one ending in ${verifiedNumber.replace(/\D/g, '').slice(-2)}`;
      await this.notices.notify(
        userId,
        account.email,
        `The phone number of your DocNet account, where two-factor codes go, was changed ${endings}`,
        { kind: 'phone', previousPhone: account.phoneNumber, previousPhoneVerified: true },
        { phoneNumber: account.phoneNumber, what: `the phone for your sign-in codes was changed ${endings}` },
      );
    }
  }
}

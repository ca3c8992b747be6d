import { UserPhoneVerifiedV1 } from '@docnet/contracts';
import { newEvent } from '@docnet/platform';
import { Injectable } from '@nestjs/common';
import { destinationKey } from '../../../verification/domain/verification-code';
import { Accounts } from '../../persistence/accounts';

/**
 * A signed-in member verified a phone number by SMS: the account records it once and says so. A number other
 * than the account's (changed on the profile since activation) becomes the account's, so two-factor codes go
 * to the number the member proved is theirs.
 */
@Injectable()
export class ConfirmPhoneHandler {
  constructor(private readonly accounts: Accounts) {}

  async execute(userId: number, phoneNumber: string): Promise<void> {
    const account = await this.accounts.contacts(userId);
    if (!account) return;
    const same = account.phoneNumber !== null && destinationKey('sms', account.phoneNumber) === destinationKey('sms', phoneNumber);
    if (same && account.phoneVerified) return;
    const verifiedNumber = same && account.phoneNumber ? account.phoneNumber : phoneNumber;
    const event = newEvent(UserPhoneVerifiedV1, 'identity', userId, { userId, phoneNumber: verifiedNumber, verifiedAt: new Date().toISOString() });
    // Guarded on what was read, so a repeated check records (and announces) the verification once.
    await this.accounts.update(
      userId,
      { $set: { phoneNumber: verifiedNumber, phoneVerified: true } },
      { expected: { phoneNumber: account.phoneNumber, phoneVerified: account.phoneVerified }, events: [event] },
    );
  }
}

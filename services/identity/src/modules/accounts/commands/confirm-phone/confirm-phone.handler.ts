import { UserPhoneVerifiedV1 } from '@docnet/contracts';
import { newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { destinationKey } from '../../../verification/domain/verification-code';
import { AccountModel, type AccountDocument } from '../../persistence/account.schema';

/**
 * A signed-in member verified a phone number by SMS: the account records it once and says so. A number other
 * than the account's (changed on the profile since activation) becomes the account's, so two-factor codes go
 * to the number the member proved is theirs.
 */
@Injectable()
export class ConfirmPhoneHandler {
  constructor(
    @Inject(AccountModel) private readonly accounts: AccountModel,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(userId: number, phoneNumber: string): Promise<void> {
    const account = await this.accounts.findById(userId, { phoneNumber: 1, phoneVerified: 1 }).lean();
    if (!account) return;
    const same = account.phoneNumber !== null && destinationKey('sms', account.phoneNumber) === destinationKey('sms', phoneNumber);
    if (same && account.phoneVerified) return;
    const verifiedNumber = same && account.phoneNumber ? account.phoneNumber : phoneNumber;
    const event = newEvent(UserPhoneVerifiedV1, 'identity', userId, { userId, phoneNumber: verifiedNumber, verifiedAt: new Date().toISOString() });
    // Guarded on what was read, so a repeated check records (and announces) the verification once.
    const updated = await this.accounts.updateOne(
      { _id: userId, phoneNumber: account.phoneNumber, phoneVerified: account.phoneVerified },
      withEvents<AccountDocument>({ $set: { phoneNumber: verifiedNumber, phoneVerified: true } }, [event]),
    );
    if (updated.modifiedCount === 1) this.relay.nudge(this.accounts, userId);
  }
}

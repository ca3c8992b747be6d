import { UserPhoneVerifiedV1 } from '@docnet/contracts';
import { newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { destinationKey } from '../../../verification/domain/verification-code';
import { AccountModel, type AccountDocument } from '../../persistence/account.schema';

/** A signed-in member verified their account's phone number by SMS: the account records it once and says so. */
@Injectable()
export class ConfirmPhoneHandler {
  constructor(
    @Inject(AccountModel) private readonly accounts: AccountModel,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(userId: number, phoneNumber: string): Promise<void> {
    const account = await this.accounts.findById(userId, { phoneNumber: 1, phoneVerified: 1 }).lean();
    if (!account?.phoneNumber || account.phoneVerified) return;
    if (destinationKey('sms', account.phoneNumber) !== destinationKey('sms', phoneNumber)) return;
    const event = newEvent(UserPhoneVerifiedV1, 'identity', userId, { userId, phoneNumber: account.phoneNumber, verifiedAt: new Date().toISOString() });
    // Guarded on the flag, so a repeated check records (and announces) the verification once.
    const updated = await this.accounts.updateOne(
      { _id: userId, phoneVerified: { $ne: true } },
      withEvents<AccountDocument>({ $set: { phoneVerified: true } }, [event]),
    );
    if (updated.modifiedCount === 1) this.relay.nudge(this.accounts, userId);
  }
}

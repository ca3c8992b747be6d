import { Inject, Injectable } from '@nestjs/common';
import { CreditModel, LicenceModel, ReminderModel } from '../../persistence/wallet.schemas';

/**
 * A member deleted their account: their licences (numbers and the facts rules depend on), credits and reminders
 * go, removed licences included, since a wallet is private to its member and nobody else may read it. A licence's
 * unsent events go with it: they were only ever about this member. Idempotent: a redelivery finds nothing left.
 */
@Injectable()
export class ForgetMemberWalletHandler {
  constructor(
    @Inject(LicenceModel) private readonly licences: LicenceModel,
    @Inject(CreditModel) private readonly credits: CreditModel,
    @Inject(ReminderModel) private readonly reminders: ReminderModel,
  ) {}

  async execute(memberId: number): Promise<void> {
    await this.credits.deleteMany({ memberId });
    await this.reminders.deleteMany({ memberId });
    await this.licences.deleteMany({ memberId });
  }
}

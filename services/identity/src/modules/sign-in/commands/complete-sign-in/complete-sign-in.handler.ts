import type { SignInCodeCheck, SignInResult } from '@docnet/contracts';
import { LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { refuseSuspended } from '../../../accounts/domain/suspension';
import { GetAccountHandler } from '../../../accounts/queries/get-account/get-account.handler';
import { SMS_VERIFIER, type SmsVerifier } from '../../../delivery/domain/delivery.ports';
import { spendCodeTry } from '../../../verification/domain/spend-code-try';
import { signInChallengeKey } from '../../domain/device';
import { TwoFactorBudget } from '../../persistence/two-factor-budget';
import { SignInChallengeModel } from '../../persistence/sign-in-challenge.schema';
import { RememberDeviceHandler } from '../remember-device/remember-device.handler';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../../../config/identity.env';

/**
 * The second step of a two-factor sign-in: the SMS code, one try of it (at most 5, so 6 digits cannot be
 * guessed; see `spendCodeTry`), and every wrong one against the account's budget across codes (`TwoFactorBudget`).
 * The testing bypass code of the activation wizard is not accepted here.
 */
@Injectable()
export class CompleteSignInHandler {
  constructor(
    @Inject(SignInChallengeModel) private readonly challenges: SignInChallengeModel,
    private readonly getAccount: GetAccountHandler,
    private readonly rememberDevice: RememberDeviceHandler,
    private readonly budget: TwoFactorBudget,
    @Inject(SMS_VERIFIER) private readonly sms: SmsVerifier,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ userId, code, device }: SignInCodeCheck): Promise<SignInResult> {
    await this.budget.refuseLocked(userId);
    try {
      await spendCodeTry(
        this.challenges,
        { id: userId, key: signInChallengeKey(userId), code, phoneNumber: (stored) => stored.phoneNumber, kind: 'sign-in' },
        { secret: this.config.CODE_HMAC_KEY, sms: this.sms, logger: this.logger },
      );
    } catch (error) {
      // Every wrong code counts against the account, whichever code it was meant for.
      await this.budget.failed(userId, (await this.getAccount.execute(userId)).email);
      throw error;
    }
    const account = await this.getAccount.execute(userId);
    // Suspended between the password and the code.
    refuseSuspended(account);
    await this.rememberDevice.execute(account, device);
    return { status: 'signed-in', account };
  }
}

import type { SignInCodeCheck, SignInResult } from '@docnet/contracts';
import { LOGGER, SERVICE_CONFIG, type ServiceEnv } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { refuseSuspended } from '../../../accounts/domain/suspension';
import { GetAccountHandler } from '../../../accounts/queries/get-account/get-account.handler';
import { SMS_VERIFIER, type SmsVerifier } from '../../../delivery/domain/delivery.ports';
import { spendCodeTry } from '../../../verification/domain/spend-code-try';
import { signInChallengeKey } from '../../domain/device';
import { SignInChallengeModel } from '../../persistence/sign-in-challenge.schema';
import { RememberDeviceHandler } from '../remember-device/remember-device.handler';

/**
 * The second step of a two-factor sign-in: the SMS code, one try of it (at most 5, so 6 digits cannot be
 * guessed; see `spendCodeTry`). The testing bypass code of the activation wizard is not accepted here.
 */
@Injectable()
export class CompleteSignInHandler {
  constructor(
    @Inject(SignInChallengeModel) private readonly challenges: SignInChallengeModel,
    private readonly getAccount: GetAccountHandler,
    private readonly rememberDevice: RememberDeviceHandler,
    @Inject(SMS_VERIFIER) private readonly sms: SmsVerifier,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ userId, code, device }: SignInCodeCheck): Promise<SignInResult> {
    await spendCodeTry(
      this.challenges,
      { id: userId, key: signInChallengeKey(userId), code, phoneNumber: (stored) => stored.phoneNumber, kind: 'sign-in' },
      { secret: this.config.SERVICE_TOKEN, sms: this.sms, logger: this.logger },
    );
    const account = await this.getAccount.execute(userId);
    // Suspended between the password and the code.
    refuseSuspended(account);
    await this.rememberDevice.execute(account, device);
    return { status: 'signed-in', account };
  }
}

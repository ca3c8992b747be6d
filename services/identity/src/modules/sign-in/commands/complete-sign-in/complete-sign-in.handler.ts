import type { SignInCodeCheck, SignInResult } from '@docnet/contracts';
import { LOGGER, SERVICE_CONFIG, type ServiceEnv } from '@docnet/platform';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { GetAccountHandler } from '../../../accounts/queries/get-account/get-account.handler';
import { SMS_VERIFIER, type SmsVerifier } from '../../../delivery/domain/delivery.ports';
import { INVALID_CODE } from '../../../verification/commands/check-verification-code/check-verification-code.handler';
import { codeMatches, MAX_CODE_ATTEMPTS } from '../../../verification/domain/verification-code';
import { signInChallengeKey } from '../../domain/device';
import { SignInChallengeModel } from '../../persistence/sign-in-challenge.schema';
import { RememberDeviceHandler } from '../remember-device/remember-device.handler';

/**
 * The second step of a two-factor sign-in: the SMS code. A try is counted before the comparison by a
 * guarded write (at most 5, so 6 digits cannot be guessed), a match uses the code up. The testing bypass
 * code of the activation wizard is not accepted here.
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
    const attempt = await this.challenges
      .findOneAndUpdate(
        { _id: userId, used: false, expiresAt: { $gt: new Date() }, attempts: { $lt: MAX_CODE_ATTEMPTS } },
        { $inc: { attempts: 1 } },
        { new: true },
      )
      .lean();
    if (!attempt) throw new BadRequestException(INVALID_CODE);
    const matches =
      attempt.checkedBy === 'identity'
        ? codeMatches(this.config.SERVICE_TOKEN, signInChallengeKey(userId), code, attempt.codeHash)
        : await this.sms.check(attempt.phoneNumber, code).catch((error: unknown) => {
            this.logger.error({ error: String(error) }, 'sign-in code check failed at the provider');
            return false;
          });
    if (!matches) throw new BadRequestException(INVALID_CODE);
    const used = await this.challenges.updateOne({ _id: userId, used: false }, { $set: { used: true } });
    if (used.modifiedCount !== 1) throw new BadRequestException(INVALID_CODE);
    const account = await this.getAccount.execute(userId);
    await this.rememberDevice.execute(account, device);
    return { status: 'signed-in', account };
  }
}

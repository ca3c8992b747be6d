import { LoginChallengeMessages, type Account, type SignInRequest, type SignInResult } from '@docnet/contracts';
import { LOGGER } from '@docnet/platform';
import { BadGatewayException, BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { CheckCredentialsHandler } from '../../../accounts/commands/check-credentials/check-credentials.handler';
import { Accounts } from '../../../accounts/persistence/accounts';
import { GetAccountHandler } from '../../../accounts/queries/get-account/get-account.handler';
import { SMS_VERIFIER, type SmsVerifier } from '../../../delivery/domain/delivery.ports';
import { CODE_TTL_MS, hashCode, maskedPhone, newCode } from '../../../verification/domain/verification-code';
import { signInChallengeKey } from '../../domain/device';
import { TwoFactorBudget } from '../../persistence/two-factor-budget';
import { SignInChallengeModel } from '../../persistence/sign-in-challenge.schema';
import { RememberDeviceHandler } from '../remember-device/remember-device.handler';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../../../config/identity.env';

/**
 * The first step of a sign-in: the password check. With two-factor sign-in on, a right password only
 * sends an SMS code to the verified phone (the session starts after the code); otherwise the sign-in is
 * complete and the browser is remembered (login alerts). Codes count against the account's two-factor budget.
 */
@Injectable()
export class StartSignInHandler {
  constructor(
    private readonly credentials: CheckCredentialsHandler,
    private readonly rememberDevice: RememberDeviceHandler,
    private readonly accounts: Accounts,
    private readonly getAccount: GetAccountHandler,
    @Inject(SignInChallengeModel) private readonly challenges: SignInChallengeModel,
    @Inject(SMS_VERIFIER) private readonly sms: SmsVerifier,
    private readonly budget: TwoFactorBudget,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ username, password, device }: SignInRequest): Promise<SignInResult> {
    const account = await this.credentials.execute(username, password);
    const stored = await this.accounts.security(account.id);
    if (stored?.phoneNumber && stored.security.twoFactorEnabled) return this.challenge(account, stored.phoneNumber);
    await this.rememberDevice.execute(account, device);
    return { status: 'signed-in', account };
  }

  /**
   * Another code for a sign-in still waiting for one: its unexpired challenge shows the password was right within
   * the code's lifetime; the new code counts against the same budget.
   */
  async resend(userId: number): Promise<SignInResult> {
    const waiting = await this.challenges.exists({ _id: userId, used: false, expiresAt: { $gt: new Date() } });
    if (!waiting) throw new BadRequestException(LoginChallengeMessages.expired);
    const [account, stored] = await Promise.all([this.getAccount.execute(userId), this.accounts.security(userId)]);
    if (!stored?.phoneNumber || !stored.security.twoFactorEnabled) throw new BadRequestException(LoginChallengeMessages.expired);
    return this.challenge(account, stored.phoneNumber);
  }

  private async challenge(account: Pick<Account, 'id' | 'email'>, phoneNumber: string): Promise<SignInResult> {
    await this.budget.spendCode(account.id, account.email, phoneNumber);
    await this.sendCode(account.id, phoneNumber);
    return { status: 'code-required', userId: account.id, sentTo: maskedPhone(phoneNumber) };
  }

  /** A new code replaces any earlier one of this member. */
  private async sendCode(userId: number, phoneNumber: string): Promise<void> {
    const code = newCode();
    let checkedBy: 'identity' | 'provider';
    try {
      ({ checkedBy } = await this.sms.start(phoneNumber, code));
    } catch (error) {
      this.logger.error({ userId, error: String(error) }, 'sign-in code not delivered');
      throw new BadGatewayException('Failed to send verification code');
    }
    await this.challenges.replaceOne(
      { _id: userId },
      {
        _id: userId,
        phoneNumber,
        codeHash: checkedBy === 'identity' ? hashCode(this.config.CODE_HMAC_KEY, signInChallengeKey(userId), code) : '',
        checkedBy,
        attempts: 0,
        used: false,
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      },
      { upsert: true },
    );
  }
}

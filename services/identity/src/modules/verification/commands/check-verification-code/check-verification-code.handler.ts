import { LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../../../config/identity.env';
import { SMS_VERIFIER, type SmsVerifier } from '../../../delivery/domain/delivery.ports';
import { spendCodeTry } from '../../domain/spend-code-try';
import { CODE_TTL_MS, verificationId, type VerificationChannel } from '../../domain/verification-code';
import { VerificationModel } from '../../persistence/verification.schema';

/** Checks a one-time code of the activation wizard (one try of it, see `spendCodeTry`), or the SMS bypass code. */
@Injectable()
export class CheckVerificationCodeHandler {
  constructor(
    @Inject(VerificationModel) private readonly verifications: VerificationModel,
    @Inject(SMS_VERIFIER) private readonly sms: SmsVerifier,
    @Inject(IDENTITY_CONFIG) private readonly identityConfig: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(channel: VerificationChannel, destination: string, code: string): Promise<void> {
    const id = verificationId(channel, destination);
    if (channel === 'sms' && this.identityConfig.SMS_BYPASS_CODE && code === this.identityConfig.SMS_BYPASS_CODE) {
      await this.recordBypass(id, destination);
      return;
    }
    await spendCodeTry(
      this.verifications,
      { id, key: id, code, phoneNumber: () => destination, kind: 'SMS', onUse: () => ({ verifiedAt: new Date() }) },
      { secret: this.identityConfig.CODE_HMAC_KEY, sms: this.sms, logger: this.logger },
    );
  }

  /** The spec's testing hint: a fixed SMS code, accepted only when SMS_BYPASS_CODE is configured. */
  private async recordBypass(id: string, destination: string): Promise<void> {
    this.logger.warn({ verification: id }, 'SMS verification passed with the configured bypass code');
    const now = new Date();
    await this.verifications.replaceOne(
      { _id: id },
      { _id: id, channel: 'sms', destination, codeHash: '', checkedBy: 'identity', attempts: 0, used: true, expiresAt: new Date(now.getTime() + CODE_TTL_MS), verifiedAt: now },
      { upsert: true },
    );
  }
}

import { EMAIL_SENDER, LOGGER, type EmailSender } from '@docnet/platform';
import { BadGatewayException, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { SMS_VERIFIER, type SmsVerifier } from '../../../delivery/domain/delivery.ports';
import { CODE_TTL_MS, hashCode, newCode, verificationId, type VerificationChannel } from '../../domain/verification-code';
import { VerificationModel } from '../../persistence/verification.schema';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../../../config/identity.env';

const SEND_FAILED = 'Failed to send verification code';

/** Sends a new one-time code by email or SMS; it replaces any earlier code for that destination. */
@Injectable()
export class SendVerificationCodeHandler {
  constructor(
    @Inject(VerificationModel) private readonly verifications: VerificationModel,
    @Inject(EMAIL_SENDER) private readonly email: EmailSender,
    @Inject(SMS_VERIFIER) private readonly sms: SmsVerifier,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async toEmail(address: string): Promise<void> {
    const code = newCode();
    await this.store('email', address, code, 'identity');
    await this.deliver('email', () =>
      this.email.send({
        to: address,
        subject: 'Your DocNet verification code',
        text: `Your DocNet verification code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this email.`,
      }),
    );
  }

  async toPhone(phoneNumber: string): Promise<void> {
    const code = newCode();
    const { checkedBy } = await this.deliver('sms', () => this.sms.start(phoneNumber, code));
    await this.store('sms', phoneNumber, code, checkedBy);
  }

  private async store(channel: VerificationChannel, destination: string, code: string, checkedBy: 'identity' | 'provider') {
    const id = verificationId(channel, destination);
    await this.verifications.replaceOne(
      { _id: id },
      {
        _id: id,
        channel,
        destination,
        codeHash: checkedBy === 'identity' ? hashCode(this.config.CODE_HMAC_KEY, id, code) : '',
        checkedBy,
        attempts: 0,
        used: false,
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      },
      { upsert: true },
    );
  }

  private async deliver<T>(channel: VerificationChannel, send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      this.logger.error({ channel, error: String(error) }, 'verification code not delivered');
      throw new BadGatewayException(SEND_FAILED);
    }
  }
}

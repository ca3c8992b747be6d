import { BadRequestException } from '@nestjs/common';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import type { SmsVerifier } from '../../delivery/domain/delivery.ports';
import { codeMatches, MAX_CODE_ATTEMPTS } from './verification-code';

export const INVALID_CODE = 'Invalid or expired verification code.';

/** What the activation wizard's codes and the sign-in challenges both keep of a one-time code. */
export interface StoredCode {
  _id: string | number;
  /** HMAC of the code; '' when the provider (Twilio Verify) keeps the code. */
  codeHash: string;
  checkedBy: 'identity' | 'provider';
  attempts: number;
  used: boolean;
  expiresAt: Date;
}

export interface CodeTry<T extends StoredCode> {
  id: T['_id'];
  /** The id the code was hashed under (`hashCode`). */
  key: string;
  code: string;
  /** The number a provider-kept code was sent to. */
  phoneNumber: (stored: T) => string;
  /** Names the code in the log line of a provider failure. */
  kind: string;
  /** Set beside `used` when the code matches, as of that moment. */
  onUse?: () => Partial<T>;
}

export interface CodeChecker {
  secret: string;
  sms: SmsVerifier;
  logger: Logger;
}

/**
 * One try of a stored one-time code, the same for the activation wizard's codes and the sign-in challenges:
 * the try is counted before the comparison by a guarded write, so concurrent guesses cannot exceed the limit;
 * a match uses the code up by another guarded write, so it works once. Any failure is INVALID_CODE.
 */
export async function spendCodeTry<T extends StoredCode>(codes: Model<T>, attempt: CodeTry<T>, checker: CodeChecker): Promise<void> {
  const stored = await codes
    .findOneAndUpdate(
      { _id: attempt.id, used: false, expiresAt: { $gt: new Date() }, attempts: { $lt: MAX_CODE_ATTEMPTS } },
      { $inc: { attempts: 1 } },
      { new: true },
    )
    .lean<T>();
  if (!stored) throw new BadRequestException(INVALID_CODE);
  const matches =
    stored.checkedBy === 'identity'
      ? codeMatches(checker.secret, attempt.key, attempt.code, stored.codeHash)
      : await checker.sms.check(attempt.phoneNumber(stored), attempt.code).catch((error: unknown) => {
          checker.logger.error({ error: String(error) }, `${attempt.kind} code check failed at the provider`);
          return false;
        });
  if (!matches) throw new BadRequestException(INVALID_CODE);
  const used = await codes.updateOne({ _id: attempt.id, used: false }, { $set: { used: true, ...attempt.onUse?.() } });
  if (used.modifiedCount !== 1) throw new BadRequestException(INVALID_CODE);
}

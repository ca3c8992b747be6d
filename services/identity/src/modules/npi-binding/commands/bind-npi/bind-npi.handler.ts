import {
  UserNpiBoundV1,
  UserNpiUnboundV1,
  type NpiBindingCheck,
  type NpiBindingDone,
} from '@docnet/contracts';
import {
  EMAIL_SENDER,
  LOGGER,
  newEvent,
  type EmailSender,
} from '@docnet/platform';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { Accounts } from '../../../accounts/persistence/accounts';
import { SMS_VERIFIER, type SmsVerifier } from '../../../delivery/domain/delivery.ports';
import { INVALID_CODE, spendCodeTry } from '../../../verification/domain/spend-code-try';
import { npiBindingKey } from '../../domain/npi-binding';
import { NpiBindingChallengeModel } from '../../persistence/npi-binding-challenge.schema';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../../../config/identity.env';

export const NPI_RECLAIMED_SUBJECT = 'Your NPI was verified by another DocNet member';

/**
 * The second step: the registry phone's code binds the NPI to the member. An NPI is bound to one account at a time;
 * whoever proves the registry's phone is taken to be its real holder (the dispute path), so an account that held
 * the NPI (claimed at activation or bound) loses it, with `identity.user.npi-unbound`, and is emailed why.
 */
@Injectable()
export class BindNpiHandler {
  constructor(
    private readonly accounts: Accounts,
    @Inject(NpiBindingChallengeModel) private readonly challenges: NpiBindingChallengeModel,
    @Inject(SMS_VERIFIER) private readonly sms: SmsVerifier,
    @Inject(EMAIL_SENDER) private readonly email: EmailSender,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(userId: number, { npi, code }: NpiBindingCheck): Promise<NpiBindingDone> {
    const pending = await this.challenges.findById(userId, { npi: 1 }).lean();
    // A code proves the NPI it was sent for; asking for another NPI's binding needs its own code.
    if (pending?.npi !== npi) throw new BadRequestException(INVALID_CODE);
    await spendCodeTry(
      this.challenges,
      {
        id: userId,
        key: npiBindingKey(userId, npi),
        code,
        phoneNumber: (stored) => stored.phoneNumber,
        kind: 'NPI binding',
      },
      { secret: this.config.CODE_HMAC_KEY, sms: this.sms, logger: this.logger },
    );
    const boundAt = new Date();
    const bound = newEvent(UserNpiBoundV1, 'identity', userId, {
      userId,
      npi,
      boundAt: boundAt.toISOString(),
    });
    // The previous holder is unbound before the claim moves: should identity stop in between, the member's next
    // binding finds the claim still theirs to take, or already its own, and nobody keeps an NPI without its claim.
    const previousHolder = await this.accounts.npiHolder(npi);
    if (previousHolder !== null && previousHolder !== userId) await this.revoke(previousHolder, npi);
    await this.accounts.bindNpi(userId, npi, previousHolder, boundAt, bound);
    return { npiBound: true, npi, message: 'Your NPI is verified' };
  }

  /** The previous holder loses the NPI and learns why; the mail is awaited but never fails the binding. */
  private async revoke(holderId: number, npi: string): Promise<void> {
    const unbound = newEvent(UserNpiUnboundV1, 'identity', holderId, {
      userId: holderId,
      npi,
      reason: 'reclaimed',
      unboundAt: new Date().toISOString(),
    });
    if (!(await this.accounts.unbindNpi(holderId, npi, unbound))) return;
    const holder = await this.accounts.find(holderId);
    if (!holder) return;
    await this.email
      .send({
        to: holder.email,
        subject: NPI_RECLAIMED_SUBJECT,
        text: [
          `Another DocNet member proved that NPI ${npi} is theirs with a code sent to the phone the NPI registry lists for it,`,
          `so it is no longer on your account ${holder.username} and your profile no longer shows it as verified.`,
          '',
          'If this NPI is yours, verify it again from your profile: the code goes to the practice phone listed in the NPI registry.',
          'If you did not expect this, contact DocNet support.',
        ].join('\n'),
      })
      .catch((error: unknown) =>
        this.logger.error({ userId: holderId, error: String(error) }, 'NPI reclaim notice not delivered'),
      );
  }
}

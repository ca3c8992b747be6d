import { NpiBindingMessages, type NpiBindingRequest, type NpiBindingStarted } from '@docnet/contracts';
import { LOGGER, REDIS, REDIS_KEY_PREFIX } from '@docnet/platform';
import { BadGatewayException, BadRequestException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { SMS_VERIFIER, type SmsVerifier } from '../../../delivery/domain/delivery.ports';
import {
  NPI_REGISTRY,
  NpiRegistryUnavailable,
  type NpiRegistry,
} from '../../../npi-discovery/domain/npi-registry.port';
import { CODE_TTL_MS, destinationKey, hashCode, maskedPhone, newCode } from '../../../verification/domain/verification-code';
import { npiBindingKey } from '../../domain/npi-binding';
import { NpiBindingChallengeModel } from '../../persistence/npi-binding-challenge.schema';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../../../config/identity.env';

/** The window of the codes counted per phone. */
const PHONE_WINDOW_SECONDS = 60 * 60;

/**
 * The first step of binding an NPI to a member: a code goes to the phone the NPI registry lists for that provider
 * (never to the member's own phone: whoever answers the practice's phone is the NPI's holder), by SMS or a voice
 * call, and the answer says where, masked. A new request replaces the member's earlier code. The codes are counted per
 * phone as dialled, whichever members and NPIs ask (the BFF counts per NPI, but one practice's phone is listed for
 * many NPIs): past NPI_BINDING_CODES_PER_PHONE_PER_HOUR, 429 and nothing is sent.
 */
@Injectable()
export class StartNpiBindingHandler {
  constructor(
    @Inject(NPI_REGISTRY) private readonly registry: NpiRegistry,
    @Inject(NpiBindingChallengeModel) private readonly challenges: NpiBindingChallengeModel,
    @Inject(SMS_VERIFIER) private readonly sms: SmsVerifier,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) private readonly prefix: string,
  ) {}

  async execute(userId: number, { npi, channel }: NpiBindingRequest): Promise<NpiBindingStarted> {
    const phoneNumber = await this.registryPhone(npi);
    await this.countCodeTo(phoneNumber);
    const code = newCode();
    let checkedBy: 'identity' | 'provider';
    try {
      ({ checkedBy } = await this.sms.start(phoneNumber, code, channel));
    } catch (error) {
      this.logger.error({ userId, channel, error: String(error) }, 'NPI binding code not delivered');
      throw new BadGatewayException('Failed to send verification code');
    }
    await this.challenges.replaceOne(
      { _id: userId },
      {
        _id: userId,
        npi,
        phoneNumber,
        codeHash:
          checkedBy === 'identity'
            ? hashCode(this.config.CODE_HMAC_KEY, npiBindingKey(userId, npi), code)
            : '',
        checkedBy,
        attempts: 0,
        used: false,
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      },
      { upsert: true },
    );
    const sentTo = maskedPhone(phoneNumber);
    const message =
      channel === 'call' ? `We are calling ${sentTo} with your code` : `We sent a code to ${sentTo}`;
    return { message, channel, sentTo };
  }

  private async countCodeTo(phoneNumber: string): Promise<void> {
    const key = `${this.prefix}npi-binding:codes:${destinationKey('sms', phoneNumber)}`;
    const result = await this.redis.multi().incr(key).expire(key, PHONE_WINDOW_SECONDS, 'NX').exec();
    if (Number(result?.[0]?.[1] ?? 0) > this.config.NPI_BINDING_CODES_PER_PHONE_PER_HOUR) {
      throw new HttpException({ message: NpiBindingMessages.tooManyCodes }, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  private async registryPhone(npi: string): Promise<string> {
    let record;
    try {
      [record] = await this.registry.search({ searchType: 'npi', npiNumber: npi });
    } catch (error) {
      if (error instanceof NpiRegistryUnavailable)
        throw new BadGatewayException('Unable to search NPI records. Please try again.');
      throw error;
    }
    if (!record) throw new BadRequestException(NpiBindingMessages.notInRegistry);
    if (!record.phoneNumber) throw new BadRequestException(NpiBindingMessages.noRegistryPhone);
    return record.phoneNumber;
  }
}

import { SharedReadModels, type MemberRecord, type PrivacySettings } from '@docnet/contracts';
import { LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { SERVICE_READ_MODELS, type ServiceReadModels } from '../../session/redis.provider';

/**
 * A member's privacy switches as profile has them the moment its save answers: their record in profile's shared read
 * model (contracts' SharedReadModels), written before profile answers. Social-graph's copy of the member's card follows
 * on profile.updated a moment later, so a read guarded by that copy alone would still list a member's connections
 * just after they made their profile private. Undefined when there is no record or Redis cannot answer: the
 * service's own check stands alone then.
 */
@Injectable()
export class OwnersPrivacy {
  constructor(
    @Inject(SERVICE_READ_MODELS) private readonly readModels: ServiceReadModels,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async of(memberId: number): Promise<PrivacySettings | undefined> {
    const { redis, prefix } = this.readModels;
    try {
      const record = await redis.hget(prefix + SharedReadModels.memberRecords, String(memberId));
      return record ? (JSON.parse(record) as Partial<MemberRecord>).privacy : undefined;
    } catch (error) {
      this.logger.warn({ memberId, error: String(error) }, "member's record unavailable: social-graph's copy decides their privacy");
      return undefined;
    }
  }
}

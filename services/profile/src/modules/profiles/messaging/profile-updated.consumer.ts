import { ProfileUpdatedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { IndexProfileHandler } from '../commands/index-profile/index-profile.handler';
import { SearchIndex } from '../domain/search-index.port';

/**
 * The service's own profile.updated (from its outbox) keeps doctor search's index up to the profiles
 * even when the update right after a write was lost (a crash or a Redis failure in between). When the
 * index already holds that revision or a later one, as it usually does, nothing is read.
 */
@Controller()
export class ProfileUpdatedConsumer {
  constructor(
    private readonly index: SearchIndex,
    private readonly indexProfile: IndexProfileHandler,
  ) {}

  @EventPattern(ProfileUpdatedV1.type)
  async profileUpdated(@Payload() event: EventOf<typeof ProfileUpdatedV1>): Promise<void> {
    const held = await this.index.revisionOf(event.data.card.id);
    if (held !== undefined && held >= event.data.revision) return;
    await this.indexProfile.execute(event.data.card.id);
  }
}

import { ConnectionAcceptedV1, ConnectionRejectedV1, ConnectionRemovedV1, ConnectionRequestedV1, type EventOf } from '@docnet/contracts';
import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ForgetRecommendationsHandler } from '../commands/forget-recommendations/forget-recommendations.handler';
import { SocialTieModel, type TieStatus } from '../persistence/social-tie.schema';

type ConnectionEvent = EventOf<
  typeof ConnectionRequestedV1 | typeof ConnectionAcceptedV1 | typeof ConnectionRejectedV1 | typeof ConnectionRemovedV1
>;

/**
 * The social graph the recommendations exclude and count mutual connections in. Events of one
 * connection travel in order (its id is the aggregate), and each write sets the whole tie, so a
 * redelivered event changes nothing; then the recommendations the tie changes are dropped.
 */
@Controller()
export class SocialGraphConsumer {
  constructor(
    @Inject(SocialTieModel) private readonly ties: SocialTieModel,
    private readonly recommendations: ForgetRecommendationsHandler,
  ) {}

  @EventPattern(ConnectionRequestedV1.type)
  requested(@Payload() event: EventOf<typeof ConnectionRequestedV1>): Promise<void> {
    return this.record(event, 'pending');
  }

  @EventPattern(ConnectionAcceptedV1.type)
  accepted(@Payload() event: EventOf<typeof ConnectionAcceptedV1>): Promise<void> {
    return this.record(event, 'accepted');
  }

  @EventPattern(ConnectionRejectedV1.type)
  rejected(@Payload() event: EventOf<typeof ConnectionRejectedV1>): Promise<void> {
    return this.record(event, 'rejected');
  }

  /** A removed connection no longer excludes the pair nor counts as a mutual connection. */
  @EventPattern(ConnectionRemovedV1.type)
  removed(@Payload() event: EventOf<typeof ConnectionRemovedV1>): Promise<void> {
    return this.record(event, 'removed');
  }

  private async record({ data }: ConnectionEvent, status: TieStatus): Promise<void> {
    const { connectionId, requesterId, receiverId } = data;
    await this.ties.updateOne({ _id: connectionId }, { $set: { requesterId, receiverId, status } }, { upsert: true });
    await this.recommendations.tieChanged(requesterId, receiverId);
  }
}

import {
  ConnectionAcceptedV1,
  ConnectionRejectedV1,
  ConnectionRemovedV1,
  ConnectionRequestedV1,
  ConnectionWithdrawnV1,
  type EventOf,
} from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { UpdateConnectionGraphHandler } from '../commands/update-connection-graph/update-connection-graph.handler';

/**
 * The service's own connection events (from its outbox) keep the connections read model up to the
 * connections even when the update right after a write was lost (a crash or a Redis failure in between).
 */
@Controller()
export class ConnectionEventsConsumer {
  constructor(private readonly updates: UpdateConnectionGraphHandler) {}

  @EventPattern(ConnectionRequestedV1.type)
  requested(@Payload() event: EventOf<typeof ConnectionRequestedV1>): Promise<void> {
    return this.updates.fromEvent(event.data, 'pending');
  }

  @EventPattern(ConnectionAcceptedV1.type)
  accepted(@Payload() event: EventOf<typeof ConnectionAcceptedV1>): Promise<void> {
    return this.updates.fromEvent(event.data, 'accepted');
  }

  @EventPattern(ConnectionRejectedV1.type)
  rejected(@Payload() event: EventOf<typeof ConnectionRejectedV1>): Promise<void> {
    return this.updates.fromEvent(event.data, 'rejected');
  }

  @EventPattern(ConnectionRemovedV1.type)
  removed(@Payload() event: EventOf<typeof ConnectionRemovedV1>): Promise<void> {
    return this.updates.fromEvent(event.data, 'removed');
  }

  @EventPattern(ConnectionWithdrawnV1.type)
  withdrawn(@Payload() event: EventOf<typeof ConnectionWithdrawnV1>): Promise<void> {
    return this.updates.fromEvent(event.data, 'withdrawn');
  }
}

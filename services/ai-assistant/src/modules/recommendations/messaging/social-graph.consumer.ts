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
import { RecordConnectionHandler } from '../commands/record-connection/record-connection.handler';

/**
 * The social graph the recommendations use (see RecordConnectionHandler). Events of one connection travel in
 * order (its id is the aggregate), so the last status recorded is the connection's.
 */
@Controller()
export class SocialGraphConsumer {
  constructor(private readonly connections: RecordConnectionHandler) {}

  @EventPattern(ConnectionRequestedV1.type)
  requested(@Payload() event: EventOf<typeof ConnectionRequestedV1>): Promise<void> {
    return this.connections.execute(event.data, 'pending');
  }

  @EventPattern(ConnectionAcceptedV1.type)
  accepted(@Payload() event: EventOf<typeof ConnectionAcceptedV1>): Promise<void> {
    return this.connections.execute(event.data, 'accepted');
  }

  @EventPattern(ConnectionRejectedV1.type)
  rejected(@Payload() event: EventOf<typeof ConnectionRejectedV1>): Promise<void> {
    return this.connections.execute(event.data, 'rejected');
  }

  /** A removed connection no longer excludes the pair nor counts as a mutual connection. */
  @EventPattern(ConnectionRemovedV1.type)
  removed(@Payload() event: EventOf<typeof ConnectionRemovedV1>): Promise<void> {
    return this.connections.execute(event.data, 'removed');
  }

  /** A withdrawn request no longer excludes the pair from the recommendations. */
  @EventPattern(ConnectionWithdrawnV1.type)
  withdrawn(@Payload() event: EventOf<typeof ConnectionWithdrawnV1>): Promise<void> {
    return this.connections.execute(event.data, 'withdrawn');
  }
}

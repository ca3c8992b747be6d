import { ConnectionAcceptedV1, ConnectionRemovedV1, ConnectionRequestedV1, ConnectionWithdrawnV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { RecordConnectionHandler } from '../../audience/commands/record-connection/record-connection.handler';
import { NotifyMemberHandler } from '../commands/notify-member/notify-member.handler';
import { RetractNotificationsHandler } from '../commands/retract-notifications/retract-notifications.handler';
import { NotificationLinks, NotificationTexts } from '../domain/notification-texts';

/**
 * Connection requests and acceptances notify the other member, and a withdrawn request takes its notification back;
 * accepted connections are kept for profile-update fan-out.
 */
@Controller()
export class ConnectionEventsConsumer {
  constructor(
    private readonly notify: NotifyMemberHandler,
    private readonly connections: RecordConnectionHandler,
    private readonly retract: RetractNotificationsHandler,
  ) {}

  /** The request a notification is about: its withdrawal removes the notification. */
  private static request(connectionId: number): string {
    return `connection:${connectionId}`;
  }

  @EventPattern(ConnectionRequestedV1.type)
  async requested(@Payload() event: EventOf<typeof ConnectionRequestedV1>): Promise<void> {
    const { connectionId, requesterId, receiverId } = event.data;
    await this.notify.execute({
      recipientId: receiverId,
      type: 'connectionRequests',
      actorId: requesterId,
      sourceEventId: event.id,
      link: NotificationLinks.network,
      text: NotificationTexts.connectionRequested,
      subject: ConnectionEventsConsumer.request(connectionId),
    });
  }

  @EventPattern(ConnectionWithdrawnV1.type)
  withdrawn(@Payload() event: EventOf<typeof ConnectionWithdrawnV1>): Promise<void> {
    const { connectionId, receiverId } = event.data;
    return this.retract.execute(receiverId, ConnectionEventsConsumer.request(connectionId));
  }

  @EventPattern(ConnectionAcceptedV1.type)
  async accepted(@Payload() event: EventOf<typeof ConnectionAcceptedV1>): Promise<void> {
    const { connectionId, requesterId, receiverId } = event.data;
    await this.connections.accepted(connectionId, [requesterId, receiverId]);
    await this.notify.execute({
      recipientId: requesterId,
      type: 'connectionAccepted',
      actorId: receiverId,
      sourceEventId: event.id,
      link: NotificationLinks.profile(receiverId),
      text: NotificationTexts.connectionAccepted,
    });
  }

  @EventPattern(ConnectionRemovedV1.type)
  removed(@Payload() event: EventOf<typeof ConnectionRemovedV1>): Promise<void> {
    return this.connections.removed(event.data.connectionId);
  }
}

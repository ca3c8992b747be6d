import { ConnectionMessages, ConnectionRemovedV1 } from '@docnet/contracts';
import { newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { removedSlot } from '../../domain/pair';
import { ConnectionModel, type ConnectionDocument } from '../../persistence/connection.schema';
import { UpdateConnectionGraphHandler } from '../update-connection-graph/update-connection-graph.handler';

/**
 * Either member removes an accepted connection. The write is conditional on the connection still being
 * accepted (of two concurrent removals only the first counts), records connection.removed in the same
 * write (outbox) and moves the connection off the pair's live slot, so the two may connect again later.
 * From then on they can no longer message each other (the messages module checks the live slot).
 */
@Injectable()
export class RemoveConnectionHandler {
  constructor(
    @Inject(ConnectionModel) private readonly connections: ConnectionModel,
    private readonly relay: OutboxRelay,
    private readonly graph: UpdateConnectionGraphHandler,
  ) {}

  async execute(connectionId: number, actingUserId: number): Promise<void> {
    const current = await this.connections
      .findById(connectionId, { requesterId: 1, receiverId: 1, status: 1, createdAt: 1 })
      .lean<Pick<ConnectionDocument, 'requesterId' | 'receiverId' | 'status' | 'createdAt'>>();
    if (!current) throw new NotFoundException(ConnectionMessages.notFound);
    const { requesterId, receiverId } = current;
    if (actingUserId !== requesterId && actingUserId !== receiverId) throw new ForbiddenException(ConnectionMessages.notMember);
    if (current.status !== 'accepted') throw new ConflictException(ConnectionMessages.notAccepted);
    const removedAt = new Date();
    const event = newEvent(ConnectionRemovedV1, 'social-graph', connectionId, {
      connectionId,
      requesterId,
      receiverId,
      removedBy: actingUserId,
      removedAt: removedAt.toISOString(),
    });
    const changes: Partial<ConnectionDocument> = {
      status: 'removed',
      pairSlot: removedSlot(requesterId, receiverId, connectionId),
      removedBy: actingUserId,
      removedAt,
      updatedAt: removedAt,
    };
    const result = await this.connections.updateOne({ _id: connectionId, status: 'accepted' }, withEvents<ConnectionDocument>({ $set: changes }, [event]));
    if (result.matchedCount !== 1) throw new ConflictException(ConnectionMessages.notAccepted);
    this.relay.nudge(this.connections, connectionId);
    await this.graph.afterWrite({ id: connectionId, requesterId, receiverId, status: 'removed', createdAt: current.createdAt });
  }
}

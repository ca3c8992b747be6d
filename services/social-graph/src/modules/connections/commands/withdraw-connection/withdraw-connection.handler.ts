import { ConnectionMessages, ConnectionWithdrawnV1 } from '@docnet/contracts';
import { newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { withdrawnSlot } from '../../domain/pair';
import { connectionFields, type StoredConnection } from '../../persistence/connection.mapper';
import { ConnectionModel, type ConnectionDocument } from '../../persistence/connection.schema';
import { UpdateConnectionGraphHandler } from '../update-connection-graph/update-connection-graph.handler';

/**
 * The sender withdraws a pending request. The write is conditional on the request still being pending (an
 * answer and a withdrawal racing: only the first counts), records connection.withdrawn in the same write
 * (outbox) and moves the request off the pair's live slot, so either member may ask at once: unlike a decline,
 * a withdrawal says nothing about the receiver's wishes, so no cool-off follows it.
 */
@Injectable()
export class WithdrawConnectionHandler {
  constructor(
    @Inject(ConnectionModel) private readonly connections: ConnectionModel,
    private readonly relay: OutboxRelay,
    private readonly graph: UpdateConnectionGraphHandler,
  ) {}

  async execute(connectionId: number, actingUserId: number): Promise<void> {
    const current = await this.connections.findById(connectionId, connectionFields).lean<StoredConnection>();
    if (!current) throw new NotFoundException(ConnectionMessages.notFound);
    const { requesterId, receiverId } = current;
    // The receiver declines instead: a withdrawal by them would skip the decline's cool-off.
    if (actingUserId !== requesterId) throw new ForbiddenException(ConnectionMessages.notRequester);
    if (current.status !== 'pending') throw new ConflictException(ConnectionMessages.notPending);
    const withdrawnAt = new Date();
    const event = newEvent(ConnectionWithdrawnV1, 'social-graph', connectionId, {
      connectionId,
      requesterId,
      receiverId,
      withdrawnAt: withdrawnAt.toISOString(),
    });
    const changes: Partial<ConnectionDocument> = {
      status: 'withdrawn',
      pairSlot: withdrawnSlot(requesterId, receiverId, connectionId),
      withdrawnAt,
      updatedAt: withdrawnAt,
    };
    const result = await this.connections.updateOne({ _id: connectionId, status: 'pending' }, withEvents<ConnectionDocument>({ $set: changes }, [event]));
    if (result.matchedCount !== 1) throw new ConflictException(ConnectionMessages.notPending);
    this.relay.nudge(this.connections, connectionId);
    await this.graph.afterWrite({ id: connectionId, requesterId, receiverId, status: 'withdrawn', createdAt: current.createdAt });
  }
}

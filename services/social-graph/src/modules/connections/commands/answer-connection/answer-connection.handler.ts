import {
  ConnectionAcceptedV1,
  ConnectionMessages,
  ConnectionRejectedV1,
  type Connection,
  type ConnectionAnswer,
} from '@docnet/contracts';
import { newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { declinedSlot } from '../../domain/pair';
import { connectionFields, toConnection, type StoredConnection } from '../../persistence/connection.mapper';
import { ConnectionModel, type ConnectionDocument } from '../../persistence/connection.schema';
import { UpdateConnectionGraphHandler } from '../update-connection-graph/update-connection-graph.handler';

/**
 * The receiver accepts or declines a pending request. The write is conditional on the request still
 * being pending, so of two concurrent answers only the first counts; the accepted or rejected event is
 * recorded by the same write (outbox). Declining frees the pair's live slot for a later request.
 */
@Injectable()
export class AnswerConnectionHandler {
  constructor(
    @Inject(ConnectionModel) private readonly connections: ConnectionModel,
    private readonly relay: OutboxRelay,
    private readonly graph: UpdateConnectionGraphHandler,
  ) {}

  async execute(connectionId: number, actingUserId: number, status: ConnectionAnswer): Promise<Connection> {
    const current = await this.connections.findById(connectionId, connectionFields).lean<StoredConnection>();
    if (!current) throw new NotFoundException(ConnectionMessages.notFound);
    if (current.receiverId !== actingUserId) throw new ForbiddenException(ConnectionMessages.notReceiver);
    if (current.status !== 'pending') throw new ConflictException(ConnectionMessages.notPending);
    const answeredAt = new Date();
    const parties = { connectionId, requesterId: current.requesterId, receiverId: current.receiverId, answeredAt: answeredAt.toISOString() };
    const event =
      status === 'accepted'
        ? newEvent(ConnectionAcceptedV1, 'social-graph', connectionId, parties)
        : newEvent(ConnectionRejectedV1, 'social-graph', connectionId, parties);
    const changes: Partial<ConnectionDocument> = { status, answeredAt, updatedAt: answeredAt };
    if (status === 'rejected') changes.pairSlot = declinedSlot(current.requesterId, current.receiverId, connectionId);
    const result = await this.connections.updateOne({ _id: connectionId, status: 'pending' }, withEvents<ConnectionDocument>({ $set: changes }, [event]));
    if (result.matchedCount !== 1) throw new ConflictException(ConnectionMessages.notPending);
    this.relay.nudge(this.connections, connectionId);
    await this.graph.afterWrite({ id: connectionId, requesterId: current.requesterId, receiverId: current.receiverId, status, createdAt: current.createdAt });
    return toConnection({ ...current, status });
  }
}

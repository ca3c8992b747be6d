import { ConnectionMessages, ConnectionRequestedV1, type Connection } from '@docnet/contracts';
import { isDuplicateKey, MemberCards, newEvent, OutboxRelay, SequenceGenerator, withNewEvents } from '@docnet/platform';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { pairSlot } from '../../domain/pair';
import { toConnection } from '../../persistence/connection.mapper';
import { UpdateConnectionGraphHandler } from '../update-connection-graph/update-connection-graph.handler';
import { ConnectionModel, type ConnectionDocument } from '../../persistence/connection.schema';

const ATTEMPTS = 3;

/**
 * Sends a connection request. The insert claims the pair's live slot (unique index), so of two
 * concurrent requests between the same members, in either direction, exactly one is recorded; the
 * other learns from the duplicate key which live connection it met. The requested event is stored
 * with the connection in the same insert (outbox).
 */
@Injectable()
export class RequestConnectionHandler {
  constructor(
    @Inject(ConnectionModel) private readonly connections: ConnectionModel,
    private readonly cards: MemberCards,
    private readonly sequences: SequenceGenerator,
    private readonly relay: OutboxRelay,
    private readonly graph: UpdateConnectionGraphHandler,
  ) {}

  async execute(requesterId: number, receiverId: number): Promise<Connection> {
    if (requesterId === receiverId) throw new BadRequestException(ConnectionMessages.self);
    if (!(await this.cards.find([receiverId])).has(receiverId)) throw new NotFoundException(ConnectionMessages.unknownMember);
    const slot = pairSlot(requesterId, receiverId);
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const id = await this.sequences.next('connections');
      const createdAt = new Date();
      const connection = { _id: id, requesterId, receiverId, status: 'pending' as const, pairSlot: slot, createdAt, updatedAt: createdAt };
      const event = newEvent(ConnectionRequestedV1, 'social-graph', id, {
        connectionId: id,
        requesterId,
        receiverId,
        requestedAt: createdAt.toISOString(),
      });
      try {
        const written = { ...connection, ...withNewEvents([event]) };
        await this.connections.create(written);
        this.relay.nudgeInserted(this.connections, written);
        await this.graph.afterWrite({ id, requesterId, receiverId, status: 'pending', createdAt });
        return toConnection(connection);
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      const live = await this.connections.findOne({ pairSlot: slot }, { status: 1 }).lean<Pick<ConnectionDocument, 'status'>>();
      if (live?.status === 'accepted') throw new ConflictException(ConnectionMessages.alreadyConnected);
      if (live?.status === 'pending') throw new ConflictException(ConnectionMessages.alreadyPending);
      // The live connection was declined meanwhile: the pair is free again, claim it once more.
    }
    throw new ConflictException(ConnectionMessages.alreadyPending);
  }
}

import { connectionCoolOffMessage, ConnectionMessages, ConnectionRequestedV1, type Connection } from '@docnet/contracts';
import { isDuplicateKey, MemberCards, newEvent, OutboxRelay, SequenceGenerator, withNewEvents } from '@docnet/platform';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { SOCIAL_GRAPH_CONFIG, type SocialGraphConfig } from '../../../../config/social-graph.env';
import { pairSlot } from '../../domain/pair';
import { toConnection } from '../../persistence/connection.mapper';
import { UpdateConnectionGraphHandler } from '../update-connection-graph/update-connection-graph.handler';
import { ConnectionModel, type ConnectionDocument } from '../../persistence/connection.schema';

const ATTEMPTS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sends a connection request. The insert claims the pair's live slot (unique index), so of two
 * concurrent requests between the same members, in either direction, exactly one is recorded; the
 * other learns from the duplicate key which live connection it met. The requested event is stored
 * with the connection in the same insert (outbox). A member the receiver declined waits out the cool-off
 * (`CONNECTION_REREQUEST_COOLOFF_DAYS`) before asking them again, so a decline is not met by the same request
 * the next minute; the receiver may still ask them, and a withdrawn request never holds anyone back.
 */
@Injectable()
export class RequestConnectionHandler {
  constructor(
    @Inject(ConnectionModel) private readonly connections: ConnectionModel,
    private readonly cards: MemberCards,
    private readonly sequences: SequenceGenerator,
    private readonly relay: OutboxRelay,
    private readonly graph: UpdateConnectionGraphHandler,
    @Inject(SOCIAL_GRAPH_CONFIG) private readonly config: SocialGraphConfig,
  ) {}

  async execute(requesterId: number, receiverId: number): Promise<Connection> {
    if (requesterId === receiverId) throw new BadRequestException(ConnectionMessages.self);
    if (!(await this.cards.find([receiverId])).has(receiverId)) throw new NotFoundException(ConnectionMessages.unknownMember);
    const slot = pairSlot(requesterId, receiverId);
    await this.refuseWithinCoolOff(requesterId, receiverId, slot);
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
      await this.refuseLive(slot);
      // The live connection was declined or withdrawn meanwhile: the pair is free again, claim it once more.
    }
    throw new ConflictException(ConnectionMessages.alreadyPending);
  }

  /** 409 naming the pair's live connection, if there is one. */
  private async refuseLive(slot: string): Promise<void> {
    const live = await this.connections.findOne({ pairSlot: slot }, { status: 1 }).lean<Pick<ConnectionDocument, 'status'>>();
    if (live?.status === 'accepted') throw new ConflictException(ConnectionMessages.alreadyConnected);
    if (live?.status === 'pending') throw new ConflictException(ConnectionMessages.alreadyPending);
  }

  /**
   * 409 with the day they may ask again while the receiver's latest decline of this requester is within the
   * cool-off; a live connection between them (the receiver asked meanwhile) is named first, being what the
   * member can act on.
   */
  private async refuseWithinCoolOff(requesterId: number, receiverId: number, slot: string): Promise<void> {
    const coolOffMs = this.config.CONNECTION_REREQUEST_COOLOFF_DAYS * DAY_MS;
    if (coolOffMs <= 0) return;
    const declined = await this.connections
      .findOne({ requesterId, receiverId, status: 'rejected', answeredAt: { $gt: new Date(Date.now() - coolOffMs) } }, { answeredAt: 1 })
      .sort({ answeredAt: -1 })
      .lean<Pick<ConnectionDocument, 'answeredAt'>>();
    if (!declined?.answeredAt) return;
    await this.refuseLive(slot);
    throw new ConflictException(connectionCoolOffMessage(new Date(declined.answeredAt.getTime() + coolOffMs)));
  }
}

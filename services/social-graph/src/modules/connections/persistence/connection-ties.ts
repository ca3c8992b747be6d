import { Inject, Injectable } from '@nestjs/common';
import { pairSlot } from '../domain/pair';
import { otherMemberOf } from './connection.mapper';
import { ConnectionModel, type ConnectionDocument } from './connection.schema';

/**
 * Whether members are connected now (an accepted connection holds their pair's live slot); the messages
 * module asks at every send, so a removed or declined connection can no longer message.
 */
@Injectable()
export class ConnectionTies {
  constructor(@Inject(ConnectionModel) private readonly connections: ConnectionModel) {}

  async connected(firstId: number, secondId: number): Promise<boolean> {
    return Boolean(await this.connections.exists({ pairSlot: pairSlot(firstId, secondId), status: 'accepted' }));
  }

  /** The members `memberId` is connected with now. */
  async connectionsOf(memberId: number): Promise<Set<number>> {
    const accepted = await this.connections
      .find({ $or: [{ requesterId: memberId }, { receiverId: memberId }], status: 'accepted' }, { requesterId: 1, receiverId: 1 })
      .lean<Pick<ConnectionDocument, 'requesterId' | 'receiverId'>[]>();
    return new Set(accepted.map((connection) => otherMemberOf(connection, memberId)));
  }
}

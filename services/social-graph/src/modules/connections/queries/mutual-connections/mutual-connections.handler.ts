import type { MutualConnectionCounts } from '@docnet/contracts';
import { MemberCards, sharesConnections } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { ConnectionTies } from '../../persistence/connection-ties';
import { ConnectionModel, type ConnectionDocument } from '../../persistence/connection.schema';

/**
 * How many connections a viewer shares with each of some members (search results), under the same privacy
 * as the members' connection lists: a member whose profile is not public gets no count, and connections whose
 * profile is not public are not counted. One query for the whole page.
 */
@Injectable()
export class MutualConnectionsHandler {
  constructor(
    @Inject(ConnectionModel) private readonly connections: ConnectionModel,
    private readonly ties: ConnectionTies,
    private readonly cards: MemberCards,
  ) {}

  async execute(viewerId: number, memberIds: readonly number[]): Promise<MutualConnectionCounts> {
    const others = [...new Set(memberIds)].filter((id) => id !== viewerId);
    const cards = await this.cards.find(others);
    const counted = others.filter((id) => {
      const card = cards.get(id);
      return card !== undefined && sharesConnections(card);
    });
    const counts: Record<string, number> = Object.fromEntries(counted.map((id) => [String(id), 0]));
    const friends = [...(await this.ties.connectionsOf(viewerId))];
    const hidden = new Set(await this.cards.keepingConnectionsPrivate(friends));
    const shown = friends.filter((id) => !hidden.has(id));
    if (counted.length === 0 || shown.length === 0) return { counts };

    const ties = await this.connections
      .find(
        {
          status: 'accepted',
          $or: [
            { requesterId: { $in: counted }, receiverId: { $in: shown } },
            { receiverId: { $in: counted }, requesterId: { $in: shown } },
          ],
        },
        { requesterId: 1, receiverId: 1 },
      )
      .lean<Pick<ConnectionDocument, 'requesterId' | 'receiverId'>[]>();
    const isCounted = new Set(counted);
    const isShown = new Set(shown);
    // Both ends may be asked about (two of the viewer's connections connected with each other): each counts the other.
    for (const { requesterId, receiverId } of ties) {
      if (isCounted.has(requesterId) && isShown.has(receiverId)) counts[String(requesterId)] += 1;
      if (isCounted.has(receiverId) && isShown.has(requesterId)) counts[String(receiverId)] += 1;
    }
    return { counts };
  }
}

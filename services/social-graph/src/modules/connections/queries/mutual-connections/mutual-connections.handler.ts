import type { MutualConnectionCounts } from '@docnet/contracts';
import { MemberCards, sharesConnections } from '@docnet/platform';
import { Injectable } from '@nestjs/common';
import { RebuildConnectionGraphHandler } from '../../commands/update-connection-graph/rebuild-connection-graph.handler';
import { ConnectionGraph } from '../../domain/connection-graph.port';

/**
 * How many connections a viewer shares with each of some members (search results), under the same privacy
 * as the members' connection lists: a member whose profile is not public gets no count, and connections whose
 * profile is not public are not counted. One read of the connections read model (ADR 3) for the whole page.
 */
@Injectable()
export class MutualConnectionsHandler {
  constructor(
    private readonly graph: ConnectionGraph,
    private readonly rebuild: RebuildConnectionGraphHandler,
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
    if (counted.length === 0) return { counts };
    const adjacency = await this.rebuild.read(() => this.graph.connectionsOf([viewerId, ...counted]));
    const friends = adjacency.get(viewerId) ?? [];
    const hidden = new Set(await this.cards.keepingConnectionsPrivate(friends));
    const shown = new Set(friends.filter((id) => !hidden.has(id)));
    for (const id of counted) counts[String(id)] = (adjacency.get(id) ?? []).filter((other) => shown.has(other)).length;
    return { counts };
  }
}

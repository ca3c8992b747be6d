import type { MutualConnectionCounts } from '@docnet/contracts';
import { MemberCards, sharesConnections } from '@docnet/platform';
import { Injectable } from '@nestjs/common';
import { RebuildConnectionGraphHandler } from '../../commands/update-connection-graph/rebuild-connection-graph.handler';
import { ConnectionGraph } from '../../domain/connection-graph.port';

/**
 * How many of the viewer's connections are weighed: their newest, each tested against every member asked about (one
 * ZMSCORE per member), so a count's work is bounded whatever either member's size (exact up to this many).
 */
const MUTUAL_WEIGHED = 1000;

/**
 * How many connections a viewer shares with each of some members (search results), under the same privacy
 * as the members' connection lists: a member whose profile is not public gets no count, and connections whose
 * profile is not public are not counted. Read from the connections read model (ADR 3): the viewer's newest
 * MUTUAL_WEIGHED connections, and which of them each member is connected with.
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
    const friends = (await this.rebuild.read(() => this.graph.connectionsOf([viewerId], MUTUAL_WEIGHED))).get(viewerId) ?? [];
    const hidden = new Set(await this.cards.keepingConnectionsPrivate(friends));
    const shown = friends.filter((id) => !hidden.has(id));
    if (shown.length === 0) return { counts };
    const shared = await Promise.all(counted.map((id) => this.graph.connectedAmong(id, shown)));
    counted.forEach((id, index) => (counts[String(id)] = shared[index].size));
    return { counts };
  }
}

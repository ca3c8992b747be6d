import { ConnectionMessages, PrivacyMessages, PROFILE_CONNECTIONS_SHOWN, type ConnectionListItem, type MemberConnections } from '@docnet/contracts';
import { MemberCards, sharesConnections } from '@docnet/platform';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { FilterQuery } from 'mongoose';
import { RebuildConnectionGraphHandler } from '../../commands/update-connection-graph/rebuild-connection-graph.handler';
import { ConnectionGraph, type GraphConnection } from '../../domain/connection-graph.port';
import { otherMemberOf, storedOf, toListItems } from '../../persistence/connection.mapper';
import type { ConnectionDocument } from '../../persistence/connection.schema';

/** Connections of `memberId` in either direction with one of the statuses. */
export function connectionsOf(memberId: number, statuses: ConnectionDocument['status'][]): FilterQuery<ConnectionDocument> {
  return { $or: [{ requesterId: memberId }, { receiverId: memberId }], status: { $in: statuses } };
}

/** The connection lists of a member, newest first, each entry with the other member's card; read from the connections read model (ADR 3). */
@Injectable()
export class ListConnectionsHandler {
  constructor(
    private readonly graph: ConnectionGraph,
    private readonly rebuild: RebuildConnectionGraphHandler,
    private readonly cards: MemberCards,
  ) {}

  /** Accepted and pending in either direction: every screen derives Connected / Pending / Connect from it. */
  async live(memberId: number): Promise<ConnectionListItem[]> {
    return this.withCards(memberId, await this.rebuild.read(() => this.graph.live(memberId)));
  }

  /** The requests waiting for the member's answer. */
  async pending(memberId: number): Promise<ConnectionListItem[]> {
    return this.withCards(memberId, await this.rebuild.read(() => this.graph.pending(memberId)));
  }

  /**
   * A member's accepted connections (the first `limit`) and how many there are, as `viewerId` may see them;
   * 404 for an unknown member. A member whose profile is not public keeps their connections to themselves:
   * 403 to anyone else, and left out of (and not counted in) the lists others see, the viewer excepted.
   */
  async accepted(memberId: number, viewerId: number, limit = PROFILE_CONNECTIONS_SHOWN): Promise<MemberConnections> {
    const card = (await this.cards.find([memberId])).get(memberId);
    if (!card) throw new NotFoundException(ConnectionMessages.unknownMember);
    if (viewerId !== memberId && !sharesConnections(card)) throw new ForbiddenException(PrivacyMessages.privateProfile);
    let accepted = await this.rebuild.read(() => this.graph.accepted(memberId));
    if (viewerId !== memberId) {
      const others = accepted.map((connection) => otherMemberOf(connection, memberId)).filter((id) => id !== viewerId);
      const hidden = new Set(await this.cards.keepingConnectionsPrivate(others));
      if (hidden.size) accepted = accepted.filter((connection) => !hidden.has(otherMemberOf(connection, memberId)));
    }
    return { connections: await this.withCards(memberId, accepted.slice(0, limit)), total: accepted.length };
  }

  private async withCards(memberId: number, connections: GraphConnection[]): Promise<ConnectionListItem[]> {
    const cards = await this.cards.find(connections.map((connection) => otherMemberOf(connection, memberId)));
    return toListItems(connections.map(storedOf), memberId, cards);
  }
}

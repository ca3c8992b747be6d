import { ConnectionMessages, PrivacyMessages, PROFILE_CONNECTIONS_SHOWN, type ConnectionListItem, type MemberConnections } from '@docnet/contracts';
import { MemberCards, sharesConnections } from '@docnet/platform';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { FilterQuery } from 'mongoose';
import { RebuildConnectionGraphHandler } from '../../commands/update-connection-graph/rebuild-connection-graph.handler';
import { ConnectionGraph, type GraphConnection } from '../../domain/connection-graph.port';
import { otherMemberOf, storedOf, toListItems } from '../../persistence/connection.mapper';
import type { ConnectionDocument } from '../../persistence/connection.schema';

/**
 * How many of a member's newest connections a list others see weighs for privacy: their cards are read to leave out
 * (and not count) those keeping their connections private. A member with more has the older ones counted without
 * reading their cards, so the work of the read is bounded whatever the member's size (exact up to this many).
 */
const PRIVACY_WEIGHED = 1000;

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
   * 403 to anyone else, and left out of (and not counted in) the lists others see, the viewer excepted. Whatever the
   * member's size, the newest PRIVACY_WEIGHED connections are read at most (see there).
   */
  async accepted(memberId: number, viewerId: number, limit = PROFILE_CONNECTIONS_SHOWN): Promise<MemberConnections> {
    const card = (await this.cards.find([memberId])).get(memberId);
    if (!card) throw new NotFoundException(ConnectionMessages.unknownMember);
    if (viewerId !== memberId && !sharesConnections(card)) throw new ForbiddenException(PrivacyMessages.privateProfile);
    const own = viewerId === memberId;
    const { newest, total } = await this.rebuild.read(() => this.graph.accepted(memberId, own ? limit : PRIVACY_WEIGHED));
    let shown = newest;
    let hidden = 0;
    if (!own) {
      const keepingPrivate = new Set(await this.cards.keepingConnectionsPrivate(newest.map((tie) => tie.memberId).filter((id) => id !== viewerId)));
      hidden = keepingPrivate.size;
      shown = newest.filter((tie) => !keepingPrivate.has(tie.memberId));
    }
    const page = await this.graph.connections(memberId, shown.slice(0, limit).map((tie) => tie.connectionId));
    return { connections: await this.withCards(memberId, page), total: total - hidden };
  }

  private async withCards(memberId: number, connections: GraphConnection[]): Promise<ConnectionListItem[]> {
    const cards = await this.cards.find(connections.map((connection) => otherMemberOf(connection, memberId)));
    return toListItems(connections.map(storedOf), memberId, cards);
  }
}

import { ConnectionMessages, PrivacyMessages, PROFILE_CONNECTIONS_SHOWN, type ConnectionListItem, type MemberConnections } from '@docnet/contracts';
import { MemberCards, sharesConnections } from '@docnet/platform';
import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { FilterQuery } from 'mongoose';
import { connectionFields, otherMemberOf, toListItems, type StoredConnection } from '../../persistence/connection.mapper';
import { ConnectionModel, type ConnectionDocument } from '../../persistence/connection.schema';

/** Connections of `memberId` in either direction with one of the statuses. */
export function connectionsOf(memberId: number, statuses: ConnectionDocument['status'][]): FilterQuery<ConnectionDocument> {
  return { $or: [{ requesterId: memberId }, { receiverId: memberId }], status: { $in: statuses } };
}

/** The connection lists of a member, newest first, each entry with the other member's card. */
@Injectable()
export class ListConnectionsHandler {
  constructor(
    @Inject(ConnectionModel) private readonly connections: ConnectionModel,
    private readonly cards: MemberCards,
  ) {}

  /** Accepted and pending in either direction: every screen derives Connected / Pending / Connect from it. */
  live(memberId: number): Promise<ConnectionListItem[]> {
    return this.list(memberId, connectionsOf(memberId, ['pending', 'accepted']));
  }

  /** The requests waiting for the member's answer. */
  pending(memberId: number): Promise<ConnectionListItem[]> {
    return this.list(memberId, { receiverId: memberId, status: 'pending' });
  }

  /**
   * A member's accepted connections (the first `limit`) and how many there are, as `viewerId` may see them;
   * 404 for an unknown member. A member whose profile is not public keeps their connections to themselves:
   * 403 to anyone else, and left out of (and not counted in) the lists others see, the viewer excepted.
   */
  async accepted(memberId: number, viewerId: number, limit = PROFILE_CONNECTIONS_SHOWN): Promise<MemberConnections> {
    const card = (await this.cards.find([memberId])).get(memberId);
    if (!card) throw new NotFoundException(ConnectionMessages.unknownMember);
    let filter = connectionsOf(memberId, ['accepted']);
    if (viewerId !== memberId) {
      if (!sharesConnections(card)) throw new ForbiddenException(PrivacyMessages.privateProfile);
      const hidden = await this.privateConnectionsOf(memberId, viewerId);
      if (hidden.length) filter = { ...filter, requesterId: { $nin: hidden }, receiverId: { $nin: hidden } };
    }
    const [connections, total] = await Promise.all([this.list(memberId, filter, limit), this.connections.countDocuments(filter)]);
    return { connections, total };
  }

  /** The member's connections whose profile is not public, other than the viewer. */
  private async privateConnectionsOf(memberId: number, viewerId: number): Promise<number[]> {
    const ties = await this.connections
      .find(connectionsOf(memberId, ['accepted']), { requesterId: 1, receiverId: 1 })
      .lean<Pick<StoredConnection, 'requesterId' | 'receiverId'>[]>();
    return this.cards.keepingConnectionsPrivate(ties.map((tie) => otherMemberOf(tie, memberId)).filter((id) => id !== viewerId));
  }

  private async list(memberId: number, filter: FilterQuery<ConnectionDocument>, limit?: number): Promise<ConnectionListItem[]> {
    let query = this.connections.find(filter, connectionFields).sort({ _id: -1 });
    if (limit !== undefined) query = query.limit(limit);
    const found = await query.lean<StoredConnection[]>();
    const cards = await this.cards.find(found.map((connection) => otherMemberOf(connection, memberId)));
    return toListItems(found, memberId, cards);
  }
}

import type { Connection, ConnectionListItem, ConnectionStatus, ConnectionUser } from '@docnet/contracts';
import type { MemberCard } from '@docnet/platform';
import type { GraphConnection } from '../domain/connection-graph.port';
import type { ConnectionDocument } from './connection.schema';

/** A connection as the lists and answers read it: pending, accepted or rejected (a removed one is never answered). */
export type StoredConnection = Pick<ConnectionDocument, '_id' | 'requesterId' | 'receiverId' | 'createdAt'> & { status: ConnectionStatus };

/** Fields a connection answer needs; the outbox stays in the database. */
export const connectionFields = { _id: 1, requesterId: 1, receiverId: 1, status: 1, createdAt: 1 } as const;

export function toConnection({ _id, requesterId, receiverId, status, createdAt }: StoredConnection): Connection {
  return { id: _id, requesterId, receiverId, status, createdAt: new Date(createdAt).toISOString() };
}

/** The public card in a connection answer; a field the stored card lacks answers null. */
export function toConnectionUser(card: MemberCard): ConnectionUser {
  return {
    id: card.id,
    name: card.name,
    specialty: card.specialty ?? null,
    hospital: card.hospital ?? null,
    affiliation: card.affiliation ?? null,
    city: card.city ?? null,
    state: card.state ?? null,
    profilePicture: card.profilePicture ?? null,
  };
}

/** The member on the other side of a connection, seen from `memberId`. */
export function otherMemberOf(connection: Pick<StoredConnection, 'requesterId' | 'receiverId'>, memberId: number): number {
  return connection.requesterId === memberId ? connection.receiverId : connection.requesterId;
}

/**
 * {connection, user} entries with the other member's card. A connection whose card has not arrived
 * yet is left out (cards come with every registration, so this is a short window).
 */
export function toListItems(connections: StoredConnection[], memberId: number, cards: Map<number, MemberCard>): ConnectionListItem[] {
  return connections.flatMap((connection) => {
    const card = cards.get(otherMemberOf(connection, memberId));
    return card ? [{ connection: toConnection(connection), user: toConnectionUser(card) }] : [];
  });
}

/** A connection as the read model reads it (`connectionFields`, ADR 3). */
export type GraphFields = Pick<ConnectionDocument, '_id' | 'requesterId' | 'receiverId' | 'status' | 'createdAt'>;

export function graphConnectionOf({ _id, requesterId, receiverId, status, createdAt }: GraphFields): GraphConnection {
  return { id: _id, requesterId, receiverId, status, createdAt };
}

/** A live connection of the read model as the lists answer it. */
export function storedOf({ id, requesterId, receiverId, status, createdAt }: GraphConnection): StoredConnection {
  return { _id: id, requesterId, receiverId, status: status as ConnectionStatus, createdAt };
}

import type { Connection, ConnectionAnswer, ConnectionListItem, ConnectionUser } from '@docnet/contracts';

/*
 * Pure rules of connection state, shared by the profile view, the search results and
 * the network screen; kept free of React so they are unit-tested on their own.
 */

/** What a screen shows for a member: Connected (accepted), Pending (pending), otherwise Connect. */
export type ConnectionState = 'accepted' | 'pending' | 'none';

/** Whether the connection joins the two members, in either direction. */
function joins(connection: Connection, a: number, b: number): boolean {
  return (
    (connection.requesterId === a && connection.receiverId === b) ||
    (connection.requesterId === b && connection.receiverId === a)
  );
}

/**
 * The status on a profile is that of the connection between viewer and viewed user (either
 * direction); absence (or a declined request) counts as none. An accepted connection wins over a stray pending one.
 */
export function connectionStateWith(entries: readonly ConnectionListItem[] | undefined, viewerId: number, userId: number): ConnectionState {
  const between = (Array.isArray(entries) ? entries : []).filter(({ connection }) => joins(connection, viewerId, userId));
  if (between.some(({ connection }) => connection.status === 'accepted')) return 'accepted';
  if (between.some(({ connection }) => connection.status === 'pending')) return 'pending';
  return 'none';
}

/** The accepted connections of a list (GET /api/connections also carries the pending requests). */
export function acceptedOf(entries: readonly ConnectionListItem[] | undefined): ConnectionListItem[] {
  return (Array.isArray(entries) ? entries : []).filter(({ connection }) => connection.status === 'accepted');
}

/**
 * The requests the viewer sent and nobody answered yet (GET /api/connections carries them as pending with the
 * viewer as requester), newest first as listed.
 */
export function sentRequestsOf(entries: readonly ConnectionListItem[] | undefined, viewerId: number): ConnectionListItem[] {
  return (Array.isArray(entries) ? entries : []).filter(
    ({ connection }) => connection.status === 'pending' && connection.requesterId === viewerId,
  );
}

/** A withdrawn request leaves the connections list; unknown ids change nothing. */
export function withoutConnection(entries: readonly ConnectionListItem[] | undefined, connectionId: number): ConnectionListItem[] {
  return (Array.isArray(entries) ? entries : []).filter(({ connection }) => connection.id !== connectionId);
}

/** The card a list entry keeps of a member, from any record that has the card's fields. */
export function connectionUserOf(user: Pick<ConnectionUser, 'id' | 'name'> & Partial<ConnectionUser>): ConnectionUser {
  return {
    id: user.id,
    name: user.name,
    specialty: user.specialty ?? null,
    hospital: user.hospital ?? null,
    affiliation: user.affiliation ?? null,
    city: user.city ?? null,
    state: user.state ?? null,
    profilePicture: user.profilePicture ?? null,
  };
}

/**
 * The receiver is marked pending at once. The entry stands in for the server's
 * until the list is refetched (a negative id never clashes with a stored one).
 */
export function withSentRequest(
  entries: readonly ConnectionListItem[] | undefined,
  viewerId: number,
  receiver: ConnectionUser,
  now: Date = new Date(),
): ConnectionListItem[] {
  const current = Array.isArray(entries) ? [...entries] : [];
  if (connectionStateWith(current, viewerId, receiver.id) !== 'none') return current;
  const connection: Connection = {
    id: -now.getTime(),
    requesterId: viewerId,
    receiverId: receiver.id,
    status: 'pending',
    createdAt: now.toISOString(),
  };
  return [...current, { connection, user: receiver }];
}

/** The two lists an answer to a request changes: the member's connections and the requests waiting for them. */
export interface ConnectionLists {
  connections: ConnectionListItem[] | undefined;
  pending: ConnectionListItem[] | undefined;
}

/**
 * The request leaves the pending list; an accepted one appears in the
 * connections list as accepted (updated in place when the list already carries it as pending), a declined
 * one leaves the connections list too. Unknown ids change nothing.
 */
export function answerMoves(lists: ConnectionLists, connectionId: number, answer: ConnectionAnswer): ConnectionLists {
  const pending = Array.isArray(lists.pending) ? lists.pending : [];
  const connections = Array.isArray(lists.connections) ? lists.connections : [];
  const request = pending.find(({ connection }) => connection.id === connectionId);
  const nextPending = pending.filter(({ connection }) => connection.id !== connectionId);

  if (answer === 'rejected') {
    return { pending: nextPending, connections: connections.filter(({ connection }) => connection.id !== connectionId) };
  }
  const known = connections.some(({ connection }) => connection.id === connectionId);
  const accept = (item: ConnectionListItem): ConnectionListItem => ({
    ...item,
    connection: { ...item.connection, status: 'accepted' },
  });
  let nextConnections = connections;
  if (known) {
    nextConnections = connections.map((item) => (item.connection.id === connectionId ? accept(item) : item));
  } else if (request) {
    nextConnections = [...connections, accept(request)];
  }
  return { pending: nextPending, connections: nextConnections };
}

/** 'n mutual connection(s)' for a known count above zero; nothing otherwise (never a made-up number). */
export function mutualConnectionsText(count: number | undefined): string | null {
  if (!count) return null;
  return count === 1 ? '1 mutual connection' : `${count} mutual connections`;
}

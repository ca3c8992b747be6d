import { ReadModel } from '@docnet/platform';
import type { StoredConnectionStatus } from './connection-status';

/** What the connection graph keeps of one connection (ADR 3). */
export interface GraphConnection {
  id: number;
  requesterId: number;
  receiverId: number;
  status: StoredConnectionStatus;
  createdAt: Date;
}

/** One of a member's accepted connections: the other member and the connection. */
export interface AcceptedTie {
  memberId: number;
  connectionId: number;
}

/**
 * A connection's version: its status only moves forward (pending, then accepted, rejected or withdrawn, then
 * removed for an accepted one), and a new request is a new connection, so the stage orders every state it has.
 */
export function stageOf(status: StoredConnectionStatus): number {
  if (status === 'pending') return 1;
  return status === 'removed' ? 3 : 2;
}

/**
 * The connections read model (port): each member's live connections (accepted and pending, both
 * directions), received requests and accepted connections, newest first, and so their counts. Redis
 * implements it today (RedisConnectionGraph); another store is another adapter. Reads reject with the
 * platform's ReadModelMissing while the model is incomplete.
 */
export abstract class ConnectionGraph extends ReadModel {
  /**
   * Stores the connections unless the model holds a later stage of them (compare-and-set per connection);
   * `rebuilding` also rewrites an equal stage. Resolves to how many were written.
   */
  abstract save(connections: GraphConnection[], options?: { rebuilding?: boolean }): Promise<number>;

  /** The stage the model holds of a connection on both members' sides (the lower one), if both hold it. */
  abstract stageHeld(connection: Pick<GraphConnection, 'id' | 'requesterId' | 'receiverId'>): Promise<number | undefined>;

  /**
   * Accepted and pending connections of the member in either direction, newest first: every one of them, as the
   * member's own list answers it. Anything else that needs less (a page, a count, a membership test) reads less.
   */
  abstract live(memberId: number): Promise<GraphConnection[]>;

  /** Requests waiting for the member's answer, newest first. */
  abstract pending(memberId: number): Promise<GraphConnection[]>;

  /** The member's `count` newest accepted connections (the other member and the connection id) and how many there are. */
  abstract accepted(memberId: number, count: number): Promise<{ newest: AcceptedTie[]; total: number }>;

  /** These connections of the member as stored on the member's side, in the given order (unknown ones left out). */
  abstract connections(memberId: number, connectionIds: readonly number[]): Promise<GraphConnection[]>;

  /** Those of `ids` the member has an accepted or pending connection with, in either direction. */
  abstract linkedAmong(memberId: number, ids: readonly number[]): Promise<Set<number>>;

  /** Those of `ids` the member is connected with (accepted). */
  abstract connectedAmong(memberId: number, ids: readonly number[]): Promise<Set<number>>;

  /** The members each of these members is connected with now: their `newest` latest connections, newest first. */
  abstract connectionsOf(memberIds: readonly number[], newest: number): Promise<Map<number, number[]>>;
}

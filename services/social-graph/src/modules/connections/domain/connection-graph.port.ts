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

  /** Accepted and pending connections of the member in either direction, newest first. */
  abstract live(memberId: number): Promise<GraphConnection[]>;

  /** Requests waiting for the member's answer, newest first. */
  abstract pending(memberId: number): Promise<GraphConnection[]>;

  /** The member's accepted connections, newest first. */
  abstract accepted(memberId: number): Promise<GraphConnection[]>;

  /** The members each of these members is connected with now (the `newest` latest connections only, when given). */
  abstract connectionsOf(memberIds: readonly number[], newest?: number): Promise<Map<number, number[]>>;

}

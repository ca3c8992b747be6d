import { LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { ConnectionGraph, stageOf, type GraphConnection } from '../../domain/connection-graph.port';
import { SuggestionLists } from '../../domain/suggestion-lists.port';
import { SuggestionListBuilder } from '../../read-models/suggestions/suggestion-list-builder';
import { RebuildConnectionGraphHandler } from './rebuild-connection-graph.handler';

/** Who a connection event is about. */
interface ConnectionParties {
  connectionId: number;
  requesterId: number;
  receiverId: number;
}
import { graphConnectionOf, connectionFields, type GraphFields } from '../../persistence/connection.mapper';
import type { StoredConnectionStatus } from '../../domain/connection-status';
import { ConnectionModel } from '../../persistence/connection.schema';

/** How many of each member's connections get their suggestions recomputed when the member connects or disconnects. */
export const NEIGHBOURS_REFRESHED = 100;

/**
 * Brings the connections read model up to the connections (ADR 3): right after the service's own write,
 * then again from the event that write recorded, each a compare-and-set on the connection's stage. Each
 * also makes stale the suggestion lists the change touches, with bounded work: the two members' lists,
 * and for an accepted or removed connection those of each member's latest NEIGHBOURS_REFRESHED
 * connections (whose friends of friends changed); an older connection of a member with more keeps its
 * list until the graph around it changes again.
 */
@Injectable()
export class UpdateConnectionGraphHandler {
  constructor(
    @Inject(ConnectionModel) private readonly connections: ConnectionModel,
    private readonly graph: ConnectionGraph,
    private readonly lists: SuggestionLists,
    private readonly rebuild: RebuildConnectionGraphHandler,
    private readonly suggestions: SuggestionListBuilder,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Right after the write, so both members see it at once. A failure is logged, not answered: the write
   * stands, and the event it recorded brings the model up later.
   */
  async afterWrite(connection: GraphConnection): Promise<void> {
    try {
      await this.graph.save([connection]);
      await this.refreshSuggestions(connection, connection.status);
    } catch (error) {
      this.logger.warn({ err: error, connectionId: connection.id }, 'connections read model not updated; the event will');
    }
  }

  /**
   * From the service's own connection event: reads the connection (the event may be older than it) unless
   * the model already holds that stage or a later one, as it usually does.
   */
  async fromEvent(connection: ConnectionParties, status: StoredConnectionStatus): Promise<void> {
    const held = await this.graph.stageHeld({ id: connection.connectionId, requesterId: connection.requesterId, receiverId: connection.receiverId });
    if (held === undefined || held < stageOf(status)) {
      const stored = await this.connections.findById(connection.connectionId, connectionFields).lean<GraphFields>();
      if (stored) await this.graph.save([graphConnectionOf(stored)]);
    }
    // Again even when the write's own refresh happened: a list computed meanwhile is recomputed from the truth.
    await this.refreshSuggestions(connection, status);
    // Off the request path: the two members' lists are ready before they next ask (their neighbours' when read).
    await this.suggestions.refresh([connection.requesterId, connection.receiverId]);
  }

  private async refreshSuggestions({ requesterId, receiverId }: Omit<ConnectionParties, 'connectionId'>, status: StoredConnectionStatus): Promise<void> {
    const stale = [requesterId, receiverId];
    if (status === 'accepted' || status === 'removed') {
      const neighbours = await this.rebuild.read(() => this.graph.connectionsOf(stale, NEIGHBOURS_REFRESHED));
      for (const ids of neighbours.values()) stale.push(...ids);
    }
    await this.lists.invalidate(stale);
  }
}

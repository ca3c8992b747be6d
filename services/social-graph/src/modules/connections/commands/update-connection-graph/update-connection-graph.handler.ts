import { LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { ConnectionGraph, stageOf, type GraphConnection } from '../../domain/connection-graph.port';
import { graphConnectionOf, connectionFields, type GraphFields } from '../../persistence/connection.mapper';
import { ConnectionModel, type StoredConnectionStatus } from '../../persistence/connection.schema';

/**
 * Brings the connections read model up to the connections (ADR 3): right after the service's own write,
 * then again from the event that write recorded, each a compare-and-set on the connection's stage.
 */
@Injectable()
export class UpdateConnectionGraphHandler {
  constructor(
    @Inject(ConnectionModel) private readonly connections: ConnectionModel,
    private readonly graph: ConnectionGraph,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Right after the write, so both members see it at once. A failure is logged, not answered: the write
   * stands, and the event it recorded brings the model up later.
   */
  async afterWrite(connection: GraphConnection): Promise<void> {
    try {
      await this.graph.save([connection]);
    } catch (error) {
      this.logger.warn({ err: error, connectionId: connection.id }, 'connections read model not updated; the event will');
    }
  }

  /**
   * From the service's own connection event: reads the connection (the event may be older than it) unless
   * the model already holds that stage or a later one, as it usually does.
   */
  async fromEvent(connectionId: number, status: StoredConnectionStatus): Promise<void> {
    const held = await this.graph.stageHeld(connectionId);
    if (held !== undefined && held >= stageOf(status)) return;
    const connection = await this.connections.findById(connectionId, connectionFields).lean<GraphFields>();
    if (connection) await this.graph.save([graphConnectionOf(connection)]);
  }
}

import { LOGGER, ReadModelBuilder, saveInBatches } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { ConnectionGraph } from '../../domain/connection-graph.port';
import { SuggestionLists } from '../../domain/suggestion-lists.port';
import { graphConnectionOf, connectionFields, type GraphFields } from '../../persistence/connection.mapper';
import { ConnectionModel } from '../../persistence/connection.schema';

const BATCH = 500;

/**
 * Builds the connections read model from the connections (the source of truth; the only scan of them),
 * with the platform's ReadModelBuilder: at start and whenever a read finds it incomplete (Redis restarted
 * empty), one replica at a time, and on demand (`npm run rebuild-read-models -w services/social-graph`).
 * Entries go through the same compare-and-set as the updates, so updates made meanwhile are never undone;
 * the suggestion lists are dropped, to be computed again when next read.
 */
@Injectable()
export class RebuildConnectionGraphHandler extends ReadModelBuilder {
  constructor(
    @Inject(ConnectionModel) private readonly connections: ConnectionModel,
    private readonly graph: ConnectionGraph,
    private readonly lists: SuggestionLists,
    @Inject(LOGGER) logger: Logger,
  ) {
    super({ name: 'Your network', claims: graph, logger });
  }

  protected async fill(keepClaim: () => Promise<void>): Promise<number> {
    // Each list is computed again from the database when next read.
    await this.lists.clear();
    const connections = this.connections.find({}, connectionFields).lean<GraphFields[]>().cursor({ batchSize: BATCH });
    return saveInBatches(connections, (batch) => this.graph.save(batch.map(graphConnectionOf), { rebuilding: true }), keepClaim, BATCH);
  }
}

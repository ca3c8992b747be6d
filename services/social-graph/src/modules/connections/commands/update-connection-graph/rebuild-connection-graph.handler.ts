import { LOGGER, ReadModelRebuild, saveInBatches } from '@docnet/platform';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { ConnectionGraph } from '../../domain/connection-graph.port';
import { SuggestionLists } from '../../domain/suggestion-lists.port';
import { graphConnectionOf, connectionFields, type GraphFields } from '../../persistence/connection.mapper';
import { ConnectionModel } from '../../persistence/connection.schema';

const BATCH = 500;

/**
 * Builds the connections read model from the connections (the source of truth; the only scan of them),
 * with the platform's ReadModelRebuild: at start and whenever a read finds it incomplete (Redis restarted
 * empty), one replica at a time, and on demand (`npm run rebuild-read-models -w services/social-graph`).
 * Entries go through the same compare-and-set as the updates, so updates made meanwhile are never undone;
 * the suggestion lists are dropped, to be computed again when next read.
 */
@Injectable()
export class RebuildConnectionGraphHandler implements OnApplicationBootstrap {
  private readonly rebuild: ReadModelRebuild;

  constructor(
    @Inject(ConnectionModel) private readonly connections: ConnectionModel,
    private readonly graph: ConnectionGraph,
    private readonly lists: SuggestionLists,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.rebuild = new ReadModelRebuild({ name: 'Your network', claims: graph, fill: (keepClaim) => this.fill(keepClaim), logger });
  }

  async onApplicationBootstrap(): Promise<void> {
    // Messages and writes go on without the model: an unreachable Redis must not keep the service from starting.
    await this.rebuild.ensureComplete().catch((error: unknown) => this.logger.warn({ err: error }, 'connections read model not built at start'));
  }

  /** A read of the model, once more after a rebuild when it is missing; 503 while Redis cannot be reached. */
  read<T>(answer: () => Promise<T>): Promise<T> {
    return this.rebuild.read(answer);
  }

  /** Rebuilds now, over the model as it is. */
  execute(): Promise<number> {
    return this.rebuild.execute();
  }

  private async fill(keepClaim: () => Promise<void>): Promise<number> {
    // Each list is computed again from the database when next read.
    await this.lists.clear();
    const connections = this.connections.find({}, connectionFields).lean<GraphFields[]>().cursor({ batchSize: BATCH });
    return saveInBatches(connections, (batch) => this.graph.save(batch.map(graphConnectionOf), { rebuilding: true }), keepClaim, BATCH);
  }
}

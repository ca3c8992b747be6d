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
 * Entries go through the same compare-and-set as the updates, so updates made meanwhile are never undone; the
 * suggestion lists of each connection's members are made stale with its batch (one key per member, no scan), to be
 * computed again when next read.
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
    const connections = this.connections.find({}, connectionFields).lean<GraphFields[]>().cursor({ batchSize: BATCH });
    return saveInBatches(
      connections,
      async (batch) => {
        const saved = batch.map(graphConnectionOf);
        const written = await this.graph.save(saved, { rebuilding: true });
        await this.lists.invalidate(saved.flatMap(({ requesterId, receiverId }) => [requesterId, receiverId]));
        return written;
      },
      keepClaim,
      BATCH,
    );
  }
}

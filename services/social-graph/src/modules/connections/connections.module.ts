import { MEMBER_CARDS_COLLECTION, MemberCardsModule, modelProvider, REDIS, REDIS_KEY_PREFIX, settingsProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { SOCIAL_GRAPH_CONFIG, socialGraphSettings } from '../../config/social-graph.env';
import { AnswerConnectionHandler } from './commands/answer-connection/answer-connection.handler';
import { EndMemberConnectionsHandler } from './commands/end-member-connections/end-member-connections.handler';
import { RemoveConnectionHandler } from './commands/remove-connection/remove-connection.handler';
import { RequestConnectionHandler } from './commands/request-connection/request-connection.handler';
import { WithdrawConnectionHandler } from './commands/withdraw-connection/withdraw-connection.handler';
import { RebuildConnectionGraphHandler } from './commands/update-connection-graph/rebuild-connection-graph.handler';
import { UpdateConnectionGraphHandler } from './commands/update-connection-graph/update-connection-graph.handler';
import {
  SuggestionTraits,
  suggestionTraitsIndex,
  UpdateSuggestionTraitsHandler,
} from './commands/update-suggestion-traits/update-suggestion-traits.handler';
import { ConnectionGraph } from './domain/connection-graph.port';
import { SuggestionLists } from './domain/suggestion-lists.port';
import { ConnectionsController } from './http/connections.controller';
import { UserDeletedConsumer } from './messaging/user-deleted.consumer';
import { ConnectionEventsConsumer } from './messaging/connection-events.consumer';
import { CandidateCardModel, candidateCardSchema } from './persistence/candidate-card.schema';
import { ConnectionTies } from './persistence/connection-ties';
import { ConnectionModel, connectionSchema } from './persistence/connection.schema';
import { RedisConnectionGraph } from './persistence/redis-connection-graph';
import { RedisSuggestionLists } from './persistence/redis-suggestion-lists';
import { ListConnectionsHandler } from './queries/list-connections/list-connections.handler';
import { MutualConnectionsHandler } from './queries/mutual-connections/mutual-connections.handler';
import { SuggestMembersHandler } from './queries/suggest-members/suggest-members.handler';
import { SuggestionListBuilder } from './read-models/suggestions/suggestion-list-builder';

/** Connection requests, their answers, withdrawal and removal, the connection lists and the suggestions; tells the messages module who is connected. */
@Module({
  imports: [MemberCardsModule],
  controllers: [ConnectionsController, ConnectionEventsConsumer, UserDeletedConsumer],
  providers: [
    modelProvider(ConnectionModel, 'Connection', connectionSchema, 'connections', { outbox: true }),
    modelProvider(CandidateCardModel, 'SuggestionCandidate', candidateCardSchema, MEMBER_CARDS_COLLECTION),
    // The connections read model (ADR 3): another store is another adapter here.
    { provide: ConnectionGraph, useClass: RedisConnectionGraph },
    { provide: SuggestionLists, useClass: RedisSuggestionLists },
    { provide: SuggestionTraits, useFactory: suggestionTraitsIndex, inject: [REDIS, REDIS_KEY_PREFIX] },
    UpdateSuggestionTraitsHandler,
    UpdateConnectionGraphHandler,
    RebuildConnectionGraphHandler,
    RequestConnectionHandler,
    AnswerConnectionHandler,
    RemoveConnectionHandler,
    EndMemberConnectionsHandler,
    WithdrawConnectionHandler,
    settingsProvider(SOCIAL_GRAPH_CONFIG, socialGraphSettings),
    ListConnectionsHandler,
    MutualConnectionsHandler,
    SuggestionListBuilder,
    SuggestMembersHandler,
    ConnectionTies,
  ],
  exports: [ConnectionTies],
})
export class ConnectionsModule {}

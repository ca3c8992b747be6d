import 'reflect-metadata';
import { MEMBER_CARDS_COLLECTION, MemberCards, memberCardSchema, runReadModelCommand, type MemberCardDocument } from '@docnet/platform';
import { loadSocialGraphConfig } from './config/social-graph.env';
import { RebuildConnectionGraphHandler } from './modules/connections/commands/update-connection-graph/rebuild-connection-graph.handler';
import {
  suggestionTraitsIndex,
  UpdateSuggestionTraitsHandler,
} from './modules/connections/commands/update-suggestion-traits/update-suggestion-traits.handler';
import { connectionSchema, type ConnectionDocument } from './modules/connections/persistence/connection.schema';
import { RedisConnectionGraph } from './modules/connections/persistence/redis-connection-graph';
import { RedisSuggestionLists } from './modules/connections/persistence/redis-suggestion-lists';

/**
 * `npm run rebuild-read-models -w services/social-graph`: rebuilds the connections, the suggestion traits and
 * the member cards' Redis copy; the suggestion lists of members with connections are made stale, each computed again when next read.
 */
runReadModelCommand('social-graph', loadSocialGraphConfig, async ({ database, redis, prefix, logger }) => {
  const connections = database.model<ConnectionDocument>('Connection', connectionSchema, 'connections');
  await new RebuildConnectionGraphHandler(
    connections,
    new RedisConnectionGraph(redis, prefix),
    new RedisSuggestionLists(redis, prefix),
    logger,
  ).execute();
  const cards = database.model<MemberCardDocument>('MemberCard', memberCardSchema(), MEMBER_CARDS_COLLECTION);
  const memberCards = new MemberCards(cards, redis, prefix, 'social-graph', logger);
  await memberCards.rebuildCache();
  await new UpdateSuggestionTraitsHandler(memberCards, cards, suggestionTraitsIndex(redis, prefix), logger).execute();
});

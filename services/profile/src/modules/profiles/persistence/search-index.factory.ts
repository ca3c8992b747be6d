import type Redis from 'ioredis';
import type { ProfileConfig } from '../../../config/profile.env';
import type { SearchIndex } from '../domain/search-index.port';
import { openSearchUrlsOf } from './opensearch-nodes';
import { OpenSearchSearchIndex } from './opensearch-search-index';
import { RedisSearchIndex } from './redis-search-index';

/** The index's alias: the deployment's namespace (lower case, as OpenSearch wants index names), else 'docnet'. */
export const peopleIndexAlias = (namespace: string): string => `${(namespace || 'docnet').toLowerCase()}-people`;

/** Doctor search's adapter, as PEOPLE_SEARCH_ENGINE chooses: OpenSearch (the default) or the embedded Redis index. */
export function searchIndexFor(config: ProfileConfig, redis: Redis, prefix: string): SearchIndex {
  if (config.PEOPLE_SEARCH_ENGINE === 'redis') return new RedisSearchIndex(redis, prefix);
  return new OpenSearchSearchIndex(redis, prefix, { urls: openSearchUrlsOf(config.OPENSEARCH_URL!), alias: peopleIndexAlias(config.EVENTS_NAMESPACE) });
}

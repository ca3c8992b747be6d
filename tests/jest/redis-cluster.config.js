// The platform's, social-graph's and the assistant's Redis read models, the content feed, profile's pending statistics,
// the BFF's ending of sessions and reading of /api/auth/me, on the local Redis Cluster
// (REDIS_URL=redis+cluster://…, set by the harness), and the cluster's failover under load.
module.exports = require('../../jest.preset')({
  displayName: 'redis-cluster',
  testMatch: [
    '<rootDir>/services/platform/test/{redis-read-models,read-through-cache,inbox}.integration.test.ts',
    '<rootDir>/bff/test/{session-ending,signed-in-member}.integration.test.ts',
    '<rootDir>/services/social-graph/test/{connection-graph,connection-lists-bounded,suggestion-lists,suggestion-traits,suggestions-bounded}.integration.test.ts',
    '<rootDir>/services/content/test/content-feed.integration.test.ts',
    '<rootDir>/services/ai-assistant/test/{recommendation-read-models,recommendation-lists,recommendations-bounded}.integration.test.ts',
    '<rootDir>/services/profile/test/statistics-shards.integration.test.ts',
    '<rootDir>/tests/redis-cluster/**/*.test.ts',
  ],
  testTimeout: 60_000,
  // events-news-cme's listings index runs on one Redis only for now: as this suite's first file on a fresh cluster,
  // a CME listing saved right after it was posted answered 404 (the index had not listed it yet); alone it passes.
});

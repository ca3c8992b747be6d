import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectRedis } from '@docnet/platform';
import { dropOpenSearchNamespace, dropRedisNamespace, testInfra, uniqueNamespace } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import { profileEnvSchema } from '../src/config/profile.env';
import { searchableOf } from '../src/modules/profiles/domain/search-keys';
import { openSearchUrlsOf } from '../src/modules/profiles/persistence/opensearch-nodes';
import { OpenSearchSearchIndex } from '../src/modules/profiles/persistence/opensearch-search-index';
import { peopleIndexAlias } from '../src/modules/profiles/persistence/search-index.factory';
import { storedProfile } from './support/stored-profile';

/** A node in front of the local OpenSearch, as a cluster's other node would be: it passes calls on and counts them. */
async function countingNode(target: string): Promise<{ url: string; calls: () => number; server: Server }> {
  let calls = 0;
  const server = createServer((incoming, outgoing) => {
    calls += 1;
    // A connection of its own per call: a kept-alive one that OpenSearch had closed hung the call up mid-test.
    const forward = request(new URL(incoming.url ?? '/', target), { method: incoming.method, headers: incoming.headers, agent: false }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forward.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(forward);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls: () => calls, server };
}

/** A port nothing listens on: a node that is down. */
async function downNode(): Promise<string> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return `http://127.0.0.1:${port}`;
}

describe('profile: doctor search on several OpenSearch nodes', () => {
  const namespace = uniqueNamespace();
  let redis: Redis;
  const nodes: Awaited<ReturnType<typeof countingNode>>[] = [];

  beforeAll(async () => {
    redis = connectRedis(testInfra().redisUrl);
    const url = testInfra().opensearchUrl;
    if (!url) throw new Error('No OpenSearch: run "npm run infra -- up" or the tests through "npm test"');
    nodes.push(await countingNode(url), await countingNode(url));
  });

  afterAll(async () => {
    redis?.disconnect();
    await Promise.all(nodes.map(({ server }) => new Promise((done) => server.close(done))));
    await dropRedisNamespace(testInfra().redisUrl, namespace);
    await dropOpenSearchNamespace(testInfra().opensearchUrl, namespace);
  });

  it('reads OPENSEARCH_URL as one URL or several separated by commas, and refuses one that is not a URL', () => {
    const env = { SERVICE_TOKEN: 'x'.repeat(32), MONGO_URL: 'mongodb://127.0.0.1', MONGO_DB: 'docnet_profile', KAFKA_BROKERS: '127.0.0.1:9092', REDIS_URL: 'redis://127.0.0.1' };
    const urls = 'http://opensearch-1:9200, http://opensearch-2:9200,http://opensearch-3:9200';
    expect(openSearchUrlsOf(profileEnvSchema.validateSync({ ...env, OPENSEARCH_URL: urls }).OPENSEARCH_URL!)).toEqual([
      'http://opensearch-1:9200',
      'http://opensearch-2:9200',
      'http://opensearch-3:9200',
    ]);
    expect(() => profileEnvSchema.validateSync({ ...env, OPENSEARCH_URL: 'http://opensearch-1:9200,opensearch-2' })).toThrow(
      'OPENSEARCH_URL must be a URL such as http://opensearch:9200, or several separated by commas',
    );
  });

  it('sends its calls to every node in turn, and past a node that is down', async () => {
    const index = new OpenSearchSearchIndex(redis, `${namespace}:`, {
      urls: [nodes[0].url, await downNode(), nodes[1].url],
      alias: peopleIndexAlias(namespace),
    });
    await index.save([searchableOf(storedProfile({ _id: 1, name: "Dr. Siobhán O'Reilly-Núñez" }))], { rebuilding: true });
    await index.finishRebuild((await index.claimRebuild(10_000))!, true);
    for (let search = 0; search < 6; search += 1) {
      expect((await index.find({ text: 'nunez', textIn: 'name', specialties: [], affiliations: [], order: 'relevance', limit: 10 })).map(({ id }) => id)).toEqual([1]);
    }
    expect(nodes[0].calls()).toBeGreaterThanOrEqual(3);
    expect(nodes[1].calls()).toBeGreaterThanOrEqual(3);
  });
});

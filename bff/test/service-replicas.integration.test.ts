import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { internalRoute } from '@docnet/contracts';
import { HttpException } from '@nestjs/common';
import { ServiceClient } from '../src/clients/service-client';
import { parseBaseUrls, ServiceReplicas } from '../src/clients/service-replicas';

/**
 * The BFF's calls to a service that runs as several replicas, over real HTTP to stub replicas: turns, a dead
 * replica, one that drops the connection or answers 503, and one name standing for several addresses.
 */

const LIMITS = { maxConcurrent: 8, maxQueued: 8, maxQueueWaitMs: 500, timeoutMs: 2000 };

/** A stub replica: `/work/drop` closes the connection unanswered, `/work/busy` answers 503, anything else 200. */
class StubReplica {
  server!: Server;
  url = '';
  readonly seen: string[] = [];

  constructor(readonly name: string) {}

  async start(host = '127.0.0.1', port = 0): Promise<void> {
    this.server = createServer((request, response) => {
      this.seen.push(`${request.method} ${request.url}`);
      const what = request.url?.split('/').pop();
      if (what === 'drop') return void request.socket.destroy();
      response.writeHead(what === 'busy' ? 503 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ replica: this.name }));
    });
    await new Promise<void>((resolve) => this.server.listen(port, host, resolve));
    this.url = `http://${host}:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  count(call: string): number {
    return this.seen.filter((seen) => seen === call).length;
  }
}

/** The stub replicas' routes; each answers which replica it reached. */
type Reached = { replica: string };
const Work = {
  read: internalRoute<{ GET: { answer: Reached } }>('/work/read'),
  write: internalRoute<{ POST: { body: { n: number }; answer: Reached } }>('/work/write'),
  drop: internalRoute<{ POST: { answer: Reached } }>('/work/drop'),
  busy: internalRoute<{ GET: { answer: Reached }; POST: { answer: Reached } }>('/work/busy'),
};

const replicaA = new StubReplica('a');
const replicaB = new StubReplica('b');

const clientFor = (...urls: string[]) => new ServiceClient('content', new ServiceReplicas(urls), 'replicas-test-token', LIMITS);

beforeEach(async () => {
  await replicaA.start();
  await replicaB.start();
});

afterEach(async () => {
  for (const replica of [replicaA, replicaB]) if (replica.server.listening) await replica.stop();
  replicaA.seen.length = 0;
  replicaB.seen.length = 0;
});

async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    return error instanceof HttpException ? error.getStatus() : -1;
  }
}

test('calls take turns between the replicas', async () => {
  const client = clientFor(replicaA.url, replicaB.url);
  const answers = [];
  for (let i = 0; i < 10; i += 1) answers.push(await client.get(Work.read));
  expect(answers.filter(({ replica }) => replica === 'a')).toHaveLength(5);
  expect(answers.filter(({ replica }) => replica === 'b')).toHaveLength(5);
});

test('with one replica dead, every read and write is answered by the other, and the dead one is not tried on every call', async () => {
  const client = clientFor(replicaA.url, replicaB.url);
  await replicaA.stop();
  const statuses = [];
  for (let i = 0; i < 10; i += 1) {
    statuses.push(await statusOf(client.get(Work.read)));
    statuses.push(await statusOf(client.post(Work.write, { body: { n: i } })));
  }
  expect(statuses).toEqual(Array(20).fill(200));
  expect(replicaB.count('GET /work/read')).toBe(10);
  expect(replicaB.count('POST /work/write')).toBe(10);
});

test('a read the replica dropped is asked of another; a write it may have received is never sent twice', async () => {
  const client = clientFor(replicaA.url, replicaB.url);
  // Whichever replica gets the call first drops it: the read is answered by the other.
  replicaB.server.removeAllListeners('request');
  replicaB.server.on('request', (request) => {
    replicaB.seen.push(`${request.method} ${request.url}`);
    request.socket.destroy();
  });
  const reads = [];
  for (let i = 0; i < 4; i += 1) reads.push(await client.get(Work.read));
  expect(reads.every(({ replica }) => replica === 'a')).toBe(true);

  const writes = [];
  for (let i = 0; i < 4; i += 1) writes.push(await statusOf(client.post(Work.drop)));
  const sent = replicaA.count('POST /work/drop') + replicaB.count('POST /work/drop');
  // Each write reached one replica once and was answered 503 (unavailable): the member may try again.
  expect(sent).toBe(4);
  expect(writes).toEqual(Array(4).fill(503));
});

test("a read answered 503 by a stopping or busy replica goes to the next; a write's 503 is passed on", async () => {
  const client = clientFor(replicaA.url, replicaB.url);
  expect(await statusOf(client.get(Work.busy))).toBe(503);
  expect(replicaA.count('GET /work/busy') + replicaB.count('GET /work/busy')).toBe(2);
  expect(await statusOf(client.post(Work.busy))).toBe(503);
  expect(replicaA.count('POST /work/busy') + replicaB.count('POST /work/busy')).toBe(1);
});

test('one service name stands for every address it resolves to (as compose names replicas)', async () => {
  await replicaB.stop();
  const { port } = new URL(replicaA.url);
  // Linux answers on all of 127.0.0.0/8: a second replica on the same port at another address.
  await replicaB.start('127.0.0.2', Number(port));
  const replicas = new ServiceReplicas([`http://content:${port}/`], undefined, async (host) =>
    host === 'content' ? ['127.0.0.1', '127.0.0.2'] : [],
  );
  const client = new ServiceClient('content', replicas, 'replicas-test-token', LIMITS);
  const answers = [];
  for (let i = 0; i < 4; i += 1) answers.push((await client.get(Work.read)).replica);
  expect(answers.sort()).toEqual(['a', 'a', 'b', 'b']);
});

test('the configured list takes commas or spaces, and needs at least one URL', () => {
  expect(parseBaseUrls('http://content-1:3003, http://content-2:3003/ http://10.0.0.7:3003')).toEqual([
    'http://content-1:3003',
    'http://content-2:3003',
    'http://10.0.0.7:3003',
  ]);
  expect(() => new ServiceReplicas([])).toThrow('A service needs at least one base URL');
});

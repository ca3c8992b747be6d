/**
 * Services run as replicas behind the BFF: a BFF given two replicas of content and of social-graph
 * keeps answering every read while one replica of each is killed (SIGKILL) under load, and drops nothing at all
 * while every replica is restarted in turn (SIGTERM: stop taking calls, finish those in flight, leave the consumer
 * group). Every write the BFF acknowledged is applied exactly once.
 */
import { ApiRoutes, CONTENT_LIST_MAX_LIMIT, serviceUrlVariable, type ContentListResponse } from '@docnet/contracts';
import { sleep, stopProcess } from '../harness/processes';
import {
  loadStackState,
  processAlive,
  restartExtraProcess,
  restartProcess,
  startExtraProcess,
  type ExtraProcess,
} from '../harness/stack';
import { registeredMember, type SessionMember } from './members';

jest.setTimeout(240_000);

const stateFile = process.env.DOCNET_STACK_FILE!;
const stack = loadStackState(stateFile);

let contentReplica: ExtraProcess;
let graphReplica: ExtraProcess;
let bff: ExtraProcess;
let member: SessionMember;

beforeAll(async () => {
  [contentReplica, graphReplica] = await Promise.all([
    startExtraProcess(stack, 'content', 'content-replica-2'),
    startExtraProcess(stack, 'social-graph', 'social-graph-replica-2'),
  ]);
  bff = await startExtraProcess(stack, 'bff', 'bff-with-replicas', {
    [serviceUrlVariable('content')]: `${stack.processes.content.url},${contentReplica.url}`,
    [serviceUrlVariable('social-graph')]: `${stack.processes['social-graph'].url} ${graphReplica.url}`,
    CONTENTS_PER_HOUR: '100000',
  });
  member = await registeredMember(bff.url);
});

afterAll(async () => {
  for (const extra of [bff, contentReplica, graphReplica]) if (extra) await stopProcess(extra.pid);
  // Leave the stack as the other suites expect it.
  const current = loadStackState(stateFile);
  for (const name of ['content', 'social-graph'] as const) {
    if (!processAlive(current, name)) await restartProcess(current, stateFile, name);
  }
});

interface Tally {
  reads: number;
  failedReads: string[];
  acknowledged: string[];
  failedWrites: string[];
}

const READS = [ApiRoutes.contents, ApiRoutes.connections, ApiRoutes.connectionsSuggestions];

/** Two members reading (contents, connections, suggestions) and one publishing, until `meanwhile` is done. */
async function underLoad(run: string, meanwhile: () => Promise<void>): Promise<Tally> {
  const tally: Tally = { reads: 0, failedReads: [], acknowledged: [], failedWrites: [] };
  let loading = true;
  const reader = async () => {
    while (loading) {
      for (const path of READS) {
        const answer = await member.agent.get(path);
        tally.reads += 1;
        if (answer.status !== 200) tally.failedReads.push(`GET ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
  };
  const writer = async () => {
    for (let n = 1; loading; n += 1) {
      const title = `${run} write ${n}`;
      const answer = await member.agent.post(ApiRoutes.contents).send({ title, body: 'Published while replicas stop.' });
      if (answer.status === 201) tally.acknowledged.push(title);
      else tally.failedWrites.push(`${title}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  };
  const load = [reader(), reader(), writer()];
  try {
    await meanwhile();
  } finally {
    loading = false;
    await Promise.all(load);
  }
  return tally;
}

/** How many contents of the member carry each title. */
async function titleCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let offset = 0; ; offset += CONTENT_LIST_MAX_LIMIT) {
    const page = (
      await member.agent
        .get(ApiRoutes.contents)
        .query({ authorId: member.id, limit: CONTENT_LIST_MAX_LIMIT, offset })
        .expect(200)
    ).body as ContentListResponse;
    for (const { title } of page.contents) counts.set(title, (counts.get(title) ?? 0) + 1);
    if (page.contents.length < CONTENT_LIST_MAX_LIMIT) return counts;
  }
}

/** Every acknowledged write is there exactly once, and no write is there twice. */
async function expectAppliedOnce(run: string, tally: Tally): Promise<void> {
  const counts = await titleCounts();
  expect(tally.acknowledged.length).toBeGreaterThan(0);
  expect(tally.acknowledged.filter((title) => counts.get(title) !== 1)).toEqual([]);
  expect([...counts].filter(([title, count]) => title.startsWith(`${run} `) && count > 1)).toEqual([]);
}

test('one replica of content and of social-graph killed under load: no read fails, acknowledged writes are applied once', async () => {
  const tally = await underLoad('killed', async () => {
    await sleep(1500);
    await stopProcess(contentReplica.pid, 'SIGKILL');
    await sleep(1500);
    await stopProcess(graphReplica.pid, 'SIGKILL');
    await sleep(2000);
  });
  expect(tally.failedReads).toEqual([]);
  expect(tally.reads).toBeGreaterThan(20);
  await expectAppliedOnce('killed', tally);
  await Promise.all([restartExtraProcess(contentReplica), restartExtraProcess(graphReplica)]);
});

test('a rolling restart of every replica (SIGTERM, one at a time) under load drops no read and no write', async () => {
  const tally = await underLoad('rolling', async () => {
    await sleep(1000);
    await restartProcess(stack, stateFile, 'content');
    await restartExtraProcess(contentReplica);
    await restartProcess(stack, stateFile, 'social-graph');
    await restartExtraProcess(graphReplica);
    await sleep(1000);
  });
  expect(tally.failedReads).toEqual([]);
  expect(tally.failedWrites).toEqual([]);
  await expectAppliedOnce('rolling', tally);
});

import { join } from 'node:path';
import { ApiRoutes, type Connection, type Conversation, type DirectMessage } from '@docnet/contracts';
import { repoRoot } from '../harness/paths';
import { spawnDetached, stopProcess, waitForHttp } from '../harness/processes';
import { freePort, loadStackState } from '../harness/stack';
import { openLiveStream } from './live-stream';
import { memberKnownToGraph } from './members';

/**
 * Several BFF instances behind one address: a second BFF, started here with the stack BFF's environment
 * on another port, shares its Redis sessions, so a member's cookie works on both. Each instance reads
 * Kafka in a consumer group of its own, so a stream on either gets every event.
 */
const stack = loadStackState();
const first = stack.baseUrl;
let second: { pid: number; url: string };

beforeAll(async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = join(stack.processes.bff.logFile, '..', 'bff-second.log');
  const pid = spawnDetached(process.execPath, [join(repoRoot, 'bff/dist/main.js')], { ...stack.processes.bff.env, PORT: String(port) }, logFile);
  second = { pid, url };
  await waitForHttp(`${url}/api/health`, 'the second bff', logFile, pid);
});

afterAll(async () => {
  if (second) await stopProcess(second.pid, 'SIGTERM');
});

describe('the live stream (GET /api/live) with two BFF instances', () => {
  it('delivers a message sent through one instance to a member streaming from the other', async () => {
    const [a, b] = [await memberKnownToGraph(first), await memberKnownToGraph(first)];
    const sent = (await a.agent.post(ApiRoutes.connections).send({ receiverId: b.id }).expect(201)).body as Connection;
    await b.agent.put(ApiRoutes.connectionById(sent.id)).send({ status: 'accepted' }).expect(200);

    const bOnSecond = await openLiveStream(second.url, b);
    const aOnFirst = await openLiveStream(first, a);
    try {
      const { id } = (await a.agent.post(ApiRoutes.conversations).send({ memberId: b.id }).expect(201)).body as Conversation;
      const message = (await a.agent.post(ApiRoutes.conversationMessages(id)).send({ body: 'Across instances' }).expect(201)).body as DirectMessage;
      expect(await bOnSecond.next('message', (event) => event.message.id === message.id)).toEqual({ type: 'message', message });
      // The sender's own stream, on the first instance, gets it too (their other tabs).
      await aOnFirst.next('message', (event) => event.message.id === message.id);
    } finally {
      bOnSecond.close();
      aOnFirst.close();
    }
  });
});

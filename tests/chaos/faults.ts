import { ApiRoutes, type Content, type ContentListResponse, type ServiceName, type User } from '@docnet/contracts';
import { restartKafka, restartRedis } from '@docnet/infra';
import { killProcess, loadStackState, restartProcess, type StackState } from '../harness/stack';
import { sleep, waitForHttp } from '../harness/processes';
import { callBff, signInAgain, type ChaosMember } from './bff';
import type { LoadDriver } from './load';

/** One injected fault and how the stack came back; times in ms since the epoch. */
export interface FaultRecord {
  target: ServiceName | 'kafka' | 'redis';
  kind: 'SIGKILL + restart' | 'broker restart' | 'redis restart';
  /**
   * The services whose routes may fail while it lasts (none for Kafka: requests never wait on it; profile
   * for Redis: doctor search reads its index there).
   */
  excuses: ServiceName[];
  /**
   * Redis came back empty: until the members signed in again (this time), any route may answer 401 (the
   * session is gone) or the BFF's 503 'Sign-in sessions are unavailable' (Redis down).
   */
  sessionsLostUntil?: number;
  startedAt: number;
  /** When the restart was begun (the service or broker spawned again). */
  restartedAt: number;
  /** When the restarted process answered its readiness check. */
  readyAt: number;
  /**
   * When it was usable again: for a service, the first success of a route that needs it among requests sent
   * after the restart; for Kafka, when an event sent after the restart had been consumed (a rename on an author card);
   * for Redis, when doctor search found every member again (its index rebuilt from profile's database).
   */
  recoveredAt?: number;
  /** Why recoveredAt is missing or how it was measured. */
  note?: string;
  /** Where the next fault starts (or the load ended): this fault's answers are those sent in [startedAt, endsAt). */
  endsAt: number;
}

const RECOVERY_TIMEOUT_MS = 120_000;

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = RECOVERY_TIMEOUT_MS): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await sleep(100);
  }
  console.log(`[chaos] ${what}: not within ${timeoutMs / 1000} s`);
  return undefined;
}

/** SIGKILLs a service under load, leaves it dead for a while, restarts it with the same environment and port. */
export async function killAndRestart(
  stateFile: string,
  service: ServiceName,
  load: LoadDriver,
  downSeconds: number,
): Promise<FaultRecord> {
  const startedAt = Date.now();
  await killProcess(loadStackState(stateFile), service, 'SIGKILL');
  console.log(`[chaos] ${service}: killed (SIGKILL); restarting in ${downSeconds} s`);
  await sleep(downSeconds * 1000);
  const restartedAt = Date.now();
  try {
    await restartProcess(loadStackState(stateFile), stateFile, service);
  } catch (error) {
    // The harness waits a minute; a loaded machine may need longer, which the report then shows.
    if (!String(error).includes('was not ready')) throw error;
    const running = loadStackState(stateFile).processes[service];
    await waitForHttp(`${running.url}/health/ready`, service, running.logFile, running.pid, RECOVERY_TIMEOUT_MS);
  }
  const readyAt = Date.now();
  const needed = load.records.some((record) => record.needs.includes(service));
  const first = needed ? await until(`${service}: first success after the restart`, () => load.firstSuccess(service, restartedAt)) : undefined;
  const record: FaultRecord = { target: service, kind: 'SIGKILL + restart', excuses: [service], startedAt, restartedAt, readyAt, endsAt: 0 };
  if (first) record.recoveredAt = first.end;
  else record.note = needed ? 'no route that needs it succeeded after the restart' : 'no route of the load needs it: only its readiness is measured';
  console.log(
    `[chaos] ${service}: ready ${seconds(readyAt - restartedAt)} s after the restart, serving ${first ? `${seconds(first.end - restartedAt)} s` : '?'} after it`,
  );
  return record;
}

/**
 * Restarts the Kafka broker the local infrastructure runs (shared by every stack on the machine), waits for
 * every service of the stack to be ready again, then measures how long until events flow: a name change
 * sent now must reach the author card the content service keeps from profile's events.
 */
export async function restartBroker(stack: StackState, probe: ChaosMember, probeContentId: number): Promise<FaultRecord> {
  const startedAt = Date.now();
  console.log('[chaos] kafka: restarting the broker (every stack on this machine sees the outage)');
  await restartKafka({ log: (line) => console.log(`[infra] ${line}`) });
  const readyAt = Date.now();
  const services = Object.keys(stack.processes).filter((name) => name !== 'bff') as ServiceName[];
  await Promise.all(
    services.map((name) => {
      const running = stack.processes[name];
      return waitForHttp(`${running.url}/health/ready`, name, running.logFile, running.pid, RECOVERY_TIMEOUT_MS);
    }),
  );
  const name = `Dr. Chaos probe ${Date.now().toString(36)}`;
  const renamedAt = Date.now();
  const renamed = await callBff(stack.baseUrl, probe, 'PATCH', ApiRoutes.usersById(probe.id), { name });
  const record: FaultRecord = { target: 'kafka', kind: 'broker restart', excuses: [], startedAt, restartedAt: startedAt, readyAt, endsAt: 0 };
  if (renamed.status !== 200) {
    record.note = `the probe's name change answered ${renamed.status}`;
    return record;
  }
  const seen = await until('kafka: a name change reaching the author card', async () => {
    const answer = await callBff(stack.baseUrl, probe, 'GET', `${ApiRoutes.contents}?authorId=${probe.id}&limit=1`);
    const content = (answer.body as ContentListResponse | undefined)?.contents?.find((item: Content) => item.id === probeContentId);
    return content?.author?.name === name ? Date.now() : undefined;
  });
  if (seen) {
    record.recoveredAt = seen;
    record.note = `events flow again: a name change took ${seconds(seen - renamedAt)} s to reach the author card`;
  } else {
    record.note = 'a name change sent after the restart never reached the author card';
  }
  console.log(`[chaos] kafka: ready after ${seconds(readyAt - startedAt)} s; ${record.note}`);
  return record;
}

/**
 * Restarts the Redis server the local infrastructure runs (shared by every stack on the machine). It keeps
 * nothing on disk, so it comes back empty: the BFF's sessions are gone (the members sign in again; production's
 * Redis keeps them on disk) and so are the read models, which must rebuild themselves. Measures how long
 * until doctor search lists every member again.
 */
export async function restartRedisServer(stack: StackState, probe: ChaosMember, members: ChaosMember[]): Promise<FaultRecord> {
  const startedAt = Date.now();
  console.log('[chaos] redis: restarting the server, which comes back empty (every stack on this machine sees it)');
  await restartRedis({ log: (line) => console.log(`[infra] ${line}`) });
  const readyAt = Date.now();
  const everyone = [probe, ...members];
  await Promise.all(everyone.map((member) => signInAgain(stack.baseUrl, member)));
  const signedInAt = Date.now();
  const record: FaultRecord = {
    target: 'redis',
    kind: 'redis restart',
    excuses: ['profile', 'social-graph', 'ai-assistant'],
    sessionsLostUntil: signedInAt,
    startedAt,
    restartedAt: startedAt,
    readyAt,
    endsAt: 0,
  };
  const found = await until('redis: doctor search listing every member again', async () => {
    const answer = await callBff(stack.baseUrl, probe, 'GET', ApiRoutes.usersSearch);
    const listed = new Set(Array.isArray(answer.body) ? (answer.body as User[]).map((user) => user.id) : []);
    return everyone.every((member) => listed.has(member.id)) ? Date.now() : undefined;
  });
  if (found) {
    record.recoveredAt = found;
    record.note = `members signed in again ${seconds(signedInAt - readyAt)} s after Redis was back; doctor search listed every member ${seconds(found - readyAt)} s after`;
  } else {
    record.note = 'doctor search never listed every member again (its index was not rebuilt)';
  }
  console.log(`[chaos] redis: ready after ${seconds(readyAt - startedAt)} s; ${record.note}`);
  return record;
}

export const seconds = (ms: number) => (ms / 1000).toFixed(1);

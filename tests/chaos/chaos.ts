/**
 * `npm run chaos`: fault injection under constant mixed load. Starts a stack of its own (own namespace,
 * free ports), registers members with sessions, sends reads and writes at a fixed rate, SIGKILLs each
 * service of the catalogue in turn and restarts it, then restarts the Kafka broker once and the Redis server
 * once (it comes back empty). Afterwards every
 * write the BFF acknowledged must be present exactly once wherever it belongs, and every failure must have
 * been a 503 naming the dead service on a route that needs it. Prints a report, saves it as JSON under
 * .local/chaos/ and exits non-zero on any lost or duplicated effect or violation. See tests/chaos/README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiRoutes, type Content, type ContentListResponse } from '@docnet/contracts';
import { ensureInfra } from '@docnet/infra';
import { uniqueNamespace } from '@docnet/platform/testing/infra-endpoints';
import { localDir } from '../harness/paths';
import { sleep } from '../harness/processes';
import { endStack, loadStackState, startTestStack, type StackState } from '../harness/stack';
import { run } from '../harness/suites';
import { callBff, registerMember, type ChaosMember } from './bff';
import { killAndRestart, restartBroker, restartRedisServer, seconds, type FaultRecord } from './faults';
import { LoadDriver } from './load';
import { parseOptions, type ChaosOptions } from './options';
import { classify, printReport, summarizeFaults, summarizeRoutes } from './report';
import { verify } from './verify';
import { Workload } from './workload';

const log = (line: string) => console.log(`[chaos] ${line}`);

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 180_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(200);
  }
}

const answers200 = async (baseUrl: string, member: ChaosMember, path: string) => ((await callBff(baseUrl, member, 'GET', path)).status === 200 ? true : undefined);

/** Registers the members (in small batches) and waits until profile and social-graph know each of them. */
async function registerMembers(stack: StackState, count: number): Promise<ChaosMember[]> {
  const members: ChaosMember[] = [];
  for (let i = 0; i < count; i += 4) {
    const batch = Array.from({ length: Math.min(4, count - i) }, (_, j) => registerMember(stack.baseUrl, `Dr. Chaos Member ${i + j + 1}`));
    members.push(...(await Promise.all(batch)));
  }
  for (const member of members) {
    await until(`the profile of ${member.id}`, () => answers200(stack.baseUrl, member, ApiRoutes.privacySettings));
    await until(`social-graph to know ${member.id}`, () => answers200(stack.baseUrl, member, ApiRoutes.userConnections(member.id)));
  }
  return members;
}

/** A content of the probe member whose author card shows the probe's name: events flow from profile to content. */
async function probeContent(stack: StackState, probe: ChaosMember): Promise<number> {
  const published = await callBff(stack.baseUrl, probe, 'POST', ApiRoutes.contents, { title: 'Chaos probe', body: 'The probe of event flow.' });
  if (published.status !== 201) throw new Error(`the probe's content answered ${published.status}`);
  const id = (published.body as Content).id;
  await until('the probe content to show its author', async () => {
    const answer = await callBff(stack.baseUrl, probe, 'GET', `${ApiRoutes.contents}?authorId=${probe.id}`);
    return (answer.body as ContentListResponse).contents?.find((content) => content.id === id)?.author?.name === probe.name ? true : undefined;
  });
  return id;
}

async function chaos(options: ChaosOptions, stateFile: string, namespace: string, infra: Awaited<ReturnType<typeof ensureInfra>>): Promise<boolean> {
  log(`starting a stack in namespace ${namespace}`);
  const stack = await startTestStack(infra, namespace, stateFile);
  log(`stack up at ${stack.baseUrl}; registering ${options.members} members and a probe`);
  const [probe, ...members] = await registerMembers(stack, options.members + 1);
  const probeContentId = await probeContent(stack, probe);

  const workload = new Workload(members, namespace, options.seed);
  const load = new LoadDriver(stack.baseUrl, workload, options.rate);
  const loadStartedAt = Date.now();
  load.start();
  log(`load running at ${options.rate} requests/s; warming up ${options.warmupSeconds} s`);
  await sleep(options.warmupSeconds * 1000);
  const faults: FaultRecord[] = [];
  const begin = (fault: FaultRecord) => {
    const previous = faults.at(-1);
    if (previous) previous.endsAt = fault.startedAt;
    faults.push(fault);
  };
  // A process that does not come back ends the schedule; the report still shows everything up to it.
  let aborted: string | undefined;
  try {
    for (const service of options.services) {
      begin(await killAndRestart(stateFile, service, load, options.downSeconds));
      await sleep(options.gapSeconds * 1000);
    }
    if (options.kafka) {
      begin(await restartBroker(loadStackState(stateFile), probe, probeContentId));
      await sleep(options.gapSeconds * 1000);
    }
    if (options.redis) {
      begin(await restartRedisServer(loadStackState(stateFile), probe, members));
      await sleep(options.gapSeconds * 1000);
    }
  } catch (error) {
    aborted = `the fault schedule stopped: ${error instanceof Error ? error.message : String(error)}`;
    log(aborted);
  }
  await load.stop();
  const loadEndedAt = Date.now();
  const last = faults.at(-1);
  if (last) last.endsAt = loadEndedAt;
  log(`load stopped after ${seconds(loadEndedAt - loadStartedAt)} s (${load.records.length} requests); waiting up to ${options.settleSeconds} s for every effect`);

  const settleDeadline = Date.now() + options.settleSeconds * 1000;
  let problems = await verify(loadStackState(stateFile), members, workload.ledger);
  while (problems.length && Date.now() < settleDeadline) {
    await sleep(1000);
    problems = await verify(loadStackState(stateFile), members, workload.ledger);
  }
  const settledSeconds = Number(seconds(Date.now() - loadEndedAt));

  const violations = classify(load.records, faults);
  const faultSummaries = summarizeFaults(load.records, faults);
  const routes = summarizeRoutes(load.records);
  const writes = workload.ledger.summary();
  const ok = load.records.filter((record) => record.status >= 200 && record.status < 300).length;
  const extra = [
    `requests: ${load.records.length} sent over ${seconds(loadEndedAt - loadStartedAt)} s at ${options.rate}/s, ${ok} ok, ${load.records.length - ok} failed, ${load.skipped} skipped (too many out at once)`,
    `acknowledged writes (unacknowledged in brackets): ${Object.entries(writes)
      .map(([kind, count]) => `${kind} ${count.acked} (${count.unknown})`)
      .join(', ')}`,
    problems.length ? `effects NOT consistent after ${settledSeconds} s` : `every acknowledged effect present exactly once, ${settledSeconds} s after the load stopped`,
  ];
  if (aborted) extra.push(aborted);
  printReport(faultSummaries, routes, violations, problems, extra);

  const passed = problems.length === 0 && violations.length === 0 && !aborted;
  const report = {
    passed,
    startedAt: new Date(loadStartedAt).toISOString(),
    options,
    namespace,
    members: members.length,
    requests: { sent: load.records.length, ok, failed: load.records.length - ok, skipped: load.skipped },
    faults: faultSummaries,
    routes,
    acknowledgedWrites: writes,
    settledSeconds,
    ...(aborted && { aborted }),
    violations,
    problems,
  };
  const dir = join(localDir, 'chaos');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `chaos-${new Date(loadStartedAt).toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nchaos ${passed ? 'PASSED' : 'FAILED'}; report saved to ${file}`);
  return passed;
}

async function main(): Promise<boolean> {
  const options = parseOptions(process.argv.slice(2));
  const infra = await ensureInfra({ log: (line) => console.log(`[infra] ${line}`) });
  if (options.build && (await run('npm', ['run', 'build'])) !== 0) throw new Error('the build failed');
  const namespace = uniqueNamespace('chaos');
  const stateFile = join(localDir, 'stacks', `${namespace}.json`);
  // Registration reads identity's email outbox through the stack file (tests/harness/outbox.ts).
  process.env.DOCNET_STACK_FILE = stateFile;
  const cleanUp = async () => {
    if (options.keep) {
      log(`stack left running; its state is in ${stateFile}`);
      return;
    }
    await endStack(stateFile);
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    return await chaos(options, stateFile, namespace, infra);
  } finally {
    await cleanUp();
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(`[chaos] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

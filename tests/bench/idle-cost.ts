/**
 * `npm run bench:idle`: what each process of an idle stack costs (an idle service process under 0.5 % of a
 * core). Starts a stack with the production Kafka fetch wait, lets its start-up work (rebuilds, first sweeps) finish,
 * then reads each process's CPU time from /proc over `--seconds` while nothing calls it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serviceNames } from '@docnet/contracts';
import { ensureInfra } from '@docnet/infra';
import { uniqueNamespace } from '@docnet/platform/testing/infra-endpoints';
import { endStack, startTestStack, type Deployable } from '../harness/stack';
import { localDir } from '../harness/paths';

const { values: flags } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, settle: { type: 'string', default: '30' }, 'cpu-prof': { type: 'boolean', default: false } },
});

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** A process's user and system CPU time so far, in seconds (/proc/<pid>/stat fields 14 and 15). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const seconds = Number(flags.seconds);
  const infra = await ensureInfra({ log: (line) => console.log(`[infra] ${line}`) });
  const namespace = uniqueNamespace('idle');
  const stateFile = join(localDir, 'stacks', `${namespace}.json`);
  const profiles = join(localDir, 'bench', 'profiles', namespace);
  // --cpu-prof: each service writes a profile of its whole life when it stops (start-up included), to read what an idle one does.
  const serviceEnv = flags['cpu-prof']
    ? Object.fromEntries(serviceNames.map((name) => [name, { DOCNET_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${profiles} --cpu-prof-name=${name}.cpuprofile` }]))
    : {};
  const state = await startTestStack(infra, namespace, stateFile, { serviceEnv });
  try {
    console.log(`[idle] started; letting start-up work finish for ${flags.settle} s`);
    await sleep(Number(flags.settle) * 1000);
    const processes = Object.entries(state.processes) as [Deployable, { pid: number }][];
    const before = processes.map(([, { pid }]) => cpuSeconds(pid));
    console.log(`[idle] measuring ${seconds} s`);
    await sleep(seconds * 1000);
    console.log('\nprocess            % of one core while idle');
    processes.forEach(([name, { pid }], index) => {
      const share = ((cpuSeconds(pid) - before[index]) / seconds) * 100;
      console.log(`${name.padEnd(18)} ${share.toFixed(2).padStart(6)}`);
    });
  } finally {
    await endStack(stateFile);
    if (flags['cpu-prof']) console.log(`\nprofiles: ${profiles}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

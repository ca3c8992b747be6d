/**
 * `npm start`: provisions the local infrastructure, builds, starts every service, the BFF and the SPA
 * on one origin, seeds the demo network and prints the URL and the demo sign-in. Ctrl-C stops what
 * it started (the infrastructure keeps running; `npm run infra -- down` stops it).
 */
import { join } from 'node:path';
import { ensureInfra } from '@docnet/infra';
import { DEMO_PASSWORD, demoMembers } from '../seed/demo-members';
import { seedDemoProfiles } from '../seed/demo-profiles';
import { seedDemoNetwork } from '../seed/seed-demo';
import { localDir } from './paths';
import { DEMO_SERVICE_ENV, loadStackState, processAlive, startStack, stopStack, type Deployable, type StackState } from './stack';
import { run } from './suites';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const infra = await ensureInfra({ log: (line) => console.log(`[infra] ${line}`) });
  console.log('[start] building');
  if ((await run('npm', ['run', 'build'])) !== 0) throw new Error('the build failed');
  const stateFile = join(localDir, 'stacks', 'demo.json');
  console.log('[start] starting the services and the BFF');
  const stack = await startStack({
    infra,
    namespace: '',
    ports: 'catalog',
    bffPort: port,
    logLevel: 'info',
    serviceEnv: DEMO_SERVICE_ENV,
    stateFile,
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n[start] stopping');
    await stopStack(loadStackState(stateFile));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  superviseUntilStopped(stateFile);
  const created = await seedDemoNetwork(stack.processes.identity.url, stack.serviceToken);
  await seedDemoProfiles(stack.processes.profile.url, stack.serviceToken);
  const demo = demoMembers[0];
  console.log(`
DocNet is running at ${stack.baseUrl}
  demo sign-in: username ${demo.username}, password ${DEMO_PASSWORD}
  (${demoMembers.length} demo members, ${created} created now; logs in .local/logs/demo/)
Prometheus metrics (GET /metrics):
${metricsUrls(stack)
  .map(([name, url]) => `  ${name.padEnd(16)} ${url}`)
  .join('\n')}
Press Ctrl-C to stop.`);
}

/** Where each process of the stack serves its metrics: a service on its own port, the BFF on METRICS_PORT. */
function metricsUrls(stack: StackState): [string, string][] {
  return (Object.keys(stack.processes) as Deployable[]).map((name) => {
    const running = stack.processes[name];
    return [name, name === 'bff' ? `http://127.0.0.1:${running.env.METRICS_PORT}/metrics` : `${running.url}/metrics`];
  });
}

/** Keeps `npm start` in the foreground and reports a process of the stack that dies. */
function superviseUntilStopped(stateFile: string): void {
  const reported = new Set<string>();
  setInterval(() => {
    const state = loadStackState(stateFile);
    for (const name of Object.keys(state.processes) as Deployable[]) {
      if (!processAlive(state, name) && !reported.has(name)) {
        reported.add(name);
        console.error(`[start] ${name} exited; see ${state.processes[name].logFile}`);
      }
    }
  }, 2000);
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

/**
 * `npm test`: builds, checks, provisions the infrastructure once, then runs every suite —
 * unit, compose, per-service integration tests, the platform's read models on a Redis Cluster, a broker killed on a
 * Kafka cluster, system tests and
 * browser journeys on one stack —
 * and ends with a summary line per suite. Exits non-zero on any failure.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceNames } from '@docnet/contracts';
import { ensureChromium, ensureCompose, ensureTestInfra, infraEnv, type TestInfra } from '@docnet/infra';
import { uniqueNamespace } from '@docnet/platform/testing/infra-endpoints';
import { composeArgs, writeDummyEnvFile } from '../compose/support/compose-cli';
import { BOUNDED_FUZZ, runFuzz } from '../fuzz/fuzz';
import { localDir, repoRoot } from './paths';
import { endStack, startSuiteStack, type StackState } from './stack';
import { runKafkaClusterSuite } from './kafka-cluster-suite';
import { runRedisClusterSuite } from './redis-cluster-suite';
import { BROWSER_LIMIT_MS, printSummary, runJest, runStep, runStepsTogether, runTwoAtATime, type SuiteResult } from './suites';

function hasIntegrationTests(folder: string): boolean {
  const testDir = join(repoRoot, folder, 'test');
  return existsSync(testDir) && readdirSync(testDir).some((file) => file.endsWith('.integration.test.ts'));
}

async function main(): Promise<boolean> {
  const results: SuiteResult[] = [];
  const record = (result: SuiteResult) => {
    results.push(result);
    return result.ok;
  };
  const namespace = uniqueNamespace('sys');
  const stateFile = join(localDir, 'stacks', `${namespace}.json`);
  let stack: StackState | undefined;
  let testInfra: TestInfra | undefined;
  try {
    if (!record(await runStep('build', 'npm', ['run', 'build']))) return false;
    record(await runStep('initial-js', 'npm', ['run', 'check:initial-js']));
    const checks = await runStepsTogether([
      { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
      { name: 'lint', command: 'npm', args: ['run', 'lint'] },
    ]);
    checks.forEach(record);
    record(await runJest('unit', 'unit.config.js', process.env));
    record(await runJest('compose', 'compose.config.js', process.env));

    console.log('\n== Infrastructure');
    testInfra = await ensureTestInfra({ log: (line) => console.log(`[infra] ${line}`) });
    console.log(
      `[infra] ${testInfra.kind === 'containers' ? 'containers of this run (testcontainers)' : 'the native servers'}`,
    );
    const infra = testInfra.endpoints;
    // Where an engine runs containers it builds images too: every image of the compose file must build.
    if (testInfra.kind === 'containers') record(await buildImages());
    const env = { ...process.env, ...infraEnv(infra) };
    const integrationSuites = ['services/platform', ...serviceNames.map((name) => `services/${name}`), 'bff']
      .filter(hasIntegrationTests)
      .map((folder) => () => runJest(`integration:${folder.replace('services/', '')}`, 'integration.config.js', env, [`${folder}/test/`], { held: true }));
    const redisCluster = () => runRedisClusterSuite(env, { held: true });
    const kafkaCluster = () => runKafkaClusterSuite(env, { held: true });
    (await runTwoAtATime([...integrationSuites, redisCluster, kafkaCluster])).forEach(record);

    console.log('\n== Stack');
    stack = await startSuiteStack(infra, namespace, stateFile);
    const stackEnv = { ...env, DOCNET_STACK_FILE: stateFile, DOCNET_BASE_URL: stack.baseUrl };
    record(await runJest('system', 'system.config.js', stackEnv));
    const chromium = await ensureChromium();
    record(await runJest('browser', 'browser.config.js', { ...stackEnv, CHROMIUM_PATH: chromium }, [], { limitMs: BROWSER_LIMIT_MS }));
    record(await runFuzz({ baseUrl: stack.baseUrl, stackFile: stateFile, ...BOUNDED_FUZZ }));
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    results.push({ name: 'harness', ok: false, passed: 0, failed: 1, skipped: 0, seconds: 0 });
  } finally {
    if (stack) await endStack(stateFile);
    await testInfra?.release();
    printSummary(results);
  }
  return results.every((result) => result.ok);
}

/** `docker compose build` of the production compose file (the secrets it interpolates get dummy values). */
async function buildImages(): Promise<SuiteResult> {
  const dir = mkdtempSync(join(tmpdir(), 'docnet-images-'));
  try {
    const [command, args] = composeArgs(await ensureCompose(), writeDummyEnvFile(dir), 'build');
    return await runStep('images', command, args);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

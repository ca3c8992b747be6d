/**
 * Runs one suite alone on the local servers (provisioned or reused):
 * - `integration:<service>` (also `npm test -w services/<name>`, `-w bff`): that package's integration tests;
 * - `redis-cluster` (`npm run test:redis-cluster`): the platform's read models on the local Redis Cluster, and its failover;
 * - `kafka-cluster` (`npm run test:kafka-cluster`): a broker of the local 3-broker Kafka cluster killed under writes;
 * - `system [files...]` and `browser [files...]` (`npm run test:system`, `npm run test:browser`):
 *   builds (unless `--no-build`: the current dist folders are used as they are), starts a stack of its own on
 *   free ports, runs the suite (or the given files) and stops it.
 */
import { join } from 'node:path';
import { ensureChromium, ensureTestInfra, infraEnv, type InfraEndpoints } from '@docnet/infra';
import { uniqueNamespace } from '@docnet/platform/testing/infra-endpoints';
import { localDir } from './paths';
import { runKafkaClusterSuite } from './kafka-cluster-suite';
import { runRedisClusterSuite } from './redis-cluster-suite';
import { endStack, startSuiteStack } from './stack';
import { BROWSER_LIMIT_MS, printSummary, runJest, runStep, type SuiteResult } from './suites';

async function main(): Promise<boolean> {
  const testInfra = await ensureTestInfra({ log: (line) => console.log(`[infra] ${line}`) });
  try {
    return await runSuite(testInfra.endpoints);
  } finally {
    await testInfra.release();
  }
}

async function runSuite(infra: InfraEndpoints): Promise<boolean> {
  const args = process.argv.slice(2);
  const skipBuild = args.includes('--no-build');
  const [suite = '', ...files] = args.filter((arg) => arg !== '--no-build');
  const [kind, name] = suite.split(':');
  const env = { ...process.env, ...infraEnv(infra) };
  if (kind === 'integration' && name) {
    const folder = name === 'bff' ? 'bff' : `services/${name}`;
    const result = await runJest(suite, 'integration.config.js', env, [`${folder}/test/`]);
    printSummary([result]);
    return result.ok;
  }
  if (kind === 'redis-cluster') {
    const result = await runRedisClusterSuite(env, { files });
    printSummary([result]);
    return result.ok;
  }
  if (kind === 'kafka-cluster') {
    const result = await runKafkaClusterSuite(env);
    printSummary([result]);
    return result.ok;
  }
  if (kind !== 'system' && kind !== 'browser') {
    throw new Error('usage: run-suite integration:<service>|integration:bff|redis-cluster|kafka-cluster|system [files...]|browser [files...]');
  }
  const build = skipBuild ? undefined : await runStep('build', 'npm', ['run', 'build']);
  if (build && !build.ok) return false;
  const namespace = uniqueNamespace('dev');
  const stateFile = join(localDir, 'stacks', `${namespace}.json`);
  const results: SuiteResult[] = build ? [build] : [];
  try {
    const stack = await startSuiteStack(infra, namespace, stateFile);
    const stackEnv: NodeJS.ProcessEnv = { ...env, DOCNET_STACK_FILE: stateFile, DOCNET_BASE_URL: stack.baseUrl };
    if (kind === 'browser') stackEnv.CHROMIUM_PATH = await ensureChromium();
    const limitMs = kind === 'browser' ? BROWSER_LIMIT_MS : undefined;
    results.push(await runJest(kind, `${kind}.config.js`, stackEnv, files, { limitMs }));
  } finally {
    await endStack(stateFile);
    printSummary(results);
  }
  return results.every((result) => result.ok);
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

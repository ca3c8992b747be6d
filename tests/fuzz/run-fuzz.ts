/**
 * `npm run fuzz [-- flags]`: schemathesis against the BFF's OpenAPI document, as a signed-in member.
 * Reuses the stack named by DOCNET_STACK_FILE, else builds and starts one of its own (free ports, own
 * namespace) and stops it afterwards. Flags (see README): --max-examples N (200), --seed N, --workers N,
 * --phases LIST, --no-build, and anything after `--` goes to `schemathesis run` as it is.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureInfra } from '@docnet/infra';
import { uniqueNamespace } from '@docnet/platform/testing/infra-endpoints';
import { localDir } from '../harness/paths';
import { endStack, loadStackState, startTestStack } from '../harness/stack';
import { printSummary, runStep, type SuiteResult } from '../harness/suites';
import { defaultReportDir, FUZZ_PHASES, FUZZ_SEED, runFuzz } from './fuzz';

const FULL_RUN_DEFAULTS = { maxExamples: 200, seed: FUZZ_SEED, workers: 2, phases: FUZZ_PHASES };

async function main(): Promise<boolean> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'max-examples': { type: 'string', default: String(FULL_RUN_DEFAULTS.maxExamples) },
      seed: { type: 'string', default: String(FULL_RUN_DEFAULTS.seed) },
      workers: { type: 'string', default: String(FULL_RUN_DEFAULTS.workers) },
      phases: { type: 'string', default: FULL_RUN_DEFAULTS.phases },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const results: SuiteResult[] = [];
  // Set before the stack starts: a stack that fails half-way is stopped too.
  let ownStack: { namespace: string; stateFile: string } | undefined;
  try {
    let baseUrl: string;
    let stackFile = process.env.DOCNET_STACK_FILE ?? '';
    if (stackFile) {
      baseUrl = loadStackState(stackFile).baseUrl;
      console.log(`[fuzz] using the stack at ${baseUrl} (${stackFile})`);
    } else {
      if (!values['no-build']) {
        const build = await runStep('build', 'npm', ['run', 'build']);
        results.push(build);
        if (!build.ok) return false;
      }
      const infra = await ensureInfra({ log: (line) => console.log(`[infra] ${line}`) });
      const namespace = uniqueNamespace('fuzz');
      stackFile = join(localDir, 'stacks', `${namespace}.json`);
      ownStack = { namespace, stateFile: stackFile };
      baseUrl = (await startTestStack(infra, namespace, stackFile)).baseUrl;
    }
    results.push(
      await runFuzz({
        baseUrl,
        stackFile,
        maxExamples: Number(values['max-examples']),
        seed: Number(values.seed),
        workers: Number(values.workers),
        phases: values.phases,
        reportDir: defaultReportDir,
        extraArgs: positionals,
      }),
    );
  } finally {
    if (ownStack) await endStack(ownStack.stateFile);
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

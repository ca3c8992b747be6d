import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ApiRoutes } from '@docnet/contracts';
import { ensureSchemathesis } from '@docnet/infra';
import { localDir } from '../harness/paths';
import type { SuiteResult } from '../harness/suites';
import { prepareFuzzSession } from './fuzz-session';

/** The checks every generated answer must pass (see README). */
export const FUZZ_CHECKS = ['not_a_server_error', 'status_code_conformance', 'response_schema_conformance'];

/**
 * Operations left out, each for a reason that would spoil the rest of the run (they end or change the
 * session every other case runs with) or that no request/answer check fits. The system tests cover them.
 */
export const EXCLUDED_OPERATIONS = [
  { method: 'POST', path: ApiRoutes.authLogout, why: 'ends the session of the run' },
  {
    method: 'POST',
    path: ApiRoutes.authChangePassword,
    why: 'ends the other sessions and counts against its hourly limit',
  },
  {
    method: 'DELETE',
    path: ApiRoutes.account,
    why: "deletes the run's member with the right password, and wrong ones count against the password confirmations' hourly limit",
  },
  { method: 'GET', path: ApiRoutes.liveStream, why: 'a server-sent event stream: its answer never ends' },
];

export interface FuzzOptions {
  baseUrl: string;
  /** The stack's state file: the member's email verification code is read from that stack's outbox. */
  stackFile: string;
  /** Generated cases per operation in the fuzzing phase (`--max-examples`). */
  maxExamples: number;
  seed: number;
  workers: number;
  /** Comma-separated schemathesis phases. */
  phases: string;
  /** Where the NDJSON report and the output go; emptied first. */
  reportDir: string;
  /** Passed to `schemathesis run` as they are (e.g. --include-path-regex). */
  extraArgs?: string[];
  log?: (line: string) => void;
}

export interface FuzzFigures {
  operations: number;
  failedOperations: string[];
  cases: number;
  serverErrors: number;
}

/** Fixed, so that a run generates the same cases again. */
export const FUZZ_SEED = 20261122;
/** The stateful phase is left out: the document has no links between operations to chain. */
export const FUZZ_PHASES = 'examples,coverage,fuzzing';

export const defaultReportDir = join(localDir, 'fuzz');

/** The bounded run inside `npm test` (about 3 minutes on the busy 2-core machine, coverage phase included). */
export const BOUNDED_FUZZ = {
  maxExamples: 5,
  seed: FUZZ_SEED,
  workers: 2,
  phases: FUZZ_PHASES,
  reportDir: join(localDir, 'test-results', 'fuzz'),
};

/** Runs schemathesis as a signed-in member against the BFF's OpenAPI document and reports it like a suite. */
export async function runFuzz(options: FuzzOptions): Promise<SuiteResult & { figures: FuzzFigures }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = Date.now();
  const schemathesis = await ensureSchemathesis({ log: (line) => log(`[fuzz] ${line}`) });
  process.env.DOCNET_STACK_FILE = options.stackFile;
  const session = await prepareFuzzSession(options.baseUrl);
  log(`[fuzz] member ${session.memberId}; resources ${JSON.stringify(session.resources)}`);
  rmSync(options.reportDir, { recursive: true, force: true });
  mkdirSync(options.reportDir, { recursive: true });
  const args = [
    'run',
    `${options.baseUrl}/api/docs/openapi.json`,
    '--header',
    `Cookie: ${session.cookie}`,
    // State-changing calls must come from the site's own origin (the BFF's cross-site guard).
    '--header',
    `Origin: ${options.baseUrl}`,
    '--checks',
    FUZZ_CHECKS.join(','),
    '--max-examples',
    String(options.maxExamples),
    '--seed',
    String(options.seed),
    // No example database in the checkout: a run depends on its seed only.
    '--generation-database',
    'none',
    '--workers',
    String(options.workers),
    '--phases',
    options.phases,
    '--continue-on-failure',
    '--request-timeout',
    '30',
    '--no-color',
    '--report',
    'ndjson',
    '--report-dir',
    options.reportDir,
    // Each excluded path has that one method only.
    ...EXCLUDED_OPERATIONS.flatMap(({ path }) => ['--exclude-path', path]),
    ...(options.extraArgs ?? []),
  ];
  const code = await new Promise<number>((resolve) => {
    const child = spawn(schemathesis, args, { stdio: 'inherit' });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
  const figures = readFigures(options.reportDir);
  const failed = figures.failedOperations.length;
  log(
    `[fuzz] ${figures.operations} operations, ${figures.cases} cases, ${failed} operations failing, ${figures.serverErrors} 5xx answers`,
  );
  return {
    name: 'fuzz',
    ok: code === 0 && failed === 0 && figures.operations > 0,
    passed: figures.operations - failed,
    failed: code === 0 || failed > 0 ? failed : 1,
    skipped: 0,
    seconds: (Date.now() - started) / 1000,
    figures,
  };
}

interface ScenarioFinished {
  status: string;
  recorder: {
    label: string;
    cases?: Record<string, unknown>;
    interactions?: Record<string, { response?: { status_code: number } }>;
  };
}

/** Operations, cases and failures, from schemathesis' NDJSON event stream. */
function readFigures(reportDir: string): FuzzFigures {
  const file = readdirSync(reportDir).find((name) => name.endsWith('.ndjson'));
  const figures: FuzzFigures = { operations: 0, failedOperations: [], cases: 0, serverErrors: 0 };
  if (!file) return figures;
  const operations = new Set<string>();
  const failing = new Set<string>();
  for (const line of readFileSync(join(reportDir, file), 'utf8').split('\n')) {
    if (!line.startsWith('{"ScenarioFinished"')) continue;
    const scenario = (JSON.parse(line) as { ScenarioFinished: ScenarioFinished }).ScenarioFinished;
    const { label } = scenario.recorder;
    if (scenario.status === 'skip') continue;
    operations.add(label);
    figures.cases += Object.keys(scenario.recorder.cases ?? {}).length;
    figures.serverErrors += Object.values(scenario.recorder.interactions ?? {}).filter(
      (interaction) => (interaction.response?.status_code ?? 0) >= 500,
    ).length;
    if (scenario.status === 'failure' || scenario.status === 'error') failing.add(label);
  }
  figures.operations = operations.size;
  figures.failedOperations = [...failing].sort();
  return figures;
}

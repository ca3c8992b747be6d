import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { localDir, repoRoot } from './paths';

export interface SuiteResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  /** Set for steps that are not test runs (build, typecheck, lint). */
  step?: boolean;
}

/**
 * The environment of a command run from the repository's root. tsx hands its `--tsconfig` to child processes and
 * threads as given, so a relative one (`npm test -w bff` passes `../tsconfig.tests.json`) is made absolute first.
 */
function fromRoot(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const tsconfig = env.TSX_TSCONFIG_PATH;
  return tsconfig ? { ...env, TSX_TSCONFIG_PATH: resolvePath(tsconfig) } : env;
}

/**
 * How long one suite or step may run before it is stopped and failed. A suite that hangs (a test whose client keeps
 * a connection open holds jest's process alive after its last test) would otherwise take the whole CI run's time
 * and print nothing; stopped, it prints what it had and the run goes on to the next suite.
 */
export const DEFAULT_LIMIT_MS = 20 * 60_000;
/** The browser journeys are the longest suite (about 13 min on the CI machine): their own, wider limit. */
export const BROWSER_LIMIT_MS = 40 * 60_000;

/** Children still running, stopped with their whole process group when the harness itself is stopped. */
const running = new Set<number>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.forEach(killGroup);
    process.exit(1);
  });
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * Spawns a command in a process group of its own (so servers and browsers it started go with it), stops the group
 * once `limitMs` has passed, and resolves with its exit code (1 when stopped or killed).
 */
function spawnLimited(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: 'inherit' | 'pipe',
  limitMs: number,
  onOutput?: (chunk: Buffer) => void,
): Promise<{ code: number; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: fromRoot(env),
      stdio: stdio === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      const note = `\n${name}: stopped after ${Math.round(limitMs / 1000)} s, its time limit\n`;
      if (onOutput) onOutput(Buffer.from(note));
      else process.stdout.write(note);
      if (child.pid) killGroup(child.pid);
    }, limitMs);
    if (child.pid) running.add(child.pid);
    child.stdout?.on('data', (chunk: Buffer) => onOutput?.(chunk));
    child.stderr?.on('data', (chunk: Buffer) => onOutput?.(chunk));
    const finish = (code: number) => {
      clearTimeout(timer);
      if (child.pid) running.delete(child.pid);
      resolve({ code: timedOut ? 1 : code, timedOut });
    };
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on('error', () => finish(127));
  });
}

/** Runs a command with inherited output; resolves with its exit code. */
export async function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  limitMs = DEFAULT_LIMIT_MS,
  name = command,
): Promise<number> {
  return (await spawnLimited(name, command, args, env, 'inherit', limitMs)).code;
}

/** Runs a command with its output held, and prints it whole under a heading when the command ends. */
async function runHeld(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  limitMs = DEFAULT_LIMIT_MS,
): Promise<number> {
  const output: Buffer[] = [];
  const { code } = await spawnLimited(name, command, args, env, 'pipe', limitMs, (chunk) => output.push(chunk));
  process.stdout.write(`\n== ${name}\n${Buffer.concat(output).toString()}`);
  return code;
}

/** A build or check step, reported like a suite. */
export async function runStep(name: string, command: string, args: string[], limitMs = DEFAULT_LIMIT_MS): Promise<SuiteResult> {
  return timedStep(name, () => run(command, args, process.env, limitMs, name));
}

/**
 * Check steps that share nothing, side by side (each is one busy process, so two fill the two cores of the CI
 * machine); each one's output is printed whole when it ends.
 */
export function runStepsTogether(steps: readonly { name: string; command: string; args: string[] }[]): Promise<SuiteResult[]> {
  return Promise.all(steps.map(({ name, command, args }) => timedStep(name, () => runHeld(name, command, args))));
}

/**
 * Runs the tasks two at a time, in order, answering their results in the same order: suites that wait on the
 * servers more than they compute (the integration suites leave about two thirds of the CPU idle) overlap.
 */
export async function runTwoAtATime<T>(tasks: readonly (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

async function timedStep(name: string, exitCode: () => Promise<number>): Promise<SuiteResult> {
  const started = Date.now();
  const code = await exitCode();
  return { name, ok: code === 0, passed: 0, failed: 0, skipped: 0, seconds: (Date.now() - started) / 1000, step: true };
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTotalTests: number;
  numRuntimeErrorTestSuites: number;
}

/**
 * Runs one jest suite and reads its counts from jest's JSON report. `held` keeps its output until it ends, for
 * suites run side by side (runTwoAtATime).
 */
export async function runJest(
  name: string,
  config: string,
  env: NodeJS.ProcessEnv,
  extraArgs: string[] = [],
  { held = false, limitMs = DEFAULT_LIMIT_MS } = {},
): Promise<SuiteResult> {
  const started = Date.now();
  const reportDir = join(localDir, 'test-results');
  mkdirSync(reportDir, { recursive: true });
  const report = join(reportDir, `${name.replace(/[^a-z0-9-]/gi, '_')}.json`);
  rmSync(report, { force: true });
  const jest = require.resolve('jest/bin/jest');
  // --forceExit: a client left open by a test must not keep the suite's process (and the CI run) waiting.
  const args = [jest, '--config', join(repoRoot, 'tests/jest', config), '--json', `--outputFile=${report}`, '--runInBand', '--forceExit', ...extraArgs];
  const code = held ? await runHeld(name, process.execPath, args, env, limitMs) : await run(process.execPath, args, env, limitMs, name);
  const seconds = (Date.now() - started) / 1000;
  if (!existsSync(report)) return { name, ok: false, passed: 0, failed: 1, skipped: 0, seconds };
  const counts = JSON.parse(readFileSync(report, 'utf8')) as JestReport;
  const failed = counts.numFailedTests + counts.numRuntimeErrorTestSuites;
  return {
    name,
    ok: code === 0 && failed === 0 && counts.numTotalTests > 0,
    passed: counts.numPassedTests,
    failed,
    skipped: counts.numPendingTests,
    seconds,
  };
}

export function printSummary(results: SuiteResult[]): void {
  console.log('\n== Summary');
  for (const result of results) {
    const status = result.ok ? 'ok' : 'FAILED';
    const counts = result.step ? '' : ` ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped,`;
    console.log(`${result.name}: ${status},${counts} ${result.seconds.toFixed(1)} s`);
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed + (result.step && !result.ok ? 1 : 0), 0);
  const skipped = results.reduce((sum, result) => sum + result.skipped, 0);
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
}

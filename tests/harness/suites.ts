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

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, env: fromRoot(env), stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Runs a command with its output held, and prints it whole under a heading when the command ends. */
function runHeld(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, env: fromRoot(env), stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (code: number) => {
      process.stdout.write(`\n== ${name}\n${Buffer.concat(output).toString()}`);
      resolve(code);
    };
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on('error', () => finish(127));
  });
}

/** A build or check step, reported like a suite. */
export async function runStep(name: string, command: string, args: string[]): Promise<SuiteResult> {
  return timedStep(name, () => run(command, args));
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
  { held = false } = {},
): Promise<SuiteResult> {
  const started = Date.now();
  const reportDir = join(localDir, 'test-results');
  mkdirSync(reportDir, { recursive: true });
  const report = join(reportDir, `${name.replace(/[^a-z0-9-]/gi, '_')}.json`);
  rmSync(report, { force: true });
  const jest = require.resolve('jest/bin/jest');
  const args = [jest, '--config', join(repoRoot, 'tests/jest', config), '--json', `--outputFile=${report}`, '--runInBand', ...extraArgs];
  const code = held ? await runHeld(name, process.execPath, args, env) : await run(process.execPath, args, env);
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

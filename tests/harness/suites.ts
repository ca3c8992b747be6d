import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
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

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** A build or check step, reported like a suite. */
export async function runStep(name: string, command: string, args: string[]): Promise<SuiteResult> {
  const started = Date.now();
  const code = await run(command, args);
  return { name, ok: code === 0, passed: 0, failed: 0, skipped: 0, seconds: (Date.now() - started) / 1000, step: true };
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTotalTests: number;
  numRuntimeErrorTestSuites: number;
}

/** Runs one jest suite and reads its counts from jest's JSON report. */
export async function runJest(
  name: string,
  config: string,
  env: NodeJS.ProcessEnv,
  extraArgs: string[] = [],
): Promise<SuiteResult> {
  const started = Date.now();
  const reportDir = join(localDir, 'test-results');
  mkdirSync(reportDir, { recursive: true });
  const report = join(reportDir, `${name.replace(/[^a-z0-9-]/gi, '_')}.json`);
  rmSync(report, { force: true });
  const jest = require.resolve('jest/bin/jest');
  const code = await run(
    process.execPath,
    [jest, '--config', join(repoRoot, 'tests/jest', config), '--json', `--outputFile=${report}`, '--runInBand', ...extraArgs],
    env,
  );
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

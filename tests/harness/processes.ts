import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

/** Starts a process that outlives its parent (a jest worker may restart a service), logging to a file. */
export function spawnDetached(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): number {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', log, log] });
  child.unref();
  if (child.pid === undefined) throw new Error(`could not start ${command} ${args.join(' ')}`);
  return child.pid;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends the signal and waits until the process is gone (SIGKILL after the grace period). */
export async function stopProcess(pid: number, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  // 0 is a process never started: kill(0) would signal this harness's own process group.
  if (pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, signal);
  const deadline = Date.now() + graceMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      await sleep(100);
      return;
    }
    await sleep(50);
  }
}

/** Waits until GET `url` answers 2xx; fails naming the process's log when it does not in time. */
export async function waitForHttp(url: string, what: string, logFile: string, pid: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) throw new Error(`${what} exited during start-up; see ${logFile}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${what} was not ready at ${url} within ${timeoutMs} ms; see ${logFile}`);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

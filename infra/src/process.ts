import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { infraDir } from './paths';

export type Log = (line: string) => void;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function which(cmd: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, cmd);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not in this PATH entry
    }
  }
  return undefined;
}

export function tailFile(file: string, lines = 15): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs: number;
}

/** Runs a command to completion; rejects with the tail of its output when it fails. */
export function run(cmd: string, args: string[], options: RunOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer): void => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new Error(`${cmd}: ${err.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve(output);
      const why = signal
        ? `killed by ${signal} (timeout ${options.timeoutMs / 1000}s?)`
        : `exit code ${code}`;
      const last = output.trimEnd().split('\n').slice(-15).join('\n');
      reject(new Error(`\`${cmd} ${args.join(' ')}\` failed (${why}):\n${last}`));
    });
  });
}

export interface DetachedOptions {
  cmd: string;
  args: string[];
  cwd: string;
  logFile: string;
  pidFile: string;
  env?: NodeJS.ProcessEnv;
}

/** Starts a server in its own session so it outlives the CLI, with output appended to logFile. */
export function spawnDetached(options: DetachedOptions): number {
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  fs.mkdirSync(path.dirname(options.pidFile), { recursive: true });
  const out = fs.openSync(options.logFile, 'a');
  fs.writeSync(out, `\n--- ${new Date().toISOString()} ${options.cmd} ${options.args.join(' ')}\n`);
  const child = spawn(options.cmd, options.args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  if (child.pid === undefined) throw new Error(`could not start ${options.cmd}`);
  // While this CLI still runs (start-up), an exit is written down: a server killed by a signal logs nothing itself.
  child.once('exit', (code, signal) => {
    fs.appendFileSync(
      options.logFile,
      `--- ${new Date().toISOString()} exited (${signal ? `signal ${signal}` : `exit code ${code}`})\n`,
    );
  });
  child.unref();
  fs.writeFileSync(options.pidFile, `${child.pid}\n`);
  return child.pid;
}

function isAlive(pid: number, markers: string[]): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // Guards against a recycled PID: the process must still be the server we started.
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (cmdline === '') return false; // zombie
    return markers.some((marker) => cmdline.includes(marker));
  } catch {
    return true; // no procfs: trust kill(0)
  }
}

/** The PID recorded in pidFile when that process is still alive and is one of ours; drops stale files. */
export function livePid(pidFile: string, markers: string[]): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8'), 10);
  } catch {
    return undefined;
  }
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid, markers)) return pid;
  fs.rmSync(pidFile, { force: true });
  return undefined;
}

/** SIGTERM, then SIGKILL after graceMs. Returns the PID that was stopped, if any. */
export async function stopPid(
  pidFile: string,
  markers: string[],
  graceMs: number,
): Promise<number | undefined> {
  const pid = livePid(pidFile, markers);
  if (pid === undefined) return undefined;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && isAlive(pid, markers)) await sleep(200);
  if (isAlive(pid, markers)) {
    process.kill(pid, 'SIGKILL');
    while (isAlive(pid, markers)) await sleep(100);
  }
  fs.rmSync(pidFile, { force: true });
  return pid;
}

export function isPortOpen(port: number, host = '127.0.0.1', timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (open: boolean): void => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export interface WaitOptions {
  timeoutMs: number;
  intervalMs?: number;
  /** Fails fast when the server being waited for has exited; its log tail goes into the error. */
  alive?: () => boolean;
  logFile?: string;
}

// Time for spawnDetached's exit note to reach the log before its tail is read.
const EXIT_NOTE_WAIT_MS = 200;

/** waitFor's failure when the server it waited for has exited: a start that may be tried again. */
export class ExitedDuringStartup extends Error {}

/** Polls probe until it resolves true; the last probe error goes into the timeout message. */
export async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  options: WaitOptions,
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let lastError = '';
  for (;;) {
    try {
      if (await probe()) return;
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
    }
    if (options.alive && !options.alive()) {
      await sleep(EXIT_NOTE_WAIT_MS);
      const logTail = options.logFile ? tailFile(options.logFile) : '';
      throw new ExitedDuringStartup(
        `${what}: the process exited during start-up${logTail ? `; last log lines:\n${logTail}` : ''}`,
      );
    }
    if (Date.now() > deadline) {
      const logTail = options.logFile ? tailFile(options.logFile) : '';
      const detail = [lastError && `last error: ${lastError}`, logTail && `last log lines:\n${logTail}`];
      throw new Error(
        [`${what}: not ready after ${options.timeoutMs / 1000}s`, ...detail].filter(Boolean).join('\n'),
      );
    }
    await sleep(options.intervalMs ?? 250);
  }
}

/**
 * What a machine-wide cache entry was built from: the files' contents and their paths inside the infra folder,
 * so that every clone of the same files, wherever it is, finds the entry current (absolute paths made CI's
 * clone, in another folder, rebuild FerretDB and refetch Kafka on every run, and the next local run again).
 */
export function hashFiles(files: string[], extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const file of files) hash.update(path.relative(infraDir, file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A machine-wide lock (O_EXCL lock file holding the owner's PID), because the ports are machine-wide:
 * two checkouts or two concurrent `up`s must not both start a server.
 */
export async function withLock<T>(lockFile: string, timeoutMs: number, fn: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      // An empty file is a lock being written right now: treat it as held.
      let ownerAlive = Number.isNaN(owner);
      try {
        if (!ownerAlive) process.kill(owner, 0);
        ownerAlive = true;
      } catch {
        // owner gone: the lock is stale
      }
      if (!ownerAlive) {
        fs.rmSync(lockFile, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`another infra command (pid ${owner}) holds ${lockFile}`);
      await sleep(500);
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/**
 * A writable copy of a Go module's source at `into` (the module cache's files are read-only): to patch it, or to
 * build it as the main module (`go install module@version` refuses a module whose go.mod has replace or exclude
 * directives).
 */
export async function copyGoModuleSource(moduleAtVersion: string, into: string, options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  const download = JSON.parse(
    await run('go', ['mod', 'download', '-json', moduleAtVersion], { ...options, timeoutMs: 1_800_000 }),
  ) as { Dir: string };
  fs.cpSync(download.Dir, into, { recursive: true });
  makeWritable(into);
}

function makeWritable(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    fs.chmodSync(full, entry.isDirectory() ? 0o755 : 0o644);
    if (entry.isDirectory()) makeWritable(full);
  }
}

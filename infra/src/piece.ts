import fs from 'node:fs';
import { logFile, pidFile, pieceDir } from './paths';
import { ExitedDuringStartup, isPortOpen, livePid, stopPid, waitFor, type Log } from './process';

/** One server of the local infrastructure; E is the shape of its endpoint. */
export interface PieceDef<E> {
  /** Names its state under .local/infra: kafka, mongo, redis, s3. */
  name: string;
  /** Human name used in messages, e.g. "Kafka". */
  title: string;
  /** Endpoint of the server we run on 127.0.0.1. */
  local: E;
  port: number;
  /** Substrings of /proc/<pid>/cmdline that identify our process (guards against recycled PIDs). */
  markers: string[];
  /** The endpoint given through environment variables, when this piece must not be provisioned. */
  fromEnv(): E | undefined;
  describe(endpoint: E): string;
  /** One protocol-level readiness check. */
  probe(endpoint: E): Promise<boolean>;
  readyTimeoutMs: number;
  stopGraceMs: number;
  /** Provisions the binaries if needed and starts the server detached, writing pidFile(name). */
  launch(log: Log): Promise<void>;
  /** Runs once the server is ready, e.g. to create a bucket. */
  prepare?(endpoint: E, log: Log): Promise<void>;
}

export interface PieceStatus {
  piece: string;
  state: 'running' | 'stopped';
  address: string;
  pid?: number;
  /** 'us' when this checkout started the process; 'external' for env overrides or someone else's server. */
  provisionedBy: 'us' | 'external';
}

/** Hides the credentials of a URL in logs and status output. */
export const redactUrl = (url: string): string => url.replace(/\/\/[^@/]*@/, '//***@');

const EXTERNAL_READY_TIMEOUT_MS = 30_000;

export async function ensurePiece<E>(def: PieceDef<E>, log: Log): Promise<E> {
  const external = def.fromEnv();
  if (external !== undefined) {
    log(`${def.name}: using ${def.describe(external)} from the environment`);
    await waitFor(`${def.title} at ${def.describe(external)} (from env)`, () => def.probe(external), {
      timeoutMs: EXTERNAL_READY_TIMEOUT_MS,
    });
    await def.prepare?.(external, log);
    return external;
  }

  const address = def.describe(def.local);
  const ours = livePid(pidFile(def.name), def.markers);
  if (await isPortOpen(def.port)) {
    // Possibly another checkout's server: reuse it instead of starting a duplicate.
    await waitFor(`${def.title}: the server already listening on ${address}`, () => def.probe(def.local), {
      timeoutMs: def.readyTimeoutMs,
    });
    log(`${def.name}: reusing ${address}${ours ? ` (pid ${ours})` : ' (started elsewhere)'}`);
  } else {
    if (ours !== undefined) {
      log(`${def.name}: pid ${ours} does not answer on ${address}; restarting it`);
      await stopPid(pidFile(def.name), def.markers, def.stopGraceMs);
    }
    await startLocal(def, address, log);
  }
  await def.prepare?.(def.local, log);
  return def.local;
}

// A second start only for a server that exited while starting (seen once on a CI machine, silently).
const START_ATTEMPTS = 2;

async function startLocal<E>(def: PieceDef<E>, address: string, log: Log): Promise<void> {
  fs.mkdirSync(pieceDir(def.name), { recursive: true });
  for (let attempt = 1; ; attempt += 1) {
    await def.launch(log);
    const started = livePid(pidFile(def.name), def.markers);
    try {
      await waitFor(`${def.title} on ${address}`, () => def.probe(def.local), {
        timeoutMs: def.readyTimeoutMs,
        alive: () => started !== undefined && livePid(pidFile(def.name), def.markers) === started,
        logFile: logFile(def.name),
      });
      log(`${def.name}: ready on ${address} (pid ${started})`);
      return;
    } catch (error) {
      if (!(error instanceof ExitedDuringStartup) || attempt >= START_ATTEMPTS) throw error;
      log(`${def.name}: the server exited during start-up; starting it again (${error.message.split('\n').at(-1)})`);
    }
  }
}

export async function pieceStatus<E>(def: PieceDef<E>): Promise<PieceStatus> {
  const external = def.fromEnv();
  if (external !== undefined) {
    const up = await def.probe(external).catch(() => false);
    return {
      piece: def.name,
      state: up ? 'running' : 'stopped',
      address: def.describe(external),
      provisionedBy: 'external',
    };
  }
  const pid = livePid(pidFile(def.name), def.markers);
  const open = await isPortOpen(def.port);
  return {
    piece: def.name,
    state: open ? 'running' : 'stopped',
    address: def.describe(def.local),
    ...(pid !== undefined && { pid }),
    provisionedBy: !open || pid !== undefined ? 'us' : 'external',
  };
}

/** Stops the process this checkout started; servers from env or other checkouts are left alone. */
export async function stopPiece<E>(def: PieceDef<E>, log: Log): Promise<void> {
  const pid = await stopPid(pidFile(def.name), def.markers, def.stopGraceMs);
  if (pid !== undefined) log(`${def.name}: stopped pid ${pid}`);
  else if (def.fromEnv() === undefined && (await isPortOpen(def.port))) {
    log(`${def.name}: ${def.describe(def.local)} was not started by this checkout; left running`);
  }
}

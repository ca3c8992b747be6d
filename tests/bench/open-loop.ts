import { Agent, request as httpRequest } from 'node:http';

/** One request the workload wants sent. */
export interface PlannedRequest {
  /** The route's label in the report, e.g. 'GET /api/contents?limit=10'. */
  route: string;
  kind: 'read' | 'write';
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  cookie?: string;
  body?: unknown;
}

export interface Sample {
  route: string;
  kind: 'read' | 'write';
  /** From the time the request was due (not when it left), so a slow server cannot hide its queue. */
  latencyMs: number;
  status: number;
  ok: boolean;
}

export interface OpenLoopResult {
  rate: number;
  seconds: number;
  samples: Sample[];
  /** How late the driver itself sent its latest request: a large value means the driver, not the server, fell behind. */
  maxSendLagMs: number;
}

export interface OpenLoopOptions {
  baseUrl: string;
  rate: number;
  seconds: number;
  next: () => PlannedRequest;
  timeoutMs?: number;
  /** Stops sending (e.g. background load that lasts as long as another measurement); answers still awaited. */
  signal?: AbortSignal;
}

const keepAlive = new Agent({ keepAlive: true, maxSockets: 512 });

/**
 * Sends `rate` requests per second for `seconds`, each at its scheduled time whether or not earlier
 * ones have answered (an open model: arrivals do not wait for the server, so there is no coordinated
 * omission), and measures each latency from its scheduled time.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const { baseUrl, next, timeoutMs = 15_000 } = options;
  const url = new URL(baseUrl);
  const samples: Sample[] = [];
  const { maxSendLagMs } = await runOpenSchedule({
    ...options,
    fire: (due) => send(url, next(), due, timeoutMs).then((sample) => void samples.push(sample)),
  });
  return { rate: options.rate, seconds: options.seconds, samples, maxSendLagMs };
}

export interface OpenScheduleOptions {
  rate: number;
  seconds: number;
  /** Starts arrival _i_, due at `due` (process.hrtime.bigint()); its promise ends when it has answered. */
  fire: (due: bigint) => Promise<void>;
  /** Stops starting arrivals; those started are still awaited. */
  signal?: AbortSignal;
}

/**
 * The open model's schedule, whatever an arrival does (an HTTP request here, a read-model call in the read-path
 * bench): arrival _i_ is started at `start + i / rate` whether or not earlier ones have ended. Resolves once every
 * started arrival has ended, with how late the driver started its latest one.
 */
export async function runOpenSchedule(options: OpenScheduleOptions): Promise<{ maxSendLagMs: number; sent: number }> {
  const { rate, seconds, fire, signal } = options;
  const total = Math.max(1, Math.round(rate * seconds));
  const intervalNs = 1e9 / rate;
  const inFlight: Promise<void>[] = [];
  let maxSendLagMs = 0;
  let sent = 0;
  const start = process.hrtime.bigint();

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = process.hrtime.bigint();
      while (sent < total && start + BigInt(Math.round(sent * intervalNs)) <= now) {
        const due = start + BigInt(Math.round(sent * intervalNs));
        maxSendLagMs = Math.max(maxSendLagMs, Number(now - due) / 1e6);
        inFlight.push(fire(due));
        sent += 1;
      }
      if (sent >= total || signal?.aborted) return resolve();
      const nextDue = start + BigInt(Math.round(sent * intervalNs));
      setTimeout(tick, Math.max(0, Math.floor(Number(nextDue - process.hrtime.bigint()) / 1e6)));
    };
    tick();
  });
  await Promise.all(inFlight);
  return { maxSendLagMs, sent };
}

function send(url: URL, planned: PlannedRequest, due: bigint, timeoutMs: number): Promise<Sample> {
  const body = planned.body === undefined ? undefined : JSON.stringify(planned.body);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (planned.cookie) headers.cookie = planned.cookie;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  const finish = (status: number): Sample => ({
    route: planned.route,
    kind: planned.kind,
    latencyMs: Number(process.hrtime.bigint() - due) / 1e6,
    status,
    ok: status >= 200 && status < 300,
  });
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: planned.path,
        method: planned.method,
        headers,
        agent: keepAlive,
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(finish(response.statusCode ?? 0)));
        response.on('error', () => resolve(finish(0)));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', () => resolve(finish(0)));
    outgoing.end(body);
  });
}

/** The q-th quantile (0..1) of the values, nearest rank; 0 for none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export interface LatencySummary {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  /** Status codes of the errors (0: no answer), for the report. */
  errorStatuses: Record<string, number>;
}

export function summarize(samples: readonly Sample[]): LatencySummary {
  const sorted = samples.map((sample) => sample.latencyMs).sort((a, b) => a - b);
  const errorStatuses: Record<string, number> = {};
  for (const sample of samples)
    if (!sample.ok) errorStatuses[sample.status] = (errorStatuses[sample.status] ?? 0) + 1;
  return {
    count: samples.length,
    errors: samples.filter((sample) => !sample.ok).length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    errorStatuses,
  };
}

import type { FaultRecord } from './faults';
import { seconds } from './faults';
import type { RequestRecord } from './load';

/** A failed answer may be excused only while a service its route needs is down, and until shortly after it is ready again. */
const READY_GRACE_MS = 1_000;

/** How the BFF answers while its session store (Redis) cannot be reached. */
const SESSIONS_UNAVAILABLE = 'Sign-in sessions are unavailable';

/** The BFF's ServiceClient gives up on a service call after this long (SERVICE_CALL_TIMEOUT_MS) and answers 504. */
const SERVICE_CALL_TIMEOUT_MS = 10_000;

/** What the BFF answers for a service that cannot take the call (down or busy: 503) and for one whose call timed out (504). */
const EXCUSED_STATUSES = [503, 504];

export interface Violation {
  route: string;
  status: number;
  message?: string;
  at: string;
  /** How long the answer took: 10 s or more is the BFF's timeout on a service call (a slow service, not a dead one). */
  ms: number;
  why: string;
}

export interface FaultSummary {
  target: string;
  kind: string;
  requests: number;
  errors: Record<string, Record<string, number>>;
  downSeconds: number;
  readySeconds: number;
  recoverySeconds: number | null;
  note?: string;
}

/**
 * Sorts every failed answer: a 503 (unavailable or busy) or a 504 (the call timed out) with a message
 * naming the dead service, on a route that needs it, during its outage, is expected, and so are a 401 or the sessions' 503 while Redis had lost the sessions; anything else (a 500, no answer, a failure on a route that does not
 * need the dead service, or after it was ready again) is a violation.
 */
export function classify(records: RequestRecord[], faults: FaultRecord[]): Violation[] {
  const violations: Violation[] = [];
  for (const record of records) {
    if (record.status >= 200 && record.status < 300) continue;
    const sessionsLost = faults.some(
      (fault) => fault.sessionsLostUntil !== undefined && record.end >= fault.startedAt && record.start <= fault.sessionsLostUntil,
    );
    if (sessionsLost && (record.status === 401 || (record.status === 503 && record.message?.startsWith(SESSIONS_UNAVAILABLE)))) continue;
    const outages = faults.filter(
      (fault) => fault.excuses.some((service) => record.needs.includes(service)) && record.end >= fault.startedAt && record.start <= fault.readyAt + READY_GRACE_MS,
    );
    const base = { route: record.route, status: record.status, message: record.message, at: new Date(record.start).toISOString(), ms: record.end - record.start };
    if (!outages.length) {
      const during = faults.find((fault) => record.start >= fault.startedAt && record.start < fault.endsAt);
      violations.push({ ...base, why: during ? `failed while ${during.target} was faulted, which the route does not need (or after it was ready)` : 'failed with no fault in progress' });
      continue;
    }
    const names = outages.flatMap((fault) => fault.excuses).filter((service) => record.needs.includes(service));
    if (!EXCUSED_STATUSES.includes(record.status)) {
      violations.push({ ...base, why: `answered ${record.status || 'nothing'} instead of 503 or 504 while ${names.join(', ')} was down` });
    } else if (!record.message || !names.some((service) => record.message!.includes(`The ${service} service`))) {
      violations.push({ ...base, why: `${record.status} without a message naming ${names.join(' or ')}` });
    }
  }
  return violations;
}

export function summarizeFaults(records: RequestRecord[], faults: FaultRecord[]): FaultSummary[] {
  return faults.map((fault) => {
    const during = records.filter((record) => record.start >= fault.startedAt && record.start < fault.endsAt);
    const errors: Record<string, Record<string, number>> = {};
    for (const record of during) {
      if (record.status >= 200 && record.status < 300) continue;
      const byStatus = (errors[record.route] ??= {});
      const status = String(record.status || 'no answer');
      byStatus[status] = (byStatus[status] ?? 0) + 1;
    }
    return {
      target: fault.target,
      kind: fault.kind,
      requests: during.length,
      errors,
      downSeconds: Number(seconds(fault.readyAt - fault.startedAt)),
      readySeconds: Number(seconds(fault.readyAt - fault.restartedAt)),
      recoverySeconds: fault.recoveredAt === undefined ? null : Number(seconds(fault.recoveredAt - fault.restartedAt)),
      ...(fault.note && { note: fault.note }),
    };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
}

export function summarizeRoutes(records: RequestRecord[]) {
  const routes: Record<string, { sent: number; ok: number; failures: Record<string, number>; p50Ms: number; p99Ms: number }> = {};
  for (const route of [...new Set(records.map((record) => record.route))].sort()) {
    const mine = records.filter((record) => record.route === route);
    const ok = mine.filter((record) => record.status >= 200 && record.status < 300);
    const failures: Record<string, number> = {};
    for (const record of mine) if (!ok.includes(record)) failures[String(record.status || 'no answer')] = (failures[String(record.status || 'no answer')] ?? 0) + 1;
    const latencies = ok.map((record) => record.end - record.start).sort((a, b) => a - b);
    routes[route] = { sent: mine.length, ok: ok.length, failures, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
  }
  return routes;
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);

export function printReport(faults: FaultSummary[], routes: ReturnType<typeof summarizeRoutes>, violations: Violation[], problems: string[], extra: string[]): void {
  console.log('\n== chaos: faults ==');
  console.log(`${pad('fault', 18)}${pad('kind', 19)}${pad('requests', 10)}${pad('down s', 8)}${pad('ready s', 9)}${pad('recovery s', 12)}errors (route: status x count)`);
  for (const fault of faults) {
    const errors = Object.entries(fault.errors)
      .map(([route, byStatus]) => `${route}: ${Object.entries(byStatus).map(([status, count]) => `${status} x${count}`).join(', ')}`)
      .join('; ');
    console.log(
      `${pad(fault.target, 18)}${pad(fault.kind, 19)}${pad(fault.requests, 10)}${pad(fault.downSeconds, 8)}${pad(fault.readySeconds, 9)}${pad(fault.recoverySeconds ?? '-', 12)}${errors || 'none'}`,
    );
    if (fault.note) console.log(`${pad('', 18)}${fault.note}`);
  }
  console.log('\n== chaos: routes over the whole run ==');
  console.log(`${pad('route', 42)}${pad('sent', 7)}${pad('ok', 7)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}failures`);
  for (const [route, summary] of Object.entries(routes)) {
    const failures = Object.entries(summary.failures).map(([status, count]) => `${status} x${count}`).join(', ');
    console.log(`${pad(route, 42)}${pad(summary.sent, 7)}${pad(summary.ok, 7)}${pad(summary.p50Ms, 8)}${pad(summary.p99Ms, 8)}${failures || '-'}`);
  }
  console.log('');
  for (const line of extra) console.log(line);
  console.log(`\n== chaos: violations (${violations.length}) ==`);
  const timedOut = violations.filter((violation) => violation.ms >= SERVICE_CALL_TIMEOUT_MS).length;
  if (timedOut) console.log(`${timedOut} of them took ${SERVICE_CALL_TIMEOUT_MS / 1000} s or more: the BFF's timeout on a slow (not dead) service`);
  for (const violation of violations.slice(0, 30)) {
    console.log(`${violation.at} ${violation.route} ${violation.status} after ${violation.ms} ms ${violation.message ?? ''} — ${violation.why}`);
  }
  if (violations.length > 30) console.log(`... and ${violations.length - 30} more in the JSON report`);
  console.log(`\n== chaos: lost or duplicated effects (${problems.length}) ==`);
  for (const problem of problems.slice(0, 50)) console.log(problem);
  if (problems.length > 50) console.log(`... and ${problems.length - 50} more in the JSON report`);
}

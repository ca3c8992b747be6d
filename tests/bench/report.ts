import type { FreshnessSummary } from './freshness';
import { summarize, type LatencySummary, type OpenLoopResult } from './open-loop';

export interface StepReport {
  rate: number;
  seconds: number;
  /** Achieved: answered requests per second of the step. */
  throughput: number;
  maxSendLagMs: number;
  all: LatencySummary;
  reads: LatencySummary;
  writes: LatencySummary;
  routes: Record<string, LatencySummary>;
  /** The references at the same rate: the bare node:http server and GET /api/auth/me. */
  ceiling?: LatencySummary;
  floor?: LatencySummary;
}

export interface ScaleReport {
  members: number;
  contents: number;
  connections: number;
  rate: number;
  seconds: number;
  routes: Record<string, LatencySummary>;
}

export interface TargetCheck {
  target: string;
  measured: string;
  verdict: 'PASS' | 'MISS' | 'n/a';
}

export interface BenchReport {
  startedAt: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; platform: string };
  options: Record<string, unknown>;
  seed: {
    members: number;
    contents: number;
    connections: number;
    seconds: Record<string, number>;
    reused: boolean;
  };
  steps: StepReport[];
  knee: number | null;
  stoppedBecause: string | null;
  scale?: ScaleReport;
  freshness?: FreshnessSummary;
  targets: TargetCheck[];
}

export function stepReport(
  result: OpenLoopResult,
  ceiling?: OpenLoopResult,
  floor?: OpenLoopResult,
): StepReport {
  const byRoute = new Map<string, OpenLoopResult['samples']>();
  for (const sample of result.samples)
    byRoute.set(sample.route, [...(byRoute.get(sample.route) ?? []), sample]);
  const answered = result.samples.filter((sample) => sample.status !== 0).length;
  return {
    rate: result.rate,
    seconds: result.seconds,
    throughput: answered / result.seconds,
    maxSendLagMs: result.maxSendLagMs,
    all: summarize(result.samples),
    reads: summarize(result.samples.filter((sample) => sample.kind === 'read')),
    writes: summarize(result.samples.filter((sample) => sample.kind === 'write')),
    routes: Object.fromEntries(
      [...byRoute.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([route, samples]) => [route, summarize(samples)]),
    ),
    ceiling: ceiling && summarize(ceiling.samples),
    floor: floor && summarize(floor.samples),
  };
}

/** The first rate whose overall p99 is at least twice the first step's; null if none. */
export function kneeOf(steps: readonly StepReport[]): number | null {
  const base = steps[0]?.all.p99;
  if (!base) return null;
  return steps.find((step) => step.all.p99 >= 2 * base)?.rate ?? null;
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const ratio = (value: number, reference: number | undefined) =>
  reference ? `${(value / reference).toFixed(1)}x` : '-';
const pad = (value: string | number, width: number) => String(value).padStart(width);

export function checkTargets(report: Omit<BenchReport, 'targets'>): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const at100 = report.steps.find((step) => step.rate === 100);
  if (at100) {
    checks.push(
      verdict('read p99 <= 100 ms at 100 rps mixed', `${ms(at100.reads.p99)} ms`, at100.reads.p99 <= 100),
    );
    checks.push(
      verdict('write p99 <= 250 ms at 100 rps mixed', `${ms(at100.writes.p99)} ms`, at100.writes.p99 <= 250),
    );
    checks.push(verdict('0 errors at 100 rps mixed', `${at100.all.errors} errors`, at100.all.errors === 0));
  } else {
    for (const target of [
      'read p99 <= 100 ms at 100 rps mixed',
      'write p99 <= 250 ms at 100 rps mixed',
      '0 errors at 100 rps mixed',
    ]) {
      checks.push({ target, measured: 'no 100 rps step in the ladder', verdict: 'n/a' });
    }
  }
  const topRate = report.steps[report.steps.length - 1]?.rate ?? 0;
  if (report.knee !== null) checks.push(verdict('knee >= 200 rps', `${report.knee} rps`, report.knee >= 200));
  else if (topRate >= 200 && !report.stoppedBecause)
    checks.push(verdict('knee >= 200 rps', `none up to ${topRate} rps`, true));
  else if (report.stoppedBecause)
    checks.push(
      verdict('knee >= 200 rps', `ladder stopped at ${topRate} rps: ${report.stoppedBecause}`, topRate > 200),
    );
  else
    checks.push({
      target: 'knee >= 200 rps',
      measured: `no knee up to ${topRate} rps (ladder ends below 200)`,
      verdict: 'n/a',
    });
  if (report.freshness) {
    const { changes, measuredChanges, refusedChanges } = report.freshness;
    const unfinished = changes - measuredChanges;
    for (const [surface, figures] of Object.entries(report.freshness.surfaces)) {
      const measured =
        `${figures.seen ? `p99 ${ms(figures.p99)} ms` : 'never seen'} over ${measuredChanges - refusedChanges} changes` +
        `${figures.misses ? `, ${figures.misses} never seen` : ''}${refusedChanges ? `, ${refusedChanges} changes refused` : ''}` +
        `${unfinished ? `, ${unfinished} not made (time budget)` : ''}`;
      const passed =
        measuredChanges > refusedChanges && refusedChanges === 0 && figures.p99 <= 1000 && figures.misses === 0;
      checks.push(verdict(`freshness p99 <= 1 s (${surface})`, measured, passed));
    }
  } else
    checks.push({ target: 'freshness p99 <= 1 s', measured: 'not measured (--freshness 0)', verdict: 'n/a' });
  if (report.scale) {
    const atScale = report.scale.members >= 10_000;
    for (const [route, figures] of Object.entries(report.scale.routes)) {
      const measured = `p95 ${ms(figures.p95)} ms with ${report.scale.members} members, ${report.scale.contents} contents`;
      checks.push(
        atScale
          ? verdict(`${route} p95 <= 100 ms at 10,000 members`, measured, figures.p95 <= 100)
          : {
              target: `${route} p95 <= 100 ms at 10,000 members`,
              measured: `${measured} (not at scale: run --scale)`,
              verdict: 'n/a',
            },
      );
    }
  }
  return checks;
}

function verdict(target: string, measured: string, passed: boolean): TargetCheck {
  return { target, measured, verdict: passed ? 'PASS' : 'MISS' };
}

/** The report as text tables. */
export function formatReport(report: BenchReport): string {
  const lines: string[] = [];
  const { machine } = report;
  lines.push(`DocNet load benchmark, ${report.startedAt}`);
  lines.push(
    `machine: ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGb} GB, node ${machine.node}, ${machine.platform}`,
  );
  lines.push(
    `seed: ${report.seed.members} members, ${report.seed.contents} contents, ${report.seed.connections} connections` +
      (report.seed.reused
        ? ' (reused)'
        : ` (seeded in ${Object.values(report.seed.seconds)
            .reduce((a, b) => a + b, 0)
            .toFixed(1)} s: ${Object.entries(report.seed.seconds)
            .map(([part, seconds]) => `${part} ${seconds.toFixed(1)} s`)
            .join(', ')})`),
  );
  lines.push('');
  lines.push(
    'Mixed workload, open model (latency from the scheduled send time, ms). ceiling = bare node:http JSON, floor = GET /api/auth/me, both at the same rate.',
  );
  lines.push(
    `${pad('rate', 6)} ${pad('done/s', 7)} ${pad('reqs', 6)} ${pad('errors', 6)} ${pad('p50', 7)} ${pad('p99', 7)} ${pad('read p99', 9)} ${pad('write p99', 9)} ${pad('ceil p50/p99', 13)} ${pad('floor p50/p99', 14)} ${pad('p50 x ceil', 10)} ${pad('p99 x ceil', 10)} ${pad('p50 x floor', 11)} ${pad('p99 x floor', 11)}`,
  );
  for (const step of report.steps) {
    lines.push(
      `${pad(step.rate, 6)} ${pad(step.throughput.toFixed(0), 7)} ${pad(step.all.count, 6)} ${pad(step.all.errors, 6)} ${pad(ms(step.all.p50), 7)} ${pad(ms(step.all.p99), 7)} ${pad(ms(step.reads.p99), 9)} ${pad(ms(step.writes.p99), 9)} ` +
        `${pad(step.ceiling ? `${ms(step.ceiling.p50)}/${ms(step.ceiling.p99)}` : '-', 13)} ${pad(step.floor ? `${ms(step.floor.p50)}/${ms(step.floor.p99)}` : '-', 14)} ` +
        `${pad(ratio(step.all.p50, step.ceiling?.p50), 10)} ${pad(ratio(step.all.p99, step.ceiling?.p99), 10)} ${pad(ratio(step.all.p50, step.floor?.p50), 11)} ${pad(ratio(step.all.p99, step.floor?.p99), 11)}`,
    );
  }
  lines.push(
    `knee (first rate whose p99 is at least twice the first step's): ${report.knee === null ? 'none' : `${report.knee} rps`}`,
  );
  if (report.stoppedBecause) lines.push(`ladder stopped: ${report.stoppedBecause}`);
  for (const step of report.steps) {
    lines.push('');
    lines.push(
      `Per route at ${step.rate} rps (ratios: route p99 over the floor's p99; driver lag max ${ms(step.maxSendLagMs)} ms)`,
    );
    lines.push(
      `${'route'.padEnd(36)} ${pad('count', 6)} ${pad('errors', 6)} ${pad('p50', 7)} ${pad('p99', 7)} ${pad('p99 x floor', 11)} ${pad('p99 x ceil', 10)}  error statuses`,
    );
    for (const [route, figures] of Object.entries(step.routes)) {
      lines.push(
        `${route.padEnd(36)} ${pad(figures.count, 6)} ${pad(figures.errors, 6)} ${pad(ms(figures.p50), 7)} ${pad(ms(figures.p99), 7)} ${pad(ratio(figures.p99, step.floor?.p99), 11)} ${pad(ratio(figures.p99, step.ceiling?.p99), 10)}  ${Object.entries(
          figures.errorStatuses,
        )
          .map(([status, count]) => `${status}:${count}`)
          .join(' ')}`,
      );
    }
  }
  if (report.scale) {
    const { scale } = report;
    lines.push('');
    lines.push(
      `Search and feed with ${scale.members} members, ${scale.contents} contents, ${scale.connections} connections (${scale.rate} rps for ${scale.seconds} s, ms)`,
    );
    lines.push(
      `${'route'.padEnd(36)} ${pad('count', 6)} ${pad('errors', 6)} ${pad('p50', 7)} ${pad('p95', 7)} ${pad('p99', 7)}`,
    );
    for (const [route, figures] of Object.entries(scale.routes)) {
      lines.push(
        `${route.padEnd(36)} ${pad(figures.count, 6)} ${pad(figures.errors, 6)} ${pad(ms(figures.p50), 7)} ${pad(ms(figures.p95), 7)} ${pad(ms(figures.p99), 7)}`,
      );
    }
  }
  if (report.freshness) {
    const { freshness } = report;
    lines.push('');
    lines.push(
      `Freshness: ${freshness.measuredChanges} of ${freshness.changes} name changes in the ${freshness.budgetSeconds} s budget` +
        `${freshness.refusedChanges ? ` (${freshness.refusedChanges} not acknowledged, not measured)` : ''}, ` +
        `polled every ${freshness.pollIntervalMs} ms (ms from the acknowledged PATCH /api/profile/update)`,
    );
    lines.push(
      `${'surface'.padEnd(20)} ${pad('p50', 7)} ${pad('p99', 7)} ${pad('max', 7)} ${pad('never', 6)}`,
    );
    for (const [surface, figures] of Object.entries(freshness.surfaces)) {
      lines.push(
        `${surface.padEnd(20)} ${figures.seen ? `${pad(ms(figures.p50), 7)} ${pad(ms(figures.p99), 7)} ${pad(ms(figures.max), 7)}` : `${pad('-', 7)} ${pad('-', 7)} ${pad('-', 7)}`} ${pad(figures.misses, 6)}`,
      );
    }
    lines.push(`aiRecommendations: ${freshness.aiRecommendationsMethod}`);
  }
  lines.push('');
  lines.push('Targets (informational)');
  for (const check of report.targets)
    lines.push(`${check.verdict.padEnd(5)} ${check.target.padEnd(52)} ${check.measured}`);
  return lines.join('\n');
}

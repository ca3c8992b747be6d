import type { FreshnessSummary } from './freshness';
import { summarize, type LatencySummary, type OpenLoopResult } from './open-loop';
import type { CpuShares } from './process-cpu';

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
  /** Where the CPU went during the mixed step (not the references). */
  cpu?: CpuShares;
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
  /** GET /api/auth/me one request at a time before the ladder. */
  idle?: LatencySummary;
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
  cpu?: CpuShares,
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
    cpu,
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

/** The targets: one set for the small network, one at 10,000 members. */
export function checkTargets(report: Omit<BenchReport, 'targets'>): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const atScale = report.seed.members >= 10_000;
  const network = atScale ? 'at 10,000 members' : 'small network';
  if (!atScale) {
    const at100 = report.steps.find((step) => step.rate === 100);
    const mixed: [string, (step: StepReport) => [string, boolean]][] = [
      ['read p99 <= 50 ms at 100 rps mixed', (step) => [`${ms(step.reads.p99)} ms`, step.reads.p99 <= 50]],
      [
        'write p99 <= 150 ms at 100 rps mixed',
        (step) => [`${ms(step.writes.p99)} ms`, step.writes.p99 <= 150],
      ],
      ['0 errors at 100 rps mixed', (step) => [`${step.all.errors} errors`, step.all.errors === 0]],
    ];
    for (const [target, measure] of mixed)
      checks.push(
        at100
          ? verdict(target, ...measure(at100))
          : { target, measured: 'no 100 rps step in the ladder', verdict: 'n/a' },
      );
    const idleTarget = 'idle GET /api/auth/me p50 <= 3 ms';
    checks.push(
      report.idle
        ? verdict(
            idleTarget,
            `p50 ${ms(report.idle.p50)} ms, p99 ${ms(report.idle.p99)} ms`,
            report.idle.p50 <= 3,
          )
        : { target: idleTarget, measured: 'not measured (--idle-requests 0)', verdict: 'n/a' },
    );
  }
  checks.push(kneeCheck(report, atScale ? 200 : 300, network));
  if (report.freshness) {
    const { changes, measuredChanges, refusedChanges, background } = report.freshness;
    const unfinished = changes - measuredChanges;
    const underLoad = background ? ` with ${background.rate} rps mixed beside it` : ' without load beside it';
    for (const [surface, figures] of Object.entries(report.freshness.surfaces)) {
      const measured =
        `${figures.seen ? `p99 ${ms(figures.p99)} ms` : 'never seen'} over ${measuredChanges - refusedChanges} changes` +
        `${figures.misses ? `, ${figures.misses} never seen` : ''}${refusedChanges ? `, ${refusedChanges} changes refused` : ''}` +
        `${unfinished ? `, ${unfinished} not made (time budget)` : ''}`;
      const passed =
        measuredChanges > refusedChanges &&
        refusedChanges === 0 &&
        figures.p99 <= 1000 &&
        figures.misses === 0;
      const target = `freshness p99 <= 1 s (${surface}), ${network}${underLoad}`;
      checks.push(
        background && background.rate >= 50
          ? verdict(target, measured, passed)
          : { target, measured, verdict: 'n/a' },
      );
    }
  } else
    checks.push({
      target: 'freshness p99 <= 1 s under 50 rps',
      measured: 'not measured (--freshness 0)',
      verdict: 'n/a',
    });
  if (report.scale) {
    const { scale } = report;
    for (const [route, figures] of Object.entries(scale.routes)) {
      const target = `${route} alone at 50 rps p95 <= 50 ms at 10,000 members`;
      const measured = `p95 ${ms(figures.p95)} ms, ${figures.errors} errors at ${scale.rate} rps with ${scale.members} members, ${scale.contents} contents`;
      checks.push(
        atScale && scale.rate >= 50
          ? verdict(target, measured, figures.p95 <= 50 && figures.errors === 0)
          : { target, measured: `${measured} (run --scale --scale-rate 50)`, verdict: 'n/a' },
      );
    }
  }
  return checks;
}

function kneeCheck(report: Omit<BenchReport, 'targets'>, wanted: number, network: string): TargetCheck {
  const target = `knee >= ${wanted} rps (${network})`;
  const topRate = report.steps[report.steps.length - 1]?.rate ?? 0;
  if (report.knee !== null) return verdict(target, `${report.knee} rps`, report.knee >= wanted);
  if (report.stoppedBecause)
    return verdict(target, `ladder stopped at ${topRate} rps: ${report.stoppedBecause}`, topRate > wanted);
  if (topRate >= wanted) return verdict(target, `none up to ${topRate} rps`, true);
  return { target, measured: `no knee up to ${topRate} rps (ladder ends below ${wanted})`, verdict: 'n/a' };
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
  if (report.idle)
    lines.push(
      `idle, one request at a time: GET /api/auth/me p50 ${ms(report.idle.p50)} ms, p99 ${ms(report.idle.p99)} ms over ${report.idle.count} requests`,
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
  lines.push(...formatCpuShares(report.steps));
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
        `${route.padEnd(36)} ${pad(figures.count, 6)} ${pad(figures.errors, 6)} ${pad(ms(figures.p50), 7)} ${pad(ms(figures.p99), 7)} ${pad(ratio(figures.p99, step.floor?.p99), 11)} ${pad(ratio(figures.p99, step.ceiling?.p99), 10)}  ${statusList(figures.errorStatuses).trim()}`,
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
        `polled every ${freshness.pollIntervalMs} ms (ms from the acknowledged PATCH /api/profile/update)` +
        (freshness.background
          ? `, with ${freshness.background.rate} rps of mixed load beside it (${freshness.background.errors} errors of ${freshness.background.requests}${statusList(freshness.background.errorStatuses)})`
          : ''),
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
    lines.push(`${check.verdict.padEnd(5)} ${check.target.padEnd(64)} ${check.measured}`);
  return lines.join('\n');
}

/** Per step, the machine's busy share and each process's share of one core, largest first: who holds the cores at the knee. */
function formatCpuShares(steps: readonly StepReport[]): string[] {
  const measured = steps.filter((step) => step.cpu);
  if (!measured.length) return [];
  const names = Object.keys(measured[0].cpu?.processes ?? {}).sort(
    (a, b) => (measured.at(-1)?.cpu?.processes[b] ?? 0) - (measured.at(-1)?.cpu?.processes[a] ?? 0),
  );
  const header = ['rate', 'machine', ...names].map((cell, index) => pad(cell, index === 0 ? 6 : Math.max(cell.length, 7)));
  const lines = ['', 'CPU during each mixed step: machine busy (% of all cores), then each process (% of one core; driver = the load generator)'];
  lines.push(header.join(' '));
  for (const step of measured) {
    const cpu = step.cpu as CpuShares;
    const cells = [pad(step.rate, 6), pad(`${cpu.machineBusy.toFixed(0)}%`, 7)];
    for (const name of names) cells.push(pad((cpu.processes[name] ?? 0).toFixed(1), Math.max(name.length, 7)));
    lines.push(cells.join(' '));
  }
  return lines;
}

/** Error statuses as ` 409:2 503:1` (0: no answer), or '' without errors. */
export function statusList(errorStatuses: Readonly<Record<string, number>> = {}): string {
  return Object.entries(errorStatuses)
    .map(([status, count]) => ` ${status}:${count}`)
    .join('');
}

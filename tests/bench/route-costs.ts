import type { StackState } from '../harness/stack';
import { runOpenLoop } from './open-loop';
import { processCpuMs, stackProcesses } from './process-cpu';
import type { SeededNetwork } from './seed';
import { mixedWorkload, routeWeights, type RouteName, type SignedInMember } from './workload';

/** CPU time a route costs each process of the stack, per request: where a mixed request's work goes. */
export interface RouteCost {
  route: RouteName;
  requests: number;
  errors: number;
  /** Milliseconds of CPU (user + system, all threads) per request, by process; `total` sums them. */
  cpuMsPerRequest: Record<string, number>;
}

/**
 * Each route of the mixed workload alone, at `rate` for `seconds`, with the CPU time every process of the
 * stack (the BFF, the services, Kafka, the document store, Redis) spent meanwhile. Background work a route
 * causes (events consumed, read models fed) lands in the same window or the short settle after it, so a
 * write's figure includes its fan-out. Printed, never asserted: run it on a quiet machine.
 */
export async function measureRouteCosts(
  state: StackState,
  network: SeededNetwork,
  sessions: readonly SignedInMember[],
  { rate, seconds, settleMs = 1500 }: { rate: number; seconds: number; settleMs?: number },
): Promise<RouteCost[]> {
  const pids = await stackProcesses(state);
  const sample = () => Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, processCpuMs(pid)]));
  const costs: RouteCost[] = [];
  for (const route of Object.keys(routeWeights) as RouteName[]) {
    const next = mixedWorkload(network, sessions, 13, { [route]: 1 });
    const before = sample();
    const result = await runOpenLoop({ baseUrl: state.baseUrl, rate, seconds, next });
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const after = sample();
    const requests = result.samples.length;
    const perRequest = Object.fromEntries(
      Object.keys(pids).map((name) => [name, (after[name] - before[name]) / Math.max(1, requests)]),
    );
    perRequest.total = Object.values(perRequest).reduce((sum, ms) => sum + ms, 0);
    costs.push({ route, requests, errors: result.samples.filter((one) => !one.ok).length, cpuMsPerRequest: perRequest });
  }
  return costs;
}

/** The costs as a table: one row per route, one column per process with any cost, then the total. */
export function formatRouteCosts(costs: readonly RouteCost[]): string {
  const columns = Object.keys(costs[0]?.cpuMsPerRequest ?? {}).filter(
    (name) => name === 'total' || costs.some((cost) => cost.cpuMsPerRequest[name] >= 0.05),
  );
  const ordered = [...columns.filter((name) => name !== 'total'), 'total'];
  const header = ['route', 'errors', ...ordered];
  const rows = costs.map((cost) => [
    cost.route,
    `${cost.errors}/${cost.requests}`,
    ...ordered.map((name) => cost.cpuMsPerRequest[name].toFixed(2)),
  ]);
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index].length)));
  const line = (row: string[]) => row.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ');
  return ['CPU ms per request, by process (each route alone)', line(header), ...rows.map(line)].join('\n');
}

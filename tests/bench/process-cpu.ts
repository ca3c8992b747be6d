import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { infraStatus } from '@docnet/infra';
import type { StackState } from '../harness/stack';

/** The processes of a stack by name (the BFF, the services, and the local servers: kafka, mongo, redis, s3). */
export async function stackProcesses(state: StackState): Promise<Record<string, number>> {
  const pids: Record<string, number> = Object.fromEntries(
    Object.entries(state.processes).map(([name, process]) => [name, process.pid]),
  );
  for (const piece of await infraStatus()) if (piece.pid) pids[piece.piece] = piece.pid;
  return pids;
}

let ticksPerSecond: number | undefined;

/** utime + stime of a process and all its threads, in ms (/proc/<pid>/stat fields 14 and 15); 0 once it is gone. */
export function processCpuMs(pid: number): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** Busy and total time of all the machine's CPUs so far, in ticks (/proc/stat's first line; idle and iowait are not busy). */
function machineTicks(): { busy: number; total: number } {
  const values = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - values[3] - values[4], total };
}

/** Where the CPU went during a stretch of a run: each process as % of one core, the driver, and the whole machine. */
export interface CpuShares {
  /** Per process of the stack, and `driver` (this process: the load generator), in % of one core. */
  processes: Record<string, number>;
  /** All CPUs of the machine busy, in % of the machine (100 = every core busy the whole time). */
  machineBusy: number;
}

/**
 * Starts counting the CPU time of the given processes, of this process and of the machine; the function it
 * answers ends the stretch. What tells, at a rate where latency climbs, whether the cores are saturated and
 * which processes hold them.
 */
export function countCpu(pids: Readonly<Record<string, number>>): () => CpuShares {
  const started = Date.now();
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, processCpuMs(pid)]));
  const driver = process.cpuUsage();
  const machine = machineTicks();
  return () => {
    const wallMs = Math.max(1, Date.now() - started);
    const processes = Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => [name, ((processCpuMs(pid) - before[name]) * 100) / wallMs]),
    );
    const { user, system } = process.cpuUsage(driver);
    processes.driver = ((user + system) / 1000 / wallMs) * 100;
    const now = machineTicks();
    return { processes, machineBusy: ((now.busy - machine.busy) * 100) / Math.max(1, now.total - machine.total) };
  };
}

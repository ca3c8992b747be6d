/**
 * Reads the V8 CPU profiles (`node --cpu-prof`) a bench run's processes wrote on exit and tells where each
 * spent its time: self time per package (node_modules/<name>, node's own internals, the app's code) and the
 * top functions. What the bench's `--cpu-prof` prints after the run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

export interface ProcessProfile {
  process: string;
  /** Sampled time in ms, idle (V8's `(idle)`) and program work apart. */
  busyMs: number;
  idleMs: number;
  byPackage: { name: string; ms: number; share: number }[];
  topFunctions: { name: string; ms: number; share: number }[];
}

/** Where a frame's code comes from: a package, node itself, V8's bookkeeping, or the app. */
function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  if (inModules) return inModules[inModules.length - 1].replace('node_modules/', '');
  if (url.startsWith('node:')) return 'node:internals';
  const app = url.match(/\/(services\/[^/]+|bff|contracts)\//);
  return app ? `app:${app[1]}` : url;
}

export function summarizeProfile(process: string, profile: CpuProfile, top = 12): ProcessProfile {
  const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length) / 1000;
  const hits = new Map<number, number>();
  for (const sample of profile.samples) hits.set(sample, (hits.get(sample) ?? 0) + 1);
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let idleMs = 0;
  let busyMs = 0;
  for (const node of profile.nodes) {
    const ms = (hits.get(node.id) ?? 0) * interval;
    if (!ms) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    busyMs += ms;
    const pkg = packageOf(url, functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
    const name =
      `${functionName || '(anonymous)'} ${url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const ranked = (entries: Map<string, number>) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms, share: busyMs ? ms / busyMs : 0 }));
  return { process, busyMs, idleMs, byPackage: ranked(byPackage), topFunctions: ranked(byFunction) };
}

/** Every profile under `dir`, one per process (the file name starts with the process's name). */
export function summarizeProfiles(dir: string): ProcessProfile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.cpuprofile'))
    .map((file) =>
      summarizeProfile(file.split('.')[0], JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile),
    );
}

export function formatProfiles(profiles: readonly ProcessProfile[]): string {
  const lines: string[] = ['CPU profiles (self time while busy; node --cpu-prof over the whole run)'];
  for (const profile of [...profiles].sort((a, b) => b.busyMs - a.busyMs)) {
    const total = profile.busyMs + profile.idleMs;
    lines.push('');
    lines.push(
      `${profile.process}: busy ${(profile.busyMs / 1000).toFixed(1)} s of ${(total / 1000).toFixed(1)} s sampled`,
    );
    lines.push(
      `  by package: ${profile.byPackage.map(({ name, share }) => `${name} ${(share * 100).toFixed(0)}%`).join(', ')}`,
    );
    for (const { name, share } of profile.topFunctions)
      lines.push(`  ${(share * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
  return lines.join('\n');
}

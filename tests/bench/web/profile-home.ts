/**
 * `npm run bench:profile-home`: where the main thread's time goes while a member's / loads on a phone-like CPU
 * (4x slowdown, 412x823). A stack of its own, a member with a few posts, one load of / in Chromium under the
 * DevTools sampling profiler until the feed's first card shows and the page is quiet; prints the functions with
 * the most self time and the time per source module (the build's source maps name them), and writes the
 * profile to .local/bench/home.cpuprofile (open it in Chromium's DevTools, Performance panel).
 *
 * Flags: --posts <n> (default 5), --no-build (reuse web/dist), --again (summarise the last profile again).
 */
import { readFileSync, mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureChromium, ensureInfra } from '@docnet/infra';
import { uniqueNamespace } from '@docnet/platform/testing/infra-endpoints';
import { localDir, repoRoot } from '../../harness/paths';
import { endStack, startTestStack } from '../../harness/stack';
import { runStep } from '../../harness/suites';
import { browserCookies, newBenchMember, publishPosts } from './bench-members';

const CPU_SLOWDOWN = 4;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Source map segments of one built file, decoded lazily: line -> [generated column, source index][]. */
class SourceMapIndex {
  private readonly lines: [number, number][][] = [];
  readonly sources: string[];
  constructor(map: { sources: string[]; mappings: string }) {
    this.sources = map.sources;
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    let source = 0;
    for (const line of map.mappings.split(';')) {
      const segments: [number, number][] = [];
      let column = 0;
      for (const segment of line.split(',')) {
        if (!segment) continue;
        const values: number[] = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = chars.indexOf(char);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >> 1) : value >> 1);
            value = 0;
            shift = 0;
          }
        }
        column += values[0];
        if (values.length > 1) source += values[1];
        segments.push([column, source]);
      }
      this.lines.push(segments);
    }
  }
  sourceAt(line: number, column: number): string | undefined {
    const segments = this.lines[line] ?? [];
    let found: number | undefined;
    for (const [start, source] of segments) {
      if (start > column) break;
      found = source;
    }
    return found === undefined ? undefined : this.sources[found];
  }
}

function sourceModule(maps: Map<string, SourceMapIndex | null>, url: string, line: number, column: number) {
  const path = url.startsWith('http') ? new URL(url).pathname : url;
  if (!path.startsWith('/assets/') || !path.endsWith('.js')) return path || '(native)';
  if (!maps.has(path)) {
    const file = join(repoRoot, 'web/dist', `${path}.map`);
    maps.set(path, existsSync(file) ? new SourceMapIndex(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  const source = maps.get(path)?.sourceAt(line, column);
  return (source ?? path).replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
}

/**
 * The main thread's busy stretches (samples between idle ones) over 50 ms, each with the modules that spent the
 * most self time in it: a long task and what it was doing.
 */
function longTasks(profile: CpuProfile, moduleOf: (node: ProfileNode) => string): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let at = 0;
  let task: { start: number; ms: number; modules: Map<string, number> } | undefined;
  const tasks: NonNullable<typeof task>[] = [];
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index] ?? 0) / 1000;
    at += delta;
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === '(idle)') {
      if (task && task.ms > 50) tasks.push(task);
      task = undefined;
      return;
    }
    task ??= { start: at, ms: 0, modules: new Map() };
    task.ms += delta;
    const module = moduleOf(node);
    task.modules.set(module, (task.modules.get(module) ?? 0) + delta);
  });
  console.log('\nBusy stretches over 50 ms (start, length, top modules by self time):');
  for (const { start, ms, modules } of tasks) {
    const top = [...modules.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(
      `${start.toFixed(0).padStart(6)} ms  ${ms.toFixed(0).padStart(5)} ms  ${top.map(([m, t]) => `${m} ${t.toFixed(0)}`).join(', ')}`,
    );
  }
}

function summarise(profile: CpuProfile): void {
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const maps = new Map<string, SourceMapIndex | null>();
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (!ms) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const module = url ? sourceModule(maps, url, lineNumber, columnNumber) : `(${functionName || 'native'})`;
    const name = `${functionName || '(anonymous)'} ${module}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
  }
  const top = (table: Map<string, number>, count: number) =>
    [...table.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${name}`)
      .join('\n');
  longTasks(profile, (node) =>
    node.callFrame.url
      ? sourceModule(maps, node.callFrame.url, node.callFrame.lineNumber, node.callFrame.columnNumber)
      : `(${node.callFrame.functionName || 'native'})`,
  );
  console.log(`\nSelf time by module (top 40):\n${top(byModule, 40)}`);
  console.log(`\nSelf time by function (top 30):\n${top(byFunction, 30)}`);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const postsIndex = argv.indexOf('--posts');
  const posts = postsIndex >= 0 ? Number(argv[postsIndex + 1]) : 5;
  if (argv.includes('--again')) {
    summarise(JSON.parse(readFileSync(join(localDir, 'bench', 'home.cpuprofile'), 'utf8')) as CpuProfile);
    return;
  }
  if (!argv.includes('--no-build') && !(await runStep('build', 'npm', ['run', 'build'])).ok)
    throw new Error('the build failed');

  const infra = await ensureInfra({ log: (line) => console.log(`[infra] ${line}`) });
  const namespace = uniqueNamespace('benchprofile');
  const stateFile = join(localDir, 'stacks', `${namespace}.json`);
  process.env.DOCNET_STACK_FILE = stateFile;
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: ['--no-sandbox'] });
  try {
    const stack = await startTestStack(infra, namespace, stateFile);
    const member = await newBenchMember(stack.baseUrl);
    await publishPosts(stack.baseUrl, member, posts);
    const context = await browser.newContext({
      baseURL: stack.baseUrl,
      viewport: { width: 412, height: 823 },
    });
    await context.addCookies(browserCookies(member, stack.baseUrl));
    // A first load warms the BFF and the services; the profiled one follows with a cold browser cache.
    const warm = await context.newPage();
    await warm.goto('/');
    await warm.getByRole('region', { name: 'Your Feed' }).getByRole('article').first().waitFor();
    await warm.close();

    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await devtools.send('Profiler.enable');
    await devtools.send('Profiler.setSamplingInterval', { interval: 200 });
    await devtools.send('Profiler.start');
    const started = Date.now();
    await page.goto('/');
    await page.getByRole('region', { name: 'Your Feed' }).getByRole('article').first().waitFor();
    const firstCardMs = Date.now() - started;
    await page.waitForTimeout(3000);
    const { profile } = await devtools.send('Profiler.stop');

    const dir = join(localDir, 'bench');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'home.cpuprofile'), JSON.stringify(profile));
    console.log(
      `First feed card after ${firstCardMs} ms (CPU ${CPU_SLOWDOWN}x slower); profile: ${join(dir, 'home.cpuprofile')}`,
    );
    // The protocol has them optional: a profile the sampler ran for has both.
    summarise({ ...profile, samples: profile.samples ?? [], timeDeltas: profile.timeDeltas ?? [] });
  } finally {
    await browser.close();
    await endStack(stateFile);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

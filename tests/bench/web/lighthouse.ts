/**
 * `npm run bench:web`: Lighthouse (performance, accessibility and best practices) on Debian's Chromium against a stack of its own
 * (tests/harness, own namespace, free ports): /auth signed out and the home feed / signed in (a member
 * registered through the API who published a few posts; the session cookie rides on every request through
 * Lighthouse's extraHeaders). Prints a table and writes .local/bench/web-<timestamp>.json, with the gzipped
 * initial JavaScript of /auth from web/dist.
 *
 * Flags: --runs <n> (default 1; the run with the median score is kept), --desktop (Lighthouse's desktop
 * preset; default: its mobile preset, simulated slow 4G and 4x CPU slowdown), --posts <n> (default 5),
 * --no-build (reuse the current dist folders). Nothing is downloaded at run time: the score is computed from
 * the trace, Chromium is the one `ensureChromium()` provides and its background networking is off.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { ensureChromium, ensureInfra } from '@docnet/infra';
import { uniqueNamespace } from '@docnet/platform/testing/infra-endpoints';
import { localDir } from '../../harness/paths';
import { endStack, startTestStack } from '../../harness/stack';
import { runStep } from '../../harness/suites';
import { newBenchMember, publishPosts } from './bench-members';
import { initialJavaScript, kB } from './initial-js';

interface Options {
  runs: number;
  desktop: boolean;
  posts: number;
  build: boolean;
}

function parseOptions(argv: string[]): Options {
  const value = (flag: string, fallback: number) => {
    const index = argv.indexOf(flag);
    const parsed = index >= 0 ? Number(argv[index + 1]) : fallback;
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${flag} takes a whole number`);
    return parsed;
  };
  return {
    runs: Math.max(1, value('--runs', 1)),
    desktop: argv.includes('--desktop'),
    posts: value('--posts', 5),
    build: !argv.includes('--no-build'),
  };
}

interface PageFigures {
  page: string;
  signedIn: boolean;
  performanceScore: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptTransferBytes: number;
  totalTransferBytes: number;
  accessibilityScore: number;
  bestPracticesScore: number;
  /** The accessibility and best-practice audits the page fails, by id: what to mend when a score drops. */
  failedAudits: string[];
  warnings: string[];
}

interface NetworkRequestItem {
  resourceType?: string;
  transferSize?: number;
}

function figuresOf(page: string, signedIn: boolean, lhr: Result): PageFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details;
  const requests = (details && 'items' in details ? details.items : []) as NetworkRequestItem[];
  const transfer = (items: NetworkRequestItem[]) =>
    items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${page}: ${lhr.runtimeError.message}`);
  return {
    page,
    signedIn,
    performanceScore: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibilityScore: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPracticesScore: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    failedAudits: ['accessibility', 'best-practices'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter(({ id, weight }) => weight > 0 && (lhr.audits[id]?.score ?? 1) < 1)
        .map(({ id }) => `${category}: ${id}`),
    ),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptTransferBytes: transfer(requests.filter((request) => request.resourceType === 'Script')),
    totalTransferBytes: transfer(requests),
    warnings: lhr.runWarnings,
  };
}

/**
 * POST through the BFF, asked again while it answers 503: on a busy machine a service can miss the BFF's
 * timeout while it starts (the request is idempotent enough for a benchmark's setup).
 */
async function signedInMember(baseUrl: string, posts: number): Promise<string> {
  const member = await newBenchMember(baseUrl);
  await publishPosts(baseUrl, member, posts);
  return member.cookie;
}

const lighthouseCli = join(dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');

/**
 * One Lighthouse run through its CLI in a plain Node process: under tsx, Lighthouse's page-side functions
 * would carry esbuild's __name helper into the page and fail there.
 */
function audit(chrome: LaunchedChrome, url: string, options: Options, cookie?: string): Promise<Result> {
  const args = [
    lighthouseCli,
    url,
    `--port=${chrome.port}`,
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility,best-practices',
    '--quiet',
    // The live stream (server-sent events) stays open for the page's life: Lighthouse would wait for a quiet
    // network until its load timeout. It is not part of showing the page, so it is left out of the measure.
    '--blocked-url-patterns=*/api/live*',
    ...(options.desktop ? ['--preset=desktop'] : []),
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse exited with ${code} for ${url}`));
      resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as Result);
    });
  });
}

/** Runs a page `runs` times and keeps the run with the median performance score. */
async function measurePage(
  chrome: LaunchedChrome,
  baseUrl: string,
  page: string,
  options: Options,
  cookie?: string,
) {
  const runs: { figures: PageFigures; result: Result }[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const result = await audit(chrome, `${baseUrl}${page}`, options, cookie);
    runs.push({ figures: figuresOf(page, !!cookie, result), result });
  }
  runs.sort((a, b) => a.figures.performanceScore - b.figures.performanceScore);
  const { figures: median, result } = runs[Math.floor(runs.length / 2)];
  // The whole Lighthouse report of the run kept, for its diagnostics (LCP element and phases, request chains).
  const dir = join(localDir, 'bench');
  mkdirSync(dir, { recursive: true });
  const name = page === '/' ? 'home' : page.replace(/[^a-z0-9]+/gi, '');
  writeFileSync(
    join(dir, `lighthouse-${name}-${options.desktop ? 'desktop' : 'mobile'}.json`),
    JSON.stringify(result),
  );
  // Each page as soon as it is measured: the whole run takes minutes on a busy machine.
  console.log(
    `${page}: performance ${median.performanceScore}, accessibility ${median.accessibilityScore}, best practices ${median.bestPracticesScore}, LCP ${median.lcpMs.toFixed(0)} ms, TBT ${median.tbtMs.toFixed(0)} ms`,
  );
  return median;
}

function printTable(pages: PageFigures[]): void {
  const rows = [
    ['page', 'performance', 'accessibility', 'best practices', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS transferred kB', 'all transferred kB'],
    ...pages.map((page) => [
      `${page.page} (${page.signedIn ? 'signed in' : 'signed out'})`,
      String(page.performanceScore),
      String(page.accessibilityScore),
      String(page.bestPracticesScore),
      page.fcpMs.toFixed(0),
      page.lcpMs.toFixed(0),
      page.tbtMs.toFixed(0),
      page.cls.toFixed(3),
      kB(page.scriptTransferBytes),
      kB(page.totalTransferBytes),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padStart(widths[column])).join('  '));
  for (const page of pages) {
    for (const audit of page.failedAudits) console.log(`failed (${page.page}): ${audit}`);
    for (const warning of page.warnings) console.log(`warning (${page.page}): ${warning}`);
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.build && !(await runStep('build', 'npm', ['run', 'build'])).ok)
    throw new Error('the build failed');
  const initial = initialJavaScript();

  const infra = await ensureInfra({ log: (line) => console.log(`[infra] ${line}`) });
  const namespace = uniqueNamespace('benchweb');
  const stateFile = join(localDir, 'stacks', `${namespace}.json`);
  // The outbox helpers find identity's delivery folder through the stack file.
  process.env.DOCNET_STACK_FILE = stateFile;
  let chrome: LaunchedChrome | undefined;
  try {
    const stack = await startTestStack(infra, namespace, stateFile);
    const cookie = await signedInMember(stack.baseUrl, options.posts);
    chrome = await launch({
      chromePath: await ensureChromium(),
      // chrome-launcher's defaults already turn off background networking, component updates and sync.
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
    });
    const pages = [
      await measurePage(chrome, stack.baseUrl, '/auth', options),
      await measurePage(chrome, stack.baseUrl, '/', options, cookie),
    ];

    console.log(
      `\nLighthouse ${options.desktop ? 'desktop' : 'mobile'} preset, ${options.runs} run(s) per page (median score kept)`,
    );
    printTable(pages);
    console.log(
      `Initial JavaScript of /auth (entry + static imports): ${kB(initial.gzipBytes)} kB gzip (${kB(initial.bytes)} kB raw)`,
    );

    const report = {
      at: new Date().toISOString(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version },
      preset: options.desktop ? 'desktop' : 'mobile',
      runs: options.runs,
      initialJavaScript: initial,
      pages,
    };
    const dir = join(localDir, 'bench');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `web-${report.at.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Report: ${file}`);
  } finally {
    chrome?.kill();
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

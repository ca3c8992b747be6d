/**
 * `npm run bench:lists`: do long lists stay smooth? A member with 100 notifications, a conversation of 100
 * messages and a home feed and search results as long as they get opens each list in Chromium with the CPU
 * slowed 4× (as Lighthouse's mobile preset), waits for the page's first load to be over (its cost is
 * Lighthouse's TBT), loads it to 100 cards where the screen pages ('Load more', 'Load older messages'), then
 * scrolls it from top to bottom with the mouse wheel while a
 * PerformanceObserver records the main thread's long tasks. Prints, per list, the cards shown, the longest
 * task while scrolling and how many passed 50 ms (the target: none), and writes the same as JSON to
 * .local/bench/lists-<timestamp>.json.
 *
 * Flags: --no-build (reuse the dist folders), --items <n> (100).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { ApiRoutes } from '@docnet/contracts';
import { ensureChromium, ensureInfra } from '@docnet/infra';
import { eventually } from '@docnet/platform/testing/event-probe';
import { uniqueNamespace } from '@docnet/platform/testing/infra-endpoints';
import { localDir } from '../../harness/paths';
import { endStack, startTestStack } from '../../harness/stack';
import { runStep } from '../../harness/suites';
import {
  browserCookies,
  callWithRetry,
  newBenchMember,
  publishPosts,
  type BenchMember,
} from './bench-members';

const LONG_TASK_MS = 50;
const CPU_SLOWDOWN = 4;

interface ListFigures {
  list: string;
  cards: number;
  longestTaskMs: number;
  tasksOver50Ms: number;
}

/**
 * Runs before the page's scripts: collects the main thread's long tasks from a moment on, and notes when the
 * last one ended.
 */
const LONG_TASK_RECORDER = `
  window.__longTasks = [];
  window.__recording = false;
  window.__lastLongTaskEnd = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lastLongTaskEnd = Math.max(window.__lastLongTaskEnd, entry.startTime + entry.duration);
      if (window.__recording) window.__longTasks.push(entry.duration);
    }
  }).observe({ type: 'longtask', buffered: false });
`;

/**
 * Waits until the page's first load is over: no long task for a second (at most 20 s). The member's header
 * icons and assistant render after the first paint, and a scroll started at once measured them, not the list.
 */
async function loadSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.now() - window.__lastLongTaskEnd > 1000, undefined, {
    timeout: 20_000,
    polling: 100,
  });
}

/** Scrolls the page (or the given scrolling list) to its end with wheel steps, recording long tasks meanwhile. */
async function scrollThrough(
  page: Page,
  list: string,
  cards: Locator,
  scroller?: Locator,
): Promise<ListFigures> {
  const count = await cards.count();
  if (scroller) await scroller.hover();
  else await page.mouse.move(200, 400);
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__recording = true;
  });
  for (let step = 0; step < 200; step += 1) {
    await page.mouse.wheel(0, scroller ? -400 : 400);
    await page.waitForTimeout(60);
    const atEnd = scroller
      ? await scroller.evaluate((element) => element.scrollTop <= 0)
      : await page.evaluate(
          () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
        );
    if (atEnd) break;
  }
  // Long tasks are reported after they end: give the last ones time to arrive.
  await page.waitForTimeout(500);
  const tasks = await page.evaluate(() => {
    window.__recording = false;
    return window.__longTasks;
  });
  return {
    list,
    cards: count,
    longestTaskMs: Math.round(Math.max(0, ...tasks)),
    tasksOver50Ms: tasks.filter((duration) => duration > LONG_TASK_MS).length,
  };
}

/** Clicks `button` until `cards` holds `target` items or the button is gone. */
async function loadUntil(cards: Locator, button: Locator, target: number): Promise<void> {
  for (let round = 0; round < 20 && (await cards.count()) < target; round += 1) {
    if (!(await button.isVisible())) return;
    const before = await cards.count();
    await button.click();
    await eventually(async () => (await cards.count()) > before, 'more items to load');
  }
}

async function seed(
  baseUrl: string,
  items: number,
): Promise<{ viewer: BenchMember; peer: BenchMember; conversationId: number }> {
  const [viewer, peer] = await Promise.all([newBenchMember(baseUrl), newBenchMember(baseUrl)]);
  // More members for a full page of search results (every bench member is named 'Dr. Test …').
  for (let batch = 0; batch < 3; batch += 1)
    await Promise.all([1, 2, 3, 4].map(() => newBenchMember(baseUrl)));
  const request = await callWithRetry<{ id: number }>(
    baseUrl,
    'POST',
    ApiRoutes.connections,
    { receiverId: viewer.user.id },
    peer.cookie,
  );
  await callWithRetry(
    baseUrl,
    'PUT',
    ApiRoutes.connectionById(request.id),
    { status: 'accepted' },
    viewer.cookie,
  );
  // The viewer's posts, each commented on by the peer: a notification each.
  const posts = await publishPosts(baseUrl, viewer, items);
  for (const [index, post] of posts.entries()) {
    await callWithRetry(
      baseUrl,
      'POST',
      ApiRoutes.contentComments(post.id),
      { body: `Comment ${index + 1} on this post.` },
      peer.cookie,
    );
  }
  const conversation = await callWithRetry<{ id: number }>(
    baseUrl,
    'POST',
    ApiRoutes.conversations,
    { memberId: viewer.user.id },
    peer.cookie,
  );
  for (let index = 1; index <= items; index += 1) {
    await callWithRetry(
      baseUrl,
      'POST',
      ApiRoutes.conversationMessages(conversation.id),
      { body: `Message ${index} of the benchmark's conversation.` },
      peer.cookie,
    );
  }
  await eventually(
    async () =>
      (
        await callWithRetry<{ count: number }>(
          baseUrl,
          'GET',
          ApiRoutes.notificationsUnreadCount,
          undefined,
          viewer.cookie,
        )
      ).count >= items,
    `${items} notifications`,
    60_000,
  );
  return { viewer, peer, conversationId: conversation.id };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const itemsIndex = argv.indexOf('--items');
  const items = itemsIndex >= 0 ? Number(argv[itemsIndex + 1]) : 100;
  if (!argv.includes('--no-build') && !(await runStep('build', 'npm', ['run', 'build'])).ok)
    throw new Error('the build failed');

  const infra = await ensureInfra({ log: (line) => console.log(`[infra] ${line}`) });
  const namespace = uniqueNamespace('benchlists');
  const stateFile = join(localDir, 'stacks', `${namespace}.json`);
  process.env.DOCNET_STACK_FILE = stateFile;
  const browser = await chromium.launch({
    executablePath: await ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const writes = String(items * 2 + 50);
    const stack = await startTestStack(infra, namespace, stateFile, {
      bffEnv: { CONTENTS_PER_HOUR: writes, COMMENTS_PER_HOUR: writes, DIRECT_MESSAGES_PER_MINUTE: writes },
    });
    const { viewer, conversationId } = await seed(stack.baseUrl, items);
    const context = await browser.newContext({
      baseURL: stack.baseUrl,
      viewport: { width: 412, height: 823 },
    });
    await context.addCookies(browserCookies(viewer, stack.baseUrl));
    await context.addInitScript(LONG_TASK_RECORDER);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const figures: ListFigures[] = [];
    await page.goto('/');
    const feed = page.getByRole('region', { name: 'Your Feed' }).getByRole('article');
    await feed.first().waitFor({ timeout: 60_000 });
    await loadSettled(page);
    figures.push(await scrollThrough(page, 'home feed', feed));

    await page.goto('/notifications');
    const notifications = page.getByTestId('notification-item');
    await notifications.first().waitFor({ timeout: 60_000 });
    await loadSettled(page);
    await loadUntil(notifications, page.getByRole('button', { name: 'Load more' }), items);
    await page.evaluate(() => window.scrollTo(0, 0));
    figures.push(await scrollThrough(page, 'notifications', notifications));

    await page.goto(`/messages?conversation=${conversationId}`);
    const messages = page.getByTestId('message');
    await messages.first().waitFor({ timeout: 60_000 });
    await loadSettled(page);
    await loadUntil(messages, page.getByRole('button', { name: 'Load older messages' }), items);
    const thread = page.getByTestId('message-list');
    await thread.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    figures.push(await scrollThrough(page, 'messages', messages, thread));

    await page.goto(`/search?query=${encodeURIComponent('Test')}`);
    const results = page.getByTestId('search-result');
    await results.first().waitFor({ timeout: 60_000 });
    await loadSettled(page);
    figures.push(await scrollThrough(page, 'search results', results));

    console.log(`\nLong lists, Chromium ${CPU_SLOWDOWN}x slower CPU, 412 x 823, wheel scroll to the end`);
    const rows = [
      ['list', 'cards', 'longest task ms', `tasks > ${LONG_TASK_MS} ms`],
      ...figures.map((row) => [
        row.list,
        String(row.cards),
        String(row.longestTaskMs),
        String(row.tasksOver50Ms),
      ]),
    ];
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    for (const row of rows) console.log(row.map((cell, column) => cell.padStart(widths[column])).join('  '));
    const dir = join(localDir, 'bench');
    mkdirSync(dir, { recursive: true });
    const at = new Date().toISOString();
    const file = join(dir, `lists-${at.replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ at, machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model }, cpuSlowdown: CPU_SLOWDOWN, items, figures }, null, 2)}\n`,
    );
    console.log(`Report: ${file}`);
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

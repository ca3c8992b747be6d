import pino from 'pino';
import type { NotificationsConfig } from '../src/config/notifications.env';
import type { SendDigestsHandler } from '../src/modules/notifications/commands/send-digests/send-digests.handler';
import { DigestScheduler } from '../src/modules/notifications/jobs/digest.scheduler';

const MINUTE = 60_000;
const logger = pino({ level: 'silent' });

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
afterEach(() => jest.useRealTimers());

/** A scheduler over a digest run that records when it started and takes `takesMs` (or fails). */
function scheduler(minutes: number, run: { takesMs?: number; fails?: boolean } = {}) {
  const runs: number[] = [];
  const digests = {
    execute: async () => {
      runs.push(Date.now());
      if (run.takesMs) await new Promise((resolve) => setTimeout(resolve, run.takesMs));
      if (run.fails) throw new Error('mail server down');
      return 0;
    },
  } as unknown as SendDigestsHandler;
  const job = new DigestScheduler(digests, { DIGEST_CHECK_MINUTES: minutes } as NotificationsConfig, logger);
  return { job, runs };
}

describe('the digest timer', () => {
  it('looks for due digests every DIGEST_CHECK_MINUTES, the first time one period after start', async () => {
    const { job, runs } = scheduler(15);
    const start = Date.now();
    job.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(61 * MINUTE);
    await job.onApplicationShutdown();
    expect(runs.map((at) => (at - start) / MINUTE)).toEqual([15, 30, 45, 60]);
  });

  it('keeps its cadence from start when a run takes time or fails, and skips a period a run overran', async () => {
    const slow = scheduler(15, { takesMs: 2 * MINUTE });
    const failing = scheduler(15, { fails: true });
    const overrunning = scheduler(15, { takesMs: 20 * MINUTE });
    const start = Date.now();
    for (const { job } of [slow, failing, overrunning]) job.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(61 * MINUTE);
    // A stop waits for the runs in progress.
    const stopped = Promise.all([slow, failing, overrunning].map(({ job }) => job.onApplicationShutdown()));
    await jest.advanceTimersByTimeAsync(20 * MINUTE);
    await stopped;
    expect(slow.runs.map((at) => (at - start) / MINUTE)).toEqual([15, 30, 45, 60]);
    expect(failing.runs.map((at) => (at - start) / MINUTE)).toEqual([15, 30, 45, 60]);
    expect(overrunning.runs.map((at) => (at - start) / MINUTE)).toEqual([15, 45]);
  });

  it('is off at 0', async () => {
    const { job, runs } = scheduler(0);
    job.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(24 * 60 * MINUTE);
    await job.onApplicationShutdown();
    expect(runs).toEqual([]);
  });
});

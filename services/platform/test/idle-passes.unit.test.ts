import pino from 'pino';
import { OutboxRelay, RepeatingPass, type OutboxCollection, type OutboxEntry, type OutboxPublisher, type PendingDocument } from '../src';

const logger = pino({ level: 'silent' });

/** Runs the timers due within `ms`, letting each pass's promises settle in between. */
async function advance(ms: number): Promise<void> {
  for (let step = 0; step < ms; step += 100) await jest.advanceTimersByTimeAsync(100);
}

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('a repeating pass that reports whether it found work', () => {
  function countingPass(found: () => boolean) {
    const runs: number[] = [];
    const pass = new RepeatingPass({
      name: 'test',
      everyMs: 1000,
      idleMaxMs: 8000,
      logger,
      run: () => {
        runs.push(Date.now());
        return Promise.resolve(found());
      },
    });
    return { pass, runs };
  }

  it('waits twice as long after each idle run, up to its limit', async () => {
    const { pass, runs } = countingPass(() => false);
    const start = Date.now();
    pass.start();
    await advance(40_000);
    await pass.stop();
    // At 0, then after 1, 2, 4, 8, 8, 8 ... seconds.
    expect(runs.slice(0, 7).map((at) => at - start)).toEqual([0, 1000, 3000, 7000, 15_000, 23_000, 31_000]);
  });

  it('goes back to its short wait when a run finds work or someone nudges it', async () => {
    let work = false;
    const { pass, runs } = countingPass(() => work);
    pass.start();
    await advance(16_000); // idle runs at 0, 1, 3, 7, 15 s: the next wait is 8 s
    work = true;
    pass.nudge();
    await advance(100);
    expect(runs).toHaveLength(6);
    work = false;
    await advance(1000); // after a run with work: everyMs
    expect(runs).toHaveLength(7);
    await pass.stop();
  });
});

describe('the outbox relay between writes', () => {
  /** A collection whose sweeps find what `pending` holds (and record when they ran), and whose clears always apply. */
  function sweptCollection(pending: () => PendingDocument[]) {
    const sweeps: number[] = [];
    const model: OutboxCollection = {
      collection: { name: 'things' },
      findOne: () => ({ lean: () => Promise.resolve(null) }),
      find: () => ({
        limit: () => ({
          lean: () => {
            sweeps.push(Date.now());
            return Promise.resolve(pending());
          },
        }),
      }),
      updateOne: () => Promise.resolve({ matchedCount: 1 }),
    };
    return { model, sweeps };
  }

  it('sweeps at start, then less and less often while sweeps find nothing', async () => {
    const { model, sweeps } = sweptCollection(() => []);
    const relay = new OutboxRelay({ publish: () => Promise.resolve() }, logger, [], {
      sweepMs: 1000,
      idleSweepMaxMs: 4000,
      retryMs: 100,
    });
    relay.register(model);
    const start = Date.now();
    relay.start();
    await advance(20_000);
    await relay.stop();
    expect(sweeps.slice(0, 6).map((at) => at - start)).toEqual([0, 1000, 3000, 7000, 11_000, 15_000]);
  });

  /** A pending event; the relay reads only its id and when it happened. */
  const pendingEvent = (id: string, occurredAt: string): OutboxEntry => ({ id, type: 'test.thing.changed', version: 1, occurredAt, producer: 'test', correlationId: id, aggregateId: id, data: {} });

  it('leaves writes in flight to their nudges: they neither keep sweeps frequent nor are published twice, unlike documents left behind', async () => {
    /** What each sweep finds pending: another instance's write of a moment ago, and once a document a crash left behind. */
    let pending: { _id: number; occurredAt: () => string }[] = [];
    const published: number[] = [];
    const { model, sweeps } = sweptCollection(() =>
      pending.map(({ _id, occurredAt }) => ({ _id, outboxRevision: 1, pendingEvents: [pendingEvent(`event-${_id}`, occurredAt())] })),
    );
    const gateway: OutboxPublisher = { publish: (events) => Promise.resolve(void published.push(...events.map((event) => Number(event.id.slice(6))))) };
    const relay = new OutboxRelay(gateway, logger, [], { sweepMs: 1000, idleSweepMaxMs: 4000, retryMs: 100 });
    relay.register(model);
    const inFlight = { _id: 1, occurredAt: () => new Date().toISOString() };
    pending = [inFlight];
    const start = Date.now();
    relay.start();
    await advance(16_500);
    // The sweep at start takes everything; later ones leave the write in flight alone and back off as if idle.
    expect(sweeps.slice(0, 6).map((at) => at - start)).toEqual([0, 1000, 2000, 4000, 8000, 12_000]);
    expect(published).toEqual([1]);
    pending = [inFlight, { _id: 2, occurredAt: () => new Date(start - 60_000).toISOString() }];
    await advance(4000);
    await relay.stop();
    expect(published).toEqual([1, 2]);
  });
});

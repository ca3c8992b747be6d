import { ContentViewsCountedV1, type EventEnvelope } from '@docnet/contracts';
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import pino from 'pino';
import { newEvent, OutboxRelay, outboxPlugin, withEvents, withNewEvents, type OutboxPublisher } from '../src';
import { testInfra, uniqueNamespace } from '../src/testing';

interface Batch {
  _id: number;
  note: string;
}

const counted = (batch: number) =>
  newEvent(ContentViewsCountedV1, 'content', batch, {
    counts: [{ contentId: batch, authorId: 7, views: 1 }],
    countedAt: new Date().toISOString(),
  });

/**
 * The relay publishes what an insert wrote without reading it back, on the real MongoDB-wire server: the
 * events go out once, the outbox is cleared, and events a later write added before the pass are kept
 * for the next one. Kafka is not what is under test here, so publishing is recorded.
 */
describe('outbox relay of an inserted document', () => {
  let connection: Connection;
  let batches: Model<Batch>;
  const published: EventEnvelope[] = [];
  let relay: OutboxRelay;

  beforeAll(async () => {
    connection = await mongoose
      .createConnection(testInfra().mongoUrl, { dbName: `${uniqueNamespace()}_platform_relay` })
      .asPromise();
    const schema = new Schema<Batch>({ _id: Number, note: String });
    schema.plugin(outboxPlugin);
    batches = connection.model<Batch>('Batch', schema, 'batches');
    const gateway: OutboxPublisher = {
      publish: (events) => Promise.resolve(void published.push(...events)),
    };
    relay = new OutboxRelay(gateway, pino({ level: 'silent' }), [], {
      sweepMs: 60_000,
      idleSweepMaxMs: 60_000,
      retryMs: 100,
    });
    relay.register(batches);
    relay.start();
  });

  afterAll(async () => {
    await relay.stop();
    await connection.dropDatabase();
    await connection.close();
  });

  const until = async (done: () => Promise<boolean> | boolean) => {
    for (let tries = 0; tries < 100 && !(await done()); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const outboxOf = async (id: number) =>
    batches
      .findById(id, { pendingEvents: 1, outboxPending: 1 })
      .lean<{ pendingEvents: unknown[]; outboxPending: boolean }>();

  it('publishes the written events without reading the document back, and clears the outbox', async () => {
    const event = counted(1);
    const written = { _id: 1, note: 'first', ...withNewEvents([event]) };
    await batches.create(written);
    const reads = jest.spyOn(batches, 'findOne');
    relay.nudgeInserted(batches, written);
    await until(() => published.some(({ id }) => id === event.id));
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    await until(async () => (await outboxOf(1))?.outboxPending === false);
    expect(await outboxOf(1)).toMatchObject({ pendingEvents: [], outboxPending: false });
  });

  it('keeps the events a later write added before the pass, and publishes them next', async () => {
    const first = counted(2);
    const second = counted(3);
    const written = { _id: 2, note: 'first', ...withNewEvents([first]) };
    await batches.create(written);
    await batches.updateOne({ _id: 2 }, withEvents<Batch>({ $set: { note: 'changed' } }, [second]));
    relay.nudgeInserted(batches, written);
    await until(() => published.some(({ id }) => id === first.id));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await outboxOf(2))?.pendingEvents).toEqual([expect.objectContaining({ id: second.id })]);
    relay.nudge(batches, 2);
    await until(async () => (await outboxOf(2))?.outboxPending === false);
    expect(published.filter(({ id }) => id === first.id || id === second.id).map(({ id }) => id)).toEqual([
      first.id,
      second.id,
    ]);
  });
});

/**
 * A partition whose leader is gone (its broker just died) makes a publish wait, then fail: the documents of other
 * partitions are published meanwhile, and the stalled one is published once its partition answers again.
 */
describe('outbox relay while one partition has no leader', () => {
  let connection: Connection;
  let batches: Model<Batch>;
  const published: EventEnvelope[] = [];
  let relay: OutboxRelay;
  /** Aggregates whose partition is down: their publishes wait until `leaderBack`, then fail once. */
  const stalled = new Set<string>();
  let leaderBack: () => void = () => undefined;

  beforeAll(async () => {
    connection = await mongoose
      .createConnection(testInfra().mongoUrl, { dbName: `${uniqueNamespace()}_platform_relay_stall` })
      .asPromise();
    const schema = new Schema<Batch>({ _id: Number, note: String });
    schema.plugin(outboxPlugin);
    batches = connection.model<Batch>('Batch', schema, 'batches');
    const back = new Promise<void>((resolve) => (leaderBack = resolve));
    const gateway: OutboxPublisher = {
      publish: async (events) => {
        const aggregate = String(events[0].aggregateId);
        if (stalled.delete(aggregate)) {
          await back;
          throw new Error('This server is not the leader for that topic-partition');
        }
        published.push(...events);
      },
    };
    relay = new OutboxRelay(gateway, pino({ level: 'silent' }), [], { sweepMs: 60_000, idleSweepMaxMs: 60_000, retryMs: 100 });
    relay.register(batches);
    relay.start();
  });

  afterAll(async () => {
    leaderBack();
    await relay.stop();
    await connection.dropDatabase();
    await connection.close();
  });

  const until = async (done: () => Promise<boolean> | boolean) => {
    for (let tries = 0; tries < 300 && !(await done()); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('publishes the other documents while one waits, and the waiting one once, after its partition is back', async () => {
    stalled.add('10');
    const written = [10, 11, 12, 13].map((id) => ({ _id: id, note: `Dr O'Brien's note ${id}`, ...withNewEvents([counted(id)]) }));
    for (const document of written) {
      await batches.create(document);
      relay.nudgeInserted(batches, document);
    }
    await until(() => published.length === 3);
    expect(published.map(({ aggregateId }) => aggregateId).sort()).toEqual(['11', '12', '13']);
    expect(relay.backlog().documents).toBe(1);

    leaderBack();
    await until(() => published.length === 4);
    await until(async () => (await batches.countDocuments({ outboxPending: true })) === 0);
    expect(published.map(({ aggregateId }) => aggregateId).sort()).toEqual(['10', '11', '12', '13']);
    expect(relay.backlog().documents).toBe(0);
  });
});

import { ContentViewsCountedV1, type EventEnvelope } from '@docnet/contracts';
import type { CommandStartedEvent } from 'mongodb';
import { Schema, type Connection, type Model } from 'mongoose';
import pino from 'pino';
import { newEvent, OutboxRelay, outboxPlugin, withEvents, withNewEvents, type OutboxPublisher } from '../src';
import { openDatabase } from '../src/mongo/mongo-connection';
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
 * What a service's writes and its relay's reads ask of the replica set, watched on the wire of the real MongoDB-wire
 * server: every write waits for a majority (outbox writes included, however they are made), the relay reads only
 * what a majority holds, and the local server accepts both, so the events still go out and the outbox is cleared.
 */
describe('majority write and read concerns', () => {
  let connection: Connection;
  let batches: Model<Batch>;
  const commands: CommandStartedEvent[] = [];
  const published: EventEnvelope[] = [];
  let relay: OutboxRelay;

  beforeAll(async () => {
    const url = new URL(testInfra().mongoUrl);
    url.searchParams.set('monitorCommands', 'true');
    connection = await openDatabase(url.toString(), `${uniqueNamespace()}_platform_concerns`);
    connection.getClient().on('commandStarted', (event) => commands.push(event));
    const schema = new Schema<Batch>({ _id: Number, note: String });
    schema.plugin(outboxPlugin);
    batches = connection.model<Batch>('Batch', schema, 'batches');
    const gateway: OutboxPublisher = { publish: (events) => Promise.resolve(void published.push(...events)) };
    relay = new OutboxRelay(gateway, pino({ level: 'silent' }), [], { sweepMs: 60_000, idleSweepMaxMs: 60_000, retryMs: 100 });
    relay.register(batches);
  });

  afterAll(async () => {
    await relay.stop();
    await connection.dropDatabase();
    await connection.close();
  });

  const until = async (done: () => Promise<boolean> | boolean) => {
    for (let tries = 0; tries < 100 && !(await done()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const named = (name: string) => commands.filter((event) => event.commandName === name);

  it('writes with w: majority and relays with majority reads, which the server accepts', async () => {
    const [first, second, third, swept] = [counted(1), counted(2), counted(3), counted(4)];
    await batches.create({ _id: 1, note: "Dr. O'Brien's first batch", ...withNewEvents([first]) });
    await batches.insertMany([{ _id: 2, note: 'Zoë Ångström', ...withNewEvents([second]) }]);
    await batches.updateOne({ _id: 1 }, withEvents<Batch>({ $set: { note: 'second write' } }, [third]));
    await batches.findOneAndUpdate({ _id: 3 }, { $set: { note: 'upserted' } }, { upsert: true });
    await batches.updateOne({ _id: 3 }, withEvents<Batch>({}, [swept]));
    relay.start();
    relay.nudge(batches, 1);
    await until(() => [first, second, third, swept].every((event) => published.some(({ id }) => id === event.id)));
    expect(new Set(published.map(({ id }) => id))).toEqual(new Set([first, second, third, swept].map(({ id }) => id)));
    await until(async () => (await batches.countDocuments({ outboxPending: true })) === 0);
    expect(await batches.countDocuments({ outboxPending: true })).toBe(0);

    const writes = [...named('insert'), ...named('update'), ...named('findAndModify')];
    // The relay's own clears are among them: they are writes to the document too.
    expect(named('update').length).toBeGreaterThanOrEqual(4);
    for (const write of writes) expect(write.command.writeConcern).toEqual({ w: 'majority' });
    const relayReads = named('find').filter((event) => JSON.stringify(event.command.projection ?? {}).includes('pendingEvents'));
    // The sweep at start and the read of the nudged document.
    expect(relayReads.length).toBeGreaterThanOrEqual(2);
    for (const read of relayReads) expect(read.command.readConcern).toEqual({ level: 'majority' });
  });
});

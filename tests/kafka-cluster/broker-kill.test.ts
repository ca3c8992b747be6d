import { ContentViewsCountedV1, type EventEnvelope } from '@docnet/contracts';
import { ensureKafkaCluster, kafkaClusterBrokers, kafkaClusterStatus } from '@docnet/infra';
import {
  connectRedis,
  EventBusServer,
  Inbox,
  KafkaGateway,
  newEvent,
  OutboxRelay,
  outboxPlugin,
  redisKeyPrefix,
  withNewEvents,
} from '@docnet/platform';
import { dropNamespace, dropRedisNamespace, testInfra, uniqueNamespace } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import pino from 'pino';

/*
 * The broker leading most of a topic's partitions dies (SIGKILL) on the local 3-broker cluster (replication factor 3,
 * min.insync.replicas 2) while a service writes: every write goes through the platform's outbox and relay
 * (idempotent producer, acks=all) and is applied by the platform's consumer (EventBusServer and its inbox). Every
 * acknowledged write's effect must be there exactly once, and the writes must flow again within a generous bound;
 * the time they took to is printed.
 */

const PARTITIONS = 6;
const WRITE_EVERY_MS = 25;
const WRITING_BEFORE_KILL_MS = 4_000;
const WRITING_AFTER_KILL_MS = 25_000;
/** Far above what a failover takes (the broker session timeout, 6 s, then the consumer's rebalance): a hang, not a slow run. */
const RECOVERY_LIMIT_MS = 60_000;
/** A write applied later than this after it was acknowledged waited for the failover. */
const DELAYED_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Note {
  _id: number;
  text: string;
}

interface Effect {
  _id: number;
  applied: number;
  appliedAt: number;
}

describe('a Kafka broker killed under a stream of writes', () => {
  const namespace = uniqueNamespace('kc');
  const infra = testInfra();
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'silent' });
  const settings = (clientId: string) => ({
    clientId,
    brokers: kafkaClusterBrokers.split(','),
    namespace,
    partitions: PARTITIONS,
    fetchWaitMs: 500,
    replicationFactor: 3,
    deliveryTimeoutMs: 30_000,
  });
  let connection: Connection;
  let notes: Model<Note>;
  let effects: Model<Effect>;
  let redis: Redis;
  let producer: KafkaGateway;
  let consumerGateway: KafkaGateway;
  let relay: OutboxRelay;
  let consumer: EventBusServer;

  beforeAll(async () => {
    await ensureKafkaCluster();
    connection = await mongoose.createConnection(infra.mongoUrl, { dbName: `${namespace}_broker_kill` }).asPromise();
    const schema = new Schema<Note>({ _id: Number, text: String });
    schema.plugin(outboxPlugin);
    notes = connection.model<Note>('Note', schema, 'notes');
    effects = connection.model<Effect>('Effect', new Schema<Effect>({ _id: Number, applied: Number, appliedAt: Number }), 'effects');
    redis = connectRedis(infra.redisUrl);

    producer = new KafkaGateway(settings(`${namespace}-writer`), logger);
    await producer.connect();
    relay = new OutboxRelay(producer, logger, [], { sweepMs: 5_000, idleSweepMaxMs: 5_000, retryMs: 500 });
    relay.register(notes);
    relay.start();

    consumerGateway = new KafkaGateway(settings(`${namespace}-reader`), logger);
    await consumerGateway.connect();
    consumer = new EventBusServer(consumerGateway, new Inbox(redis, redisKeyPrefix(namespace)), 'broker-kill', logger);
    // The effect counts its applications, so a second one shows; the inbox is what must prevent it.
    const apply = async (event: EventEnvelope) => {
      await effects.updateOne({ _id: Number(event.aggregateId) }, { $inc: { applied: 1 }, $set: { appliedAt: Date.now() } }, { upsert: true });
    };
    consumer.addHandler(ContentViewsCountedV1.type, Object.assign(apply, { isEventHandler: true }), true);
    // A topic just created reaches each broker's metadata a moment apart, and subscribing may ask one that has not
    // got it yet: start again, as a service's restart would. listen() reports a failed start through its callback.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await new Promise<void>((resolve, reject) => {
          void consumer.listen((error?: unknown) => (error instanceof Error ? reject(error) : resolve()));
        });
        break;
      } catch (error) {
        await consumer.close();
        if (attempt === 5) throw error;
        await sleep(1_000);
      }
    }
  }, 180_000);

  afterAll(async () => {
    await consumer?.close();
    await relay?.stop();
    await Promise.allSettled([producer?.disconnect(), consumerGateway?.disconnect()]);
    // Whatever the test saw, the cluster is left whole for the next run: the killed broker is started again.
    await ensureKafkaCluster();
    await dropNamespace(infra.mongoUrl, kafkaClusterBrokers, namespace);
    await connection?.close();
    redis?.disconnect();
    await dropRedisNamespace(infra.redisUrl, namespace);
  }, 180_000);

  it('loses and duplicates no acknowledged write, and the writes flow again', async () => {
    const topic = producer.topic(ContentViewsCountedV1.topic);
    const acknowledged = new Map<number, number>();
    let writing = true;
    let failedWrites = 0;
    const writer = (async () => {
      for (let id = 1; writing; id += 1) {
        const written = {
          _id: id,
          text: `Note ${id} from Dr Zoë O'Connor-Nuñez: ${'a long clinical remark, '.repeat(20)}`,
          ...withNewEvents([newEvent(ContentViewsCountedV1, 'broker-kill', id, { counts: [{ contentId: id, authorId: 7, views: 1 }], countedAt: new Date().toISOString() })]),
        };
        try {
          await notes.create(written);
          acknowledged.set(id, Date.now());
          relay.nudgeInserted(notes, written);
        } catch {
          failedWrites += 1;
        }
        await sleep(WRITE_EVERY_MS);
      }
    })();

    await sleep(WRITING_BEFORE_KILL_MS);
    const admin = producer.kafka.admin();
    await admin.connect();
    const [{ partitions }] = (await admin.fetchTopicMetadata({ topics: [topic] })).topics;
    await admin.disconnect();
    const led = new Map<number, number>();
    for (const { leader } of partitions) led.set(leader, (led.get(leader) ?? 0) + 1);
    const [victim, leading] = [...led].sort((a, b) => b[1] - a[1])[0];
    const pid = (await kafkaClusterStatus()).find((node) => node.id === victim)?.pid;
    if (pid === undefined) throw new Error(`broker ${victim} was not started by this checkout`);
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    console.log(`broker-kill: SIGKILLed broker ${victim} (pid ${pid}), leader of ${leading} of ${partitions.length} partitions, after ${acknowledged.size} writes`);

    await sleep(WRITING_AFTER_KILL_MS);
    writing = false;
    await writer;

    const deadline = Date.now() + RECOVERY_LIMIT_MS;
    let applied: Effect[] = [];
    while (Date.now() < deadline) {
      applied = await effects.find().lean<Effect[]>();
      if (applied.length >= acknowledged.size) break;
      await sleep(500);
    }
    const byId = new Map(applied.map((effect) => [effect._id, effect]));
    const lost = [...acknowledged.keys()].filter((id) => !byId.has(id));
    const duplicated = applied.filter((effect) => effect.applied !== 1).map((effect) => effect._id);

    // Recovered once every write is applied within DELAYED_MS of its acknowledgement again: the last delayed one's time.
    const delayed = [...acknowledged]
      .map(([id, ackedAt]) => ({ ackedAt, appliedAt: byId.get(id)?.appliedAt ?? Number.POSITIVE_INFINITY }))
      .filter(({ ackedAt, appliedAt }) => appliedAt > killedAt && appliedAt - ackedAt > DELAYED_MS);
    const recoveredAt = Math.max(killedAt, ...delayed.map(({ appliedAt }) => appliedAt));
    const recoveryMs = recoveredAt - killedAt;
    const longestWait = Math.max(0, ...delayed.map(({ ackedAt, appliedAt }) => appliedAt - ackedAt));
    console.log(
      `broker-kill: ${acknowledged.size} writes acknowledged (${failedWrites} refused), ${applied.length} applied; ` +
        `${lost.length} lost, ${duplicated.length} duplicated; recovery ${(recoveryMs / 1000).toFixed(1)} s ` +
        `(${delayed.length} writes delayed past ${DELAYED_MS / 1000} s, the longest by ${(longestWait / 1000).toFixed(1)} s)`,
    );

    expect(lost).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);
    // The writes of the last seconds, long after the failover, went through at once.
    const lastWrites = [...acknowledged].filter(([, ackedAt]) => ackedAt > killedAt + WRITING_AFTER_KILL_MS - 3_000);
    expect(lastWrites.length).toBeGreaterThan(0);
    expect(relay.backlog().documents).toBe(0);
  }, 180_000);
});

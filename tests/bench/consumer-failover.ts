/**
 * `npm run bench:consumers`: the figures behind the services' Kafka consumer timeouts (ADR 0004). For each
 * candidate (session timeout, heartbeat interval) two consumer processes share a group on a 6-partition topic
 * fed every 10 ms:
 *   - failover: one is SIGKILLed; how long until the other delivers from every partition the dead one owned;
 *   - false eviction: one blocks its event loop (as a long synchronous handler or a starved CPU does) for a
 *     while; whether the group rebalanced although both processes lived.
 * Real Kafka (the local infra), no stand-in. Printed, never asserted.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { ensureInfra } from '@docnet/infra';
import { Kafka, logLevel, Partitioners, type Consumer } from 'kafkajs';

interface Setting {
  sessionTimeout: number;
  heartbeatInterval: number;
}

interface Delivery {
  kind: 'delivery';
  worker: string;
  partition: number;
  at: number;
}

interface Joined {
  kind: 'joined';
  worker: string;
  at: number;
}

type WorkerMessage = Delivery | Joined;

const PARTITIONS = 6;
const SETTINGS: Setting[] = [
  { sessionTimeout: 6000, heartbeatInterval: 1000 },
  { sessionTimeout: 10000, heartbeatInterval: 3000 },
  { sessionTimeout: 30000, heartbeatInterval: 3000 },
];
const STALLS_MS = [3000, 5000, 8000, 12000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ------------------------------------------------------------------------------------------------ worker

async function worker(name: string, brokers: string, topic: string, groupId: string, setting: Setting, stallMs: number): Promise<void> {
  const kafka = new Kafka({ clientId: name, brokers: brokers.split(','), logLevel: logLevel.NOTHING });
  const consumer: Consumer = kafka.consumer({ groupId, ...setting, rebalanceTimeout: 10000 });
  consumer.on(consumer.events.GROUP_JOIN, () => process.send?.({ kind: 'joined', worker: name, at: Date.now() } satisfies Joined));
  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: false });
  let stalled = stallMs === 0;
  await consumer.run({
    eachMessage: async ({ partition }) => {
      process.send?.({ kind: 'delivery', worker: name, partition, at: Date.now() } satisfies Delivery);
      if (!stalled && process.env.STALL_NOW === '1') {
        stalled = true;
        // Synchronous on purpose: nothing else (heartbeats included) runs meanwhile.
        const until = Date.now() + stallMs;
        while (Date.now() < until);
      }
    },
  });
  process.on('message', (message) => {
    if (message === 'stall') process.env.STALL_NOW = '1';
  });
}

// ------------------------------------------------------------------------------------------------ driver

class Group {
  readonly deliveries: Delivery[] = [];
  readonly joins: Joined[] = [];
  readonly children = new Map<string, ChildProcess>();

  constructor(
    private readonly brokers: string,
    private readonly topic: string,
    private readonly groupId: string,
    private readonly setting: Setting,
  ) {}

  start(name: string, stallMs = 0): void {
    const child = fork(__filename, ['worker', name, this.brokers, this.topic, this.groupId, JSON.stringify(this.setting), String(stallMs)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: WorkerMessage) => (message.kind === 'delivery' ? this.deliveries : this.joins).push(message as never));
    this.children.set(name, child);
  }

  owners(since: number): Map<number, string> {
    const owners = new Map<number, string>();
    for (const { partition, worker: name, at } of this.deliveries) if (at >= since) owners.set(partition, name);
    return owners;
  }

  stop(): void {
    for (const child of this.children.values()) child.kill('SIGKILL');
  }
}

async function balanced(group: Group, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const since = Date.now();
    await sleep(1500);
    const owners = group.owners(since);
    if (owners.size === PARTITIONS && new Set(owners.values()).size === 2) return;
    if (Date.now() > deadline) throw new Error('the two consumers never shared the partitions');
  }
}

/** A topic of its own fed every 10 ms, and a group of consumers on it, for the time of `work`; all removed after. */
async function onFedTopic<T>(kafka: Kafka, brokers: string, name: string, setting: Setting, work: (group: Group) => Promise<T>): Promise<T> {
  const group = new Group(brokers, name, name, setting);
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ topics: [{ topic: name, numPartitions: PARTITIONS }], waitForLeaders: true });
  const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
  await producer.connect();
  let producing = true;
  const feed = (async () => {
    for (let n = 0; producing; n += 1) {
      await producer.send({ topic: name, messages: [{ partition: n % PARTITIONS, value: String(Date.now()) }] });
      await sleep(10);
    }
  })();
  try {
    return await work(group);
  } finally {
    producing = false;
    await feed;
    group.stop();
    await producer.disconnect();
    await admin.deleteTopics({ topics: [name] }).catch(() => undefined);
    await admin.deleteGroups([name]).catch(() => undefined);
    await admin.disconnect();
  }
}

/** Milliseconds from SIGKILLing one consumer until the other has delivered from every partition the dead one owned. */
function failover(kafka: Kafka, brokers: string, setting: Setting, run: string): Promise<number> {
  return onFedTopic(kafka, brokers, `bench-failover-${run}`, setting, async (group) => {
    group.start('a');
    group.start('b');
    await balanced(group);
    const owned = [...group.owners(Date.now() - 1000)].filter(([, name]) => name === 'b').map(([partition]) => partition);
    const killedAt = Date.now();
    group.children.get('b')!.kill('SIGKILL');
    const firstAfterKill = (partition: number) =>
      group.deliveries.find((d) => d.worker === 'a' && d.partition === partition && d.at > killedAt);
    const deadline = killedAt + setting.sessionTimeout * 3 + 30_000;
    while (Date.now() < deadline) {
      await sleep(100);
      if (owned.every((partition) => firstAfterKill(partition))) {
        return Math.max(...owned.map((partition) => firstAfterKill(partition)!.at)) - killedAt;
      }
    }
    return Number.NaN;
  });
}

/** Whether one consumer blocking its event loop for `stallMs` made the group rebalance although both lived. */
function stallEvicts(kafka: Kafka, brokers: string, setting: Setting, stallMs: number, run: string): Promise<boolean> {
  return onFedTopic(kafka, brokers, `bench-stall-${run}`, setting, async (group) => {
    group.start('a');
    group.start('b', stallMs);
    await balanced(group);
    const joinsBefore = group.joins.length;
    group.children.get('b')!.send('stall');
    // The stall, then time for a rebalance it caused to show (a join by either member).
    await sleep(stallMs + setting.sessionTimeout + 5000);
    return group.joins.length > joinsBefore;
  });
}

async function main(): Promise<void> {
  const infra = await ensureInfra({ log: (line) => console.error(`[infra] ${line}`) });
  const kafka = new Kafka({ clientId: 'bench-consumers', brokers: infra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
  const stamp = Date.now().toString(36);
  console.log('session/heartbeat  failover (kill → other consumer delivers every partition)  evicted by a stall of ' + STALLS_MS.map((ms) => `${ms / 1000}s`).join(' / '));
  for (const [index, setting] of SETTINGS.entries()) {
    const failoverMs = await failover(kafka, infra.kafkaBrokers, setting, `${stamp}-${index}`);
    const evictions: string[] = [];
    for (const stallMs of STALLS_MS) {
      evictions.push((await stallEvicts(kafka, infra.kafkaBrokers, setting, stallMs, `${stamp}-${index}-${stallMs}`)) ? 'yes' : 'no');
    }
    console.log(
      `${`${setting.sessionTimeout / 1000}s/${setting.heartbeatInterval / 1000}s`.padEnd(18)} ${`${(failoverMs / 1000).toFixed(1)} s`.padEnd(58)} ${evictions.join(' / ')}`,
    );
  }
}

if (process.argv[2] === 'worker') {
  const [, , , name, brokers, topic, groupId, setting, stall] = process.argv;
  void worker(name, brokers, topic, groupId, JSON.parse(setting) as Setting, Number(stall));
} else {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

import { allTopics, envelopeSchema, findEventDefinition, type EventEnvelope } from '@docnet/contracts';
import { Kafka, logLevel, Partitioners, type Admin, type Consumer, type ConsumerConfig, type PartitionMetadata, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import { CORRELATION_HEADER } from '../logging/correlation';
import { TRACEPARENT } from '../tracing/tracing';
import './kafkajs-idle-fix';
import type { OutboxEntry } from './outbox';
import { namespacedTopic } from './topic-names';

export interface KafkaSettings {
  clientId: string;
  brokers: string[];
  namespace: string;
  partitions: number;
  /** kafkaEnv's KAFKA_FETCH_WAIT_MS. */
  fetchWaitMs: number;
  /** kafkaEnv's KAFKA_REPLICATION_FACTOR; undefined: three, or every broker of a smaller cluster. */
  replicationFactor?: number;
  /** kafkaEnv's KAFKA_DELIVERY_TIMEOUT_MS. */
  deliveryTimeoutMs: number;
}

/** The Kafka settings of a deployable from its validated `kafkaEnv` keys. */
export function kafkaSettings(
  clientId: string,
  env: {
    KAFKA_BROKERS: string;
    EVENTS_NAMESPACE: string;
    KAFKA_PARTITIONS: number;
    KAFKA_FETCH_WAIT_MS: number;
    KAFKA_REPLICATION_FACTOR?: number;
    KAFKA_DELIVERY_TIMEOUT_MS: number;
  },
): KafkaSettings {
  return {
    clientId,
    brokers: env.KAFKA_BROKERS.split(',').map((broker) => broker.trim()),
    namespace: env.EVENTS_NAMESPACE,
    partitions: env.KAFKA_PARTITIONS,
    fetchWaitMs: env.KAFKA_FETCH_WAIT_MS,
    replicationFactor: env.KAFKA_REPLICATION_FACTOR,
    deliveryTimeoutMs: env.KAFKA_DELIVERY_TIMEOUT_MS,
  };
}

/** Copies of a partition when KAFKA_REPLICATION_FACTOR is unset: three, or as many as a smaller cluster has brokers. */
export const DEFAULT_REPLICATION_FACTOR = 3;

const FIRST_RETRY_MS = 200;
const LONGEST_RETRY_WAIT_MS = 5_000;

/**
 * kafkajs counts retries, Kafka's own clients bound them by a delivery timeout: as many retries as kafkajs' backoff
 * (doubling from FIRST_RETRY_MS up to LONGEST_RETRY_WAIT_MS, ±20 %) fits in the timeout, so a leader that moves
 * within it (a broker's failover takes seconds) is waited for, and one that does not fails the publish in about
 * that time. The attempts' own durations come on top, so `publish` also stops waiting at the timeout.
 */
export function retryWithin(deliveryTimeoutMs: number): { initialRetryTime: number; maxRetryTime: number; retries: number } {
  let retries = 0;
  for (let waited = 0, wait = FIRST_RETRY_MS; waited < deliveryTimeoutMs; retries++) {
    waited += wait * 0.8;
    wait = Math.min(wait * 2, LONGEST_RETRY_WAIT_MS);
  }
  return { initialRetryTime: FIRST_RETRY_MS, maxRetryTime: LONGEST_RETRY_WAIT_MS, retries };
}

export interface PartitionLag {
  topic: string;
  partition: number;
  lag: number;
}

/**
 * The service's one Kafka client: creates the topics it needs at start, with an explicit replication factor, and
 * publishes envelopes with acks from all in-sync replicas (idempotent producer: a retried batch is written once).
 * A publish fails after the delivery timeout; its caller (the outbox relay) keeps the events and tries again. Consumers are created by `EventBusServer` (and the BFF's
 * own), each through `consumer`.
 */
export class KafkaGateway {
  readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private connected = false;
  /** Each topic's partitions, as the cluster has them (read at start). */
  private readonly partitionsOf = new Map<string, PartitionMetadata[]>();
  private readonly partitioner = Partitioners.DefaultPartitioner();
  /**
   * Per topic-partition, the last send to it (settled or not). kafkajs numbers an idempotent producer's batches per
   * partition and gives a failed batch's number back for the next send to take: with two sends to one partition at
   * once, a batch the dead leader had written and replicated before the connection dropped could have its number
   * taken by another batch, which the new leader would then acknowledge as a duplicate without writing it. One send
   * per partition at a time keeps a number with its batch.
   */
  private readonly partitionTails = new Map<string, Promise<unknown>>();

  constructor(
    readonly settings: KafkaSettings,
    private readonly logger: Logger,
  ) {
    this.kafka = new Kafka({
      clientId: settings.clientId,
      brokers: settings.brokers,
      logLevel: logLevel.WARN,
      logCreator: () => (entry) => this.logger.warn({ kafka: entry.log }, `kafka: ${entry.log.message}`),
      retry: retryWithin(settings.deliveryTimeoutMs),
    });
    // kafkajs keeps an idempotent producer's order only with one request in flight per broker.
    this.producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
    this.admin = this.kafka.admin();
  }

  /**
   * A consumer whose fetches wait the configured time (KAFKA_FETCH_WAIT_MS). Its retries stay kafkajs' (5, about 6 s,
   * then a restart): retrying for the delivery timeout instead recovered from a broker kill in 8 s twice but in 40 s
   * once, when the retries ran out anyway and the restart came 30 s late (ADR 5).
   */
  consumer(config: ConsumerConfig): Consumer {
    return this.kafka.consumer({ maxWaitTimeInMs: this.settings.fetchWaitMs, ...config });
  }

  async connect(): Promise<void> {
    await this.admin.connect();
    await this.ensureTopics();
    await this.producer.connect();
    this.connected = true;
  }

  async disconnect(): Promise<void> {
    this.connected = false;
    await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
  }

  topic(name: string): string {
    return namespacedTopic(this.settings.namespace, name);
  }

  /**
   * Publishes one aggregate's events in order; resolves once every in-sync replica has them (at least
   * min.insync.replicas), rejects when that has not happened within the delivery timeout. An outbox entry's trace
   * context travels as the message's `traceparent` header. Calls for different aggregates may run side by side:
   * each waits only for the partitions it writes to.
   */
  async publish(entries: readonly OutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const byTopic = new Map<string, { event: EventEnvelope; traceparent?: string }[]>();
    for (const { traceparent, ...event } of entries) {
      const definition = findEventDefinition(event.type, event.version);
      if (!definition) throw new Error(`unknown event ${event.type} v${event.version}`);
      envelopeSchema.validateSync(event);
      definition.schema.validateSync(event.data);
      const topic = this.topic(definition.topic);
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), { event, traceparent }]);
    }
    const partitionOf = (topic: string, key: string): number | undefined => {
      const partitionMetadata = this.partitionsOf.get(topic);
      return partitionMetadata ? this.partitioner({ topic, partitionMetadata, message: { key, value: null } }) : undefined;
    };
    const targets = [...new Set([...byTopic].flatMap(([topic, batch]) => batch.map(({ event }) => `${topic}/${partitionOf(topic, event.aggregateId) ?? 'all'}`)))];
    const before = Promise.allSettled(targets.flatMap((target) => this.partitionTails.get(target) ?? []));
    const sent = before.then(() => this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, batch]) => ({
        topic,
        messages: batch.map(({ event, traceparent }) => ({
          key: event.aggregateId,
          partition: partitionOf(topic, event.aggregateId),
          value: JSON.stringify(event),
          headers: {
            [CORRELATION_HEADER]: event.correlationId,
            'event-type': event.type,
            ...(traceparent ? { [TRACEPARENT]: traceparent } : {}),
          },
        })),
      })),
    }));
    for (const target of targets) this.partitionTails.set(target, sent);
    void sent.then(
      () => this.forgetTails(targets, sent),
      () => this.forgetTails(targets, sent),
    );
    await withDeadline(sent, this.settings.deliveryTimeoutMs);
  }

  /**
   * How many messages a consumer group has yet to process, per topic and partition: the partition's end offset
   * less the group's committed one (all of it when the group has committed nothing yet: groups read from the
   * beginning).
   */
  async consumerLag(groupId: string, topics: readonly string[]): Promise<PartitionLag[]> {
    const committed = await this.admin.fetchOffsets({ groupId, topics: [...topics] });
    const lags: PartitionLag[] = [];
    for (const { topic, partitions } of committed) {
      const ends = await this.admin.fetchTopicOffsets(topic);
      for (const end of ends) {
        const offset = Number(partitions.find((partition) => partition.partition === end.partition)?.offset ?? -1);
        const from = offset >= 0 ? offset : Number(end.low);
        lags.push({ topic, partition: end.partition, lag: Math.max(0, Number(end.high) - from) });
      }
    }
    return lags;
  }

  /** Readiness: the cluster answers a metadata request. */
  async ping(): Promise<void> {
    if (!this.connected) throw new Error('Kafka is not connected');
    await this.admin.describeCluster();
  }

  private async ensureTopics(): Promise<void> {
    const topics = allTopics.map((topic) => this.topic(topic));
    const existing = new Set(await this.admin.listTopics());
    const missing = topics.filter((topic) => !existing.has(topic));
    if (missing.length > 0) {
      const replicationFactor = await this.replicationFactor();
      try {
        // Leaders are waited for below: kafkajs' own wait fails when a broker does not know the topic yet.
        await this.admin.createTopics({
          waitForLeaders: false,
          topics: missing.map((topic) => ({ topic, numPartitions: this.settings.partitions, replicationFactor })),
        });
      } catch (error) {
        // Another service may have created the same topic a moment earlier.
        if (!String((error as Error).message).includes('already exists')) throw error;
      }
    }
    await this.waitForLeaders(topics);
  }

  private forgetTails(targets: readonly string[], sent: Promise<unknown>): void {
    for (const target of targets) if (this.partitionTails.get(target) === sent) this.partitionTails.delete(target);
  }

  /** KAFKA_REPLICATION_FACTOR, or three copies (fewer on a cluster of fewer brokers: the local single broker). */
  private async replicationFactor(): Promise<number> {
    if (this.settings.replicationFactor !== undefined) return this.settings.replicationFactor;
    const { brokers } = await this.admin.describeCluster();
    return Math.min(DEFAULT_REPLICATION_FACTOR, brokers.length);
  }

  /**
   * A topic another process has just created may not have its partition leaders yet; producing or
   * fetching then fails with "does not host this topic-partition". Start only once every partition leads.
   */
  private async waitForLeaders(topics: string[]): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ready = await this.admin
        .fetchTopicMetadata({ topics })
        .then(({ topics: found }) => {
          for (const { name, partitions } of found) this.partitionsOf.set(name, partitions);
          return found.length === topics.length && found.every(({ partitions }) => partitions.length > 0 && partitions.every(({ leader }) => leader >= 0));
        })
        .catch(() => false);
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`Kafka topics have no partition leaders yet: ${topics.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The publish as the caller sees it: failed once the delivery timeout has passed, whatever kafkajs still retries. */
async function withDeadline(sent: Promise<unknown>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Kafka did not acknowledge the events within ${timeoutMs} ms`)), timeoutMs);
  });
  // A send that fails after the deadline has already been reported as failed.
  sent.catch(() => undefined);
  try {
    await Promise.race([sent, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

import type { DynamicModule, INestApplication } from '@nestjs/common';
import type { EventDefinition, EventEnvelope } from '@docnet/contracts';
import type Redis from 'ioredis';
import type { Connection } from 'mongoose';
import { startService } from '../bootstrap/run-service';
import { serviceEnvSchema, type ServiceEnv } from '../config/load-config';
import { inboxKey } from '../events/inbox';
import { KafkaGateway, kafkaSettings } from '../events/kafka-gateway';
import { newEvent } from '../events/new-event';
import { createLogger } from '../logging/logger';
import type { PlatformOptions } from '../platform.module';
import { REDIS, redisKeyPrefix } from '../redis/redis.module';
import { MONGO_CONNECTION } from '../tokens';
import { TEST_KAFKA_FETCH_WAIT_MS, testInfra, uniqueNamespace } from './infra-endpoints';
import { dropNamespace, dropOpenSearchNamespace, dropRedisNamespace } from './namespace-cleanup';

export const TEST_SERVICE_TOKEN = 'test-service-token-0123456789';

export interface ServiceUnderTest {
  app: INestApplication;
  url: string;
  config: ServiceEnv;
  /** The service's own database. */
  database: Connection;
  /** Publishes an event into the service's namespace, as another service would. */
  publish<TType extends string, TData extends object>(
    definition: EventDefinition<TType, TData>,
    aggregateId: string | number,
    data: TData,
  ): Promise<EventEnvelope<TType, TData>>;
  publishEnvelopes(events: EventEnvelope[]): Promise<void>;
  /** Whether the service's inbox records the event as handled. */
  handled(eventId: string): Promise<boolean>;
  /** How many events the service's inbox records as handled. */
  handledCount(): Promise<number>;
  /** Forgets a handled event, so its redelivery reaches the handler again (as after a crash before the record). */
  forgetHandled(eventId: string): Promise<void>;
  /** Closes the service and its test producer but keeps the namespace's data (another instance may share it). */
  close(): Promise<void>;
  /** Closes it and drops the namespace's data. */
  stop(): Promise<void>;
}

/**
 * Starts a service in this process on real Kafka and a real MongoDB-wire server, in a namespace
 * (topics, consumer group, database) of its own.
 */
export async function startServiceUnderTest(
  service: string,
  appModule: (options: PlatformOptions) => DynamicModule,
  overrides: Record<string, string> = {},
): Promise<ServiceUnderTest> {
  const infra = testInfra();
  const namespace = overrides.EVENTS_NAMESPACE ?? uniqueNamespace();
  const config = serviceEnvSchema(0).validateSync({
    PORT: '0',
    MONGO_URL: infra.mongoUrl,
    MONGO_DB: `${namespace}_${service.replace(/-/g, '_')}`,
    KAFKA_BROKERS: infra.kafkaBrokers,
    // Only services that keep read models read it.
    REDIS_URL: infra.redisUrl,
    // Only the profile service reads it (people search).
    ...(infra.opensearchUrl ? { OPENSEARCH_URL: infra.opensearchUrl } : {}),
    SERVICE_TOKEN: TEST_SERVICE_TOKEN,
    EVENTS_NAMESPACE: namespace,
    KAFKA_PARTITIONS: '1',
    KAFKA_FETCH_WAIT_MS: String(TEST_KAFKA_FETCH_WAIT_MS),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...overrides,
  });
  const logger = createLogger(service, config.LOG_LEVEL);
  const { app, url } = await startService({ service, config, logger }, appModule({ service, config, logger }));
  const producer = new KafkaGateway(
    kafkaSettings(`${service}-test-producer`, config),
    logger,
  );
  await producer.connect();
  const database = app.get<Connection>(MONGO_CONNECTION);
  // Looked up when asked: a service without Redis (identity) has no inbox.
  const redis = () => app.get<Redis>(REDIS, { strict: false });
  const prefix = redisKeyPrefix(namespace);
  let closing: Promise<void> | undefined;
  // Once only: a test may close an instance early and stop it again in afterAll.
  const close = () =>
    (closing ??= (async () => {
      await producer.disconnect();
      await app.close();
    })());
  return {
    app,
    url,
    config,
    database,
    async publish(definition, aggregateId, data) {
      const event = newEvent(definition, 'test', aggregateId, data);
      await producer.publish([event]);
      return event;
    },
    publishEnvelopes: (events) => producer.publish(events),
    handled: async (eventId) => (await redis().exists(inboxKey(prefix, service, eventId))) === 1,
    async handledCount() {
      let count = 0;
      const keys = redis().scanStream({ match: inboxKey(prefix, service, '*'), count: 1000 });
      for await (const batch of keys) count += (batch as string[]).length;
      return count;
    },
    forgetHandled: async (eventId) => void (await redis().del(inboxKey(prefix, service, eventId))),
    close,
    async stop() {
      await close();
      await dropNamespace(infra.mongoUrl, infra.kafkaBrokers, namespace);
      await dropRedisNamespace(infra.redisUrl, namespace);
      await dropOpenSearchNamespace(infra.opensearchUrl, namespace);
    },
  };
}

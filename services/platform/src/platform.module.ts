import {
  DynamicModule,
  Global,
  Inject,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type Redis from 'ioredis';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { ServiceEnv } from './config/load-config';
import { KafkaGateway, kafkaSettings } from './events/kafka-gateway';
import { Inbox } from './events/inbox';
import { OutboxRelay } from './events/outbox-relay';
import { REDIS, REDIS_KEY_PREFIX } from './redis/redis.module';
import { Stopping } from './bootstrap/graceful-stop';
import { HealthController } from './health/health.controller';
import { Metrics } from './metrics/metrics';
import { MetricsController } from './metrics/metrics.controller';
import { watchDatabasePool, watchOutbox } from './metrics/platform-metrics';
import { ErrorBodyFilter } from './http/errors.filter';
import { ModelRegistry } from './mongo/model-registry';
import { openDatabase } from './mongo/mongo-connection';
import { SequenceGenerator } from './mongo/counters';
import { LOGGER, MONGO_CONNECTION, SERVICE_CONFIG, SERVICE_NAME } from './tokens';

export function faultPoints(config: ServiceEnv): string[] {
  return config.FAULT_POINTS.split(',').filter(Boolean);
}

export interface PlatformOptions {
  service: string;
  config: ServiceEnv;
  logger: Logger;
}

/** Starts and stops the platform's connections in the right order. */
class PlatformLifecycle implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(MONGO_CONNECTION) private readonly connection: Connection,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly kafka: KafkaGateway,
    private readonly relay: OutboxRelay,
    private readonly models: ModelRegistry,
  ) {}

  async onModuleInit() {
    await Promise.all([this.models.ensureIndexes(), this.kafka.connect()]);
  }

  onApplicationBootstrap() {
    this.relay.start();
  }

  async onApplicationShutdown(signal?: string) {
    this.logger.info({ signal }, 'shutting down');
    await this.relay.stop();
    await this.kafka.disconnect();
    await this.connection.close();
  }
}

/** Configuration, logging, database, Kafka, outbox relay, inbox, health and error answers of a service. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot({ service, config, logger }: PlatformOptions): DynamicModule {
    return {
      module: PlatformModule,
      controllers: [HealthController, MetricsController],
      providers: [
        { provide: SERVICE_NAME, useValue: service },
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: MONGO_CONNECTION, useFactory: () => openDatabase(config.MONGO_URL, config.MONGO_DB) },
        {
          provide: KafkaGateway,
          useFactory: () => new KafkaGateway(kafkaSettings(service, config), logger),
        },
        { provide: OutboxRelay, inject: [KafkaGateway], useFactory: (kafka: KafkaGateway) => new OutboxRelay(kafka, logger, faultPoints(config)) },
        {
          // In the service's Redis (RedisModule); null for a service without one, which may handle no events.
          provide: Inbox,
          inject: [
            { token: REDIS, optional: true },
            { token: REDIS_KEY_PREFIX, optional: true },
          ],
          useFactory: (redis?: Redis, prefix?: string) => (redis ? new Inbox(redis, prefix ?? '') : null),
        },
        {
          provide: SequenceGenerator,
          inject: [MONGO_CONNECTION],
          useFactory: (connection: Connection) => new SequenceGenerator(connection),
        },
        ModelRegistry,
        Stopping,
        {
          provide: Metrics,
          inject: [OutboxRelay, MONGO_CONNECTION],
          useFactory: (relay: OutboxRelay, connection: Connection) => {
            const metrics = new Metrics(service);
            watchOutbox(metrics, relay);
            watchDatabasePool(metrics, connection);
            return metrics;
          },
        },
        PlatformLifecycle,
        { provide: APP_FILTER, useClass: ErrorBodyFilter },
      ],
      exports: [SERVICE_NAME, SERVICE_CONFIG, LOGGER, MONGO_CONNECTION, KafkaGateway, OutboxRelay, Inbox, SequenceGenerator, ModelRegistry, Stopping, Metrics],
    };
  }
}

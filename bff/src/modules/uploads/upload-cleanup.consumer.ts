import { Topics } from '@docnet/contracts';
import { baseTopic, consumerGroup, decodeEvent, KafkaGateway, kafkaSettings, LOGGER } from '@docnet/platform';
import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type Redis from 'ioredis';
import type { Consumer, KafkaMessage } from 'kafkajs';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { ObjectStorage } from '../../clients/object-storage';
import { ContentClient, EventsNewsCmeClient } from '../../clients/service-clients.module';
import { BFF_CONFIG, type BffConfig } from '../../config/bff.env';
import { REDIS } from '../../session/redis.provider';
import { certificateFileReferences, contentFileReferences, filesReleasedBy, referencedByAny, releasesFiles, UploadedFileCleanup } from './uploaded-files';

const MINUTE = 60_000;
/** The first sweep waits a little after start, so a restarting fleet does not sweep at once. */
const FIRST_SWEEP_DELAY_MS = 2 * MINUTE;

/**
 * Keeps the bucket to what contents use (ARCHITECTURE.md: react to the owner's events rather than be called):
 * one consumer group shared by every BFF instance reads content.content.deleted, .updated and .removal-final and
 * removes the files they let go; every UPLOAD_SWEEP_INTERVAL_MINUTES one instance (a Redis lease) sweeps uploads older
 * than the grace period that no content uses. A failed removal (S3 or the content service away) throws, so
 * Kafka redelivers the event; removing is idempotent.
 */
@Injectable()
export class UploadCleanupConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly gateway: KafkaGateway;
  private readonly groupId: string;
  private readonly cleanup: UploadedFileCleanup;
  private consumer?: Consumer;
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(REDIS) private readonly redis: Redis,
    storage: ObjectStorage,
    content: ContentClient,
    eventsNewsCme: EventsNewsCmeClient,
  ) {
    this.gateway = new KafkaGateway(
      kafkaSettings(`bff-uploads-${hostname()}-${process.pid}`, config),
      logger,
    );
    this.groupId = consumerGroup(config.EVENTS_NAMESPACE, 'bff-uploads');
    // A file stays while a content uses it or a CME credit keeps it as its certificate.
    this.cleanup = new UploadedFileCleanup(storage, referencedByAny(contentFileReferences(content), certificateFileReferences(eventsNewsCme)), logger);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.gateway.connect();
    this.consumer = this.gateway.consumer({ groupId: this.groupId, allowAutoTopicCreation: false });
    await this.consumer.connect();
    // A new group starts at the latest offset: the sweep covers what happened before.
    await this.consumer.subscribe({
      topics: [this.gateway.topic(Topics.contentContent)],
      fromBeginning: false,
    });
    await this.consumer.run({ eachMessage: async ({ topic, message }) => this.apply(topic, message) });
    this.scheduleSweep(FIRST_SWEEP_DELAY_MS);
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearTimeout(this.timer);
    await this.consumer?.disconnect();
    await this.gateway.disconnect();
  }

  private async apply(topic: string, message: KafkaMessage): Promise<void> {
    let released: string[];
    try {
      const event = decodeEvent(baseTopic(this.gateway.settings.namespace, topic), message, releasesFiles);
      released = event ? filesReleasedBy(event) : [];
    } catch (error) {
      this.logger.error(
        { err: error, topic, offset: message.offset },
        'skipping an event that breaks its contract',
      );
      return;
    }
    if (released.length > 0) await this.cleanup.release(released);
  }

  private scheduleSweep(delayMs: number): void {
    const interval = this.config.UPLOAD_SWEEP_INTERVAL_MINUTES * MINUTE;
    if (interval <= 0) return;
    this.timer = setTimeout(
      () => void this.sweepOnce(interval).finally(() => this.scheduleSweep(interval)),
      delayMs,
    );
    this.timer.unref();
  }

  /** One instance sweeps per interval: the first to take the lease. */
  private async sweepOnce(intervalMs: number): Promise<void> {
    try {
      const leased = await this.redis.set(
        'docnet:upload-sweep',
        hostname(),
        'PX',
        Math.max(1000, intervalMs - 1000),
        'NX',
      );
      if (leased !== 'OK') return;
      const writtenBefore = new Date(Date.now() - this.config.UPLOAD_ORPHAN_GRACE_MINUTES * MINUTE);
      const removed = await this.cleanup.sweep(writtenBefore);
      this.logger.info({ removed, writtenBefore }, 'upload sweep done');
    } catch (error) {
      this.logger.warn({ err: error }, 'upload sweep failed; the next one tries again');
    }
  }
}

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { baseTopic, consumerGroup, decodeEvent, KafkaGateway, kafkaSettings, LOGGER } from '@docnet/platform';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Consumer, KafkaMessage } from 'kafkajs';
import type { Logger } from 'pino';
import { BFF_CONFIG, type BffConfig } from '../../config/bff.env';
import { liveDeliveryOf, liveTopics } from './live-events';
import { LiveStreams } from './live-streams';

/**
 * Reads the notification and message topics for the live streams. Each BFF instance is a consumer group
 * of its own (so every instance sees every event, whichever instance a member streams from) and starts at
 * the latest offset (a stream shows what happens while it is open; the SPA loads the rest over /api).
 * It commits as it goes, so a rejoin after a hiccup resumes where it was; a clean shutdown deletes the
 * group (a crashed instance's empty group expires with Kafka's offset retention).
 */
@Injectable()
export class LiveEventsConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly gateway: KafkaGateway;
  private readonly groupId: string;
  private consumer?: Consumer;

  constructor(
    @Inject(BFF_CONFIG) config: BffConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly streams: LiveStreams,
  ) {
    const instance = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
    this.gateway = new KafkaGateway(kafkaSettings(`bff-${instance}`, config), logger);
    this.groupId = consumerGroup(config.EVENTS_NAMESPACE, `bff-live.${instance}`);
  }

  async onApplicationBootstrap(): Promise<void> {
    // Creates the topics when the BFF starts before the services that own them.
    await this.gateway.connect();
    this.consumer = this.gateway.kafka.consumer({
      groupId: this.groupId,
      // The group's only member: no partitions to hand over quickly, so a session that survives a busy moment.
      sessionTimeout: 30000,
      heartbeatInterval: 3000,
      allowAutoTopicCreation: false,
    });
    await this.consumer.connect();
    await this.consumer.subscribe({ topics: liveTopics.map((topic) => this.gateway.topic(topic)), fromBeginning: false });
    await this.consumer.run({ eachMessage: async ({ topic, message }) => this.deliver(topic, message) });
    this.logger.info({ groupId: this.groupId }, 'live stream consumer started');
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.consumer?.disconnect();
    if (this.consumer) await this.deleteGroup();
    await this.gateway.disconnect();
  }

  /** No other instance will ever use this group: leave nothing behind in Kafka. */
  private async deleteGroup(): Promise<void> {
    const admin = this.gateway.kafka.admin();
    try {
      await admin.connect();
      await admin.deleteGroups([this.groupId]);
    } catch (error) {
      this.logger.warn({ err: error, groupId: this.groupId }, 'could not delete the live stream consumer group');
    } finally {
      await admin.disconnect();
    }
  }

  private deliver(topic: string, message: KafkaMessage): void {
    try {
      const event = decodeEvent(baseTopic(this.gateway.settings.namespace, topic), message);
      const delivery = event && liveDeliveryOf(event);
      if (delivery) this.streams.push(delivery.memberIds, delivery.event);
    } catch (error) {
      this.logger.error({ err: error, topic, offset: message.offset }, 'skipping an event that breaks its contract');
    }
  }
}

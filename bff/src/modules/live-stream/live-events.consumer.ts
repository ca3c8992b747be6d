import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { baseTopic, consumerGroup, decodeEvent, KafkaGateway, kafkaSettings, LOGGER, RepeatingPass } from '@docnet/platform';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Consumer, KafkaMessage } from 'kafkajs';
import type { Logger } from 'pino';
import { BFF_CONFIG, type BffConfig } from '../../config/bff.env';
import { isLiveEventType, liveDeliveryOf, liveTopics } from './live-events';
import { LiveStreams } from './live-streams';

/**
 * Reads the notification and message topics for the live streams. Each BFF instance is a consumer group
 * of its own (so every instance sees every event, whichever instance a member streams from) and starts at
 * the latest offset (a stream shows what happens while it is open; the SPA loads the rest over /api).
 * It commits as it goes, so a rejoin after a hiccup resumes where it was; a clean shutdown deletes the
 * group, and every instance deletes, now and then, the empty groups that crashed instances left behind
 * (they would otherwise stay for Kafka's offset retention, a week, one per crash).
 */
/** How often the empty groups of crashed instances are looked for (an empty group costs Kafka little meanwhile). */
const ABANDONED_GROUPS_EVERY_MS = 10 * 60_000;

@Injectable()
export class LiveEventsConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly gateway: KafkaGateway;
  private readonly groupId: string;
  /** Every instance's group starts so, in this namespace. */
  private readonly groupPrefix: string;
  private consumer?: Consumer;
  private readonly abandonedGroups: RepeatingPass;

  constructor(
    @Inject(BFF_CONFIG) config: BffConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly streams: LiveStreams,
  ) {
    const instance = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
    this.gateway = new KafkaGateway(kafkaSettings(`bff-${instance}`, config), logger);
    this.groupId = consumerGroup(config.EVENTS_NAMESPACE, `bff-live.${instance}`);
    this.groupPrefix = consumerGroup(config.EVENTS_NAMESPACE, 'bff-live.');
    this.abandonedGroups = new RepeatingPass({
      name: 'live stream group cleanup',
      everyMs: ABANDONED_GROUPS_EVERY_MS,
      logger,
      run: () => this.deleteAbandonedGroups(),
    });
  }

  /** Readiness: Kafka answers (the live stream depends on it). */
  ping(): Promise<void> {
    return this.gateway.ping();
  }

  async onApplicationBootstrap(): Promise<void> {
    // Creates the topics when the BFF starts before the services that own them.
    await this.gateway.connect();
    this.consumer = this.gateway.consumer({
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
    this.abandonedGroups.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.abandonedGroups.stop();
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

  /** Another instance's group with no member left: that instance is gone (a live one's group has itself as member). */
  private async deleteAbandonedGroups(): Promise<void> {
    const admin = this.gateway.kafka.admin();
    try {
      await admin.connect();
      const others = (await admin.listGroups()).groups
        .map(({ groupId }) => groupId)
        .filter((groupId) => groupId.startsWith(this.groupPrefix) && groupId !== this.groupId);
      if (others.length === 0) return;
      const abandoned = (await admin.describeGroups(others)).groups
        .filter(({ state }) => state === 'Empty' || state === 'Dead')
        .map(({ groupId }) => groupId);
      if (abandoned.length === 0) return;
      await admin.deleteGroups(abandoned);
      this.logger.info({ groups: abandoned }, 'deleted the live stream groups of stopped instances');
    } finally {
      await admin.disconnect();
    }
  }

  private deliver(topic: string, message: KafkaMessage): void {
    // Most instances hold no stream most of the time: decoding and validating each event would be wasted.
    if (!this.streams.hasStreams()) return;
    try {
      const event = decodeEvent(baseTopic(this.gateway.settings.namespace, topic), message, isLiveEventType);
      const delivery = event && liveDeliveryOf(event);
      if (delivery) this.streams.push(delivery.memberIds, delivery.event);
    } catch (error) {
      this.logger.error({ err: error, topic, offset: message.offset }, 'skipping an event that breaks its contract');
    }
  }
}

import { eventDefinitionsOf, type EventEnvelope } from '@docnet/contracts';
import { CustomTransportStrategy, Server } from '@nestjs/microservices';
import type { Consumer, KafkaMessage } from 'kafkajs';
import type { Logger } from 'pino';
import { isObservable, lastValueFrom } from 'rxjs';
import { runWithCorrelation } from '../logging/correlation';
import type { EventBusMetrics } from '../metrics/platform-metrics';
import { inConsumerSpan, TRACEPARENT } from '../tracing/tracing';
import { decodeEvent } from './decode-event';
import { crashPoint } from './fault-points';
import type { Inbox } from './inbox';
import type { KafkaGateway } from './kafka-gateway';
import { baseTopic, consumerGroup } from './topic-names';

/**
 * A Nest microservice transport over Kafka: handlers are declared with `@EventPattern(<event type>)`,
 * the server subscribes the service's consumer group to the topics those types travel on, validates
 * every envelope against the contracts, skips events already processed (inbox) and commits an offset
 * only after its handler succeeded, so a crash redelivers instead of losing.
 */
export class EventBusServer extends Server implements CustomTransportStrategy {
  private consumer?: Consumer;

  constructor(
    private readonly gateway: KafkaGateway,
    private readonly inbox: Inbox | undefined,
    private readonly service: string,
    private readonly log: Logger,
    private readonly faultPoints: readonly string[] = [],
    private readonly metrics?: EventBusMetrics,
  ) {
    super();
  }

  async listen(callback: (...optionalParams: unknown[]) => void): Promise<void> {
    try {
      await this.start();
      callback();
    } catch (error) {
      callback(error);
    }
  }

  private async start(): Promise<void> {
    const types = [...this.messageHandlers.keys()];
    if (types.length === 0) return;
    const inbox = this.inbox;
    if (!inbox) throw new Error(`${this.service} handles events but has no inbox: its app module must import RedisModule`);
    const topics = new Set<string>();
    for (const type of types) {
      const definitions = eventDefinitionsOf(type);
      if (definitions.length === 0) throw new Error(`no contract for handled event type ${type}`);
      for (const definition of definitions) topics.add(this.gateway.topic(definition.topic));
    }
    const { namespace } = this.gateway.settings;
    const groupId = consumerGroup(namespace, this.service);
    this.metrics?.watchLag(this.gateway, groupId, [...topics]);
    this.consumer = this.gateway.consumer({
      groupId,
      // Measured in ADR 4: a crashed replica's partitions move in ~12 s, and a live one survives stalls of ~8 s
      // (6 s evicted healthy members whose handlers took 8 s, and the rebalance slowed the whole group).
      sessionTimeout: 10000,
      rebalanceTimeout: 10000,
      heartbeatInterval: 3000,
      allowAutoTopicCreation: false,
    });
    await this.consumer.connect();
    await this.consumer.subscribe({ topics: [...topics], fromBeginning: true });
    await this.consumer.run({
      autoCommit: true,
      partitionsConsumedConcurrently: 3,
      eachMessage: async ({ topic, message }) => this.handle(inbox, baseTopic(namespace, topic), message),
    });
  }

  private async handle(inbox: Inbox, topic: string, message: KafkaMessage): Promise<void> {
    const event = this.parse(topic, message);
    if (!event) return;
    const handler = this.getHandlerByPattern(event.type);
    if (!handler) return;
    if (await inbox.seen(event.id, this.service)) return;
    const apply = async () => {
      const result: unknown = await handler(event);
      if (isObservable(result)) await lastValueFrom(result, { defaultValue: undefined });
      crashPoint('consumer-after-effect', this.faultPoints);
      await inbox.record(event.id, this.service);
    };
    const measured = () => (this.metrics ? this.metrics.handled(event.type, event.occurredAt, apply) : apply());
    const traceparent = message.headers?.[TRACEPARENT]?.toString();
    await runWithCorrelation({ correlationId: event.correlationId, causationId: event.id }, () =>
      inConsumerSpan(`handle ${event.type}`, traceparent, { 'messaging.destination.name': topic, 'docnet.event_id': event.id }, measured),
    );
  }

  /** Invalid messages are logged and skipped: retrying a message that can never be valid blocks the partition. */
  private parse(topic: string, message: KafkaMessage): EventEnvelope | undefined {
    try {
      return decodeEvent(topic, message, (type) => this.getHandlerByPattern(type) !== undefined);
    } catch (error) {
      this.log.error({ err: error, topic, offset: message.offset }, 'skipping an event that breaks its contract');
      return undefined;
    }
  }

  async close(): Promise<void> {
    await this.consumer?.disconnect();
  }

  on(): void {
    throw new Error('EventBusServer has no events to listen to');
  }

  unwrap<T>(): T {
    return this.consumer as T;
  }
}

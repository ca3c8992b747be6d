import type { Connection } from 'mongoose';
import type { KafkaGateway } from '../events/kafka-gateway';
import type { OutboxRelay } from '../events/outbox-relay';
import type { Metrics } from './metrics';

/** The outbox: documents whose events are written but not yet published, and how long the oldest has waited. */
export function watchOutbox(metrics: Metrics, relay: OutboxRelay): void {
  metrics.gauge('outbox_backlog_documents', 'Documents whose events are stored but not yet published', [], (gauge) => {
    gauge.set(relay.backlog().documents);
  });
  metrics.gauge('outbox_oldest_event_age_seconds', 'How long the oldest unpublished event has waited (0: none)', [], (gauge) => {
    const { oldestSince } = relay.backlog();
    gauge.set(oldestSince === undefined ? 0 : (Date.now() - oldestSince) / 1000);
  });
}

/** The database connection pool, from the driver's connection-pool events. */
export function watchDatabasePool(metrics: Metrics, connection: Connection): void {
  const client = connection.getClient();
  let open = 0;
  let inUse = 0;
  client.on('connectionCreated', () => (open += 1));
  client.on('connectionClosed', () => (open = Math.max(0, open - 1)));
  client.on('connectionCheckedOut', () => (inUse += 1));
  client.on('connectionCheckedIn', () => (inUse = Math.max(0, inUse - 1)));
  const failures = metrics.counter(
    'db_pool_checkout_failures_total',
    'Database connections asked for and not given (timeout, pool closed)',
  );
  client.on('connectionCheckOutFailed', () => failures.inc());
  metrics.gauge('db_pool_connections', 'Database connections of the pool, by state', ['state'], (gauge) => {
    gauge.set({ state: 'open' }, open);
    gauge.set({ state: 'in_use' }, inUse);
  });
}

/** Event handling: time and outcome per event type, how far behind the events the handlers are, consumer lag. */
export class EventBusMetrics {
  private readonly handling;
  private readonly failures;
  private readonly behind;

  constructor(private readonly metrics: Metrics) {
    this.handling = metrics.histogram('event_handler_duration_seconds', 'Time to handle an event, by type and outcome', [
      'event_type',
      'outcome',
    ]);
    this.failures = metrics.counter('event_handler_failures_total', 'Events whose handler failed (redelivered), by type', ['event_type']);
    // What the read models and other consumers show lags the write that caused it by this much.
    this.behind = metrics.gauge(
      'event_handled_lag_seconds',
      'From an event occurring to its handler finishing, for the last one handled, by type',
      ['event_type'],
    );
  }

  /** Times one event's handling; an error is counted and passed on. */
  async handled<T>(eventType: string, occurredAt: string, handle: () => Promise<T>): Promise<T> {
    const stop = this.handling.startTimer({ event_type: eventType });
    try {
      const result = await handle();
      stop({ outcome: 'handled' });
      this.behind.set({ event_type: eventType }, Math.max(0, (Date.now() - Date.parse(occurredAt)) / 1000));
      return result;
    } catch (error) {
      stop({ outcome: 'failed' });
      this.failures.inc({ event_type: eventType });
      throw error;
    }
  }

  /** Consumer lag of the group, read from Kafka at scrape time. */
  watchLag(gateway: KafkaGateway, groupId: string, topics: readonly string[]): void {
    this.metrics.gauge(
      'kafka_consumer_lag_messages',
      'Messages the consumer group has yet to process, by topic and partition',
      ['group', 'topic', 'partition'],
      async (gauge) => {
        for (const { topic, partition, lag } of await gateway.consumerLag(groupId, topics)) {
          gauge.set({ group: groupId, topic, partition: String(partition) }, lag);
        }
      },
    );
  }
}

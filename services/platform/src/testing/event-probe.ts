import { randomUUID } from 'node:crypto';
import type { EventEnvelope, Topic } from '@docnet/contracts';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { TEST_KAFKA_FETCH_WAIT_MS } from './infra-endpoints';
import { namespacedTopic } from '../events/topic-names';

/** Reads what really went over Kafka on one namespaced topic, from the beginning. */
export class EventProbe {
  readonly events: EventEnvelope[] = [];
  private readonly consumer: Consumer;

  private constructor(kafka: Kafka) {
    this.consumer = kafka.consumer({ groupId: `probe-${randomUUID()}`, sessionTimeout: 6000, heartbeatInterval: 1000, maxWaitTimeInMs: TEST_KAFKA_FETCH_WAIT_MS });
  }

  static async start(brokers: string, namespace: string, topic: Topic): Promise<EventProbe> {
    const kafka = new Kafka({ clientId: 'event-probe', brokers: brokers.split(','), logLevel: logLevel.NOTHING });
    const probe = new EventProbe(kafka);
    await probe.consumer.connect();
    await probe.consumer.subscribe({ topic: namespacedTopic(namespace, topic), fromBeginning: true });
    await probe.consumer.run({
      eachMessage: async ({ message }) => {
        probe.events.push(JSON.parse(message.value?.toString('utf8') ?? 'null') as EventEnvelope);
      },
    });
    return probe;
  }

  ofType(type: string): EventEnvelope[] {
    return this.events.filter((event) => event.type === type);
  }

  stop(): Promise<void> {
    return this.consumer.disconnect();
  }
}

/** Polls until `check` answers a value (not undefined/false), or fails with the description. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  description: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${description}${lastError instanceof Error ? `: ${lastError.message}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

import type Redis from 'ioredis';

/**
 * How long a handled event is remembered: as long as Kafka can deliver it again, which is the topics'
 * retention (the broker default, 7 days, in every deployment of ours).
 */
export const INBOX_MEMORY_SECONDS = 7 * 24 * 60 * 60;

/**
 * The Redis key that records `consumer` handled the event `eventId` (under the deployment's key prefix). Every command
 * names one such key, so on a Redis Cluster the keys spread over the slots by their whole name.
 */
export function inboxKey(keyPrefix: string, consumer: string, eventId: string): string {
  return `${keyPrefix}inbox:${consumer}:${eventId}`;
}

/**
 * Idempotent consumers: a key per (consumer, event) is set after a handler succeeds, and a redelivered
 * event whose key exists is skipped. Handlers still make their effect idempotent (upsert, revision guard),
 * which covers a crash between the effect and this record and a Redis that lost its keys. In Redis rather
 * than the document store: the two writes per event and consumer were a third of the document store's
 * work per member write (ADR 1), and a key is a fact about processing, not about the domain.
 */
export class Inbox {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  async seen(eventId: string, consumer: string): Promise<boolean> {
    return (await this.redis.exists(inboxKey(this.keyPrefix, consumer, eventId))) === 1;
  }

  async record(eventId: string, consumer: string): Promise<void> {
    await this.redis.set(inboxKey(this.keyPrefix, consumer, eventId), '1', 'EX', INBOX_MEMORY_SECONDS);
  }
}

import type { EventEnvelope } from '@docnet/contracts';
import type { Logger } from 'pino';
import { crashPoint } from './fault-points';
import type { KafkaGateway } from './kafka-gateway';
import type { OutboxModel } from './outbox';

interface PendingDocument {
  _id: unknown;
  pendingEvents: EventEnvelope[];
  outboxRevision: number;
}

/**
 * Publishes what the outbox holds: polls the registered collections (and is nudged right after a
 * local write), publishes each document's events in order, then removes exactly those events.
 */
export class OutboxRelay {
  private readonly models: OutboxModel[] = [];
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;

  constructor(
    private readonly gateway: KafkaGateway,
    private readonly logger: Logger,
    private readonly faultPoints: readonly string[] = [],
    private readonly pollMs = 500,
  ) {}

  register(model: OutboxModel): void {
    if (!this.models.includes(model)) this.models.push(model);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Asks for a pass now; called after a write that recorded events. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.drain().then(() => undefined).finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const next = this.again ? 0 : this.pollMs;
        this.again = false;
        this.schedule(next);
      });
    }, delay);
  }

  /** One pass over every collection; errors are logged and the next pass retries. */
  async drain(): Promise<number> {
    let published = 0;
    for (const model of this.models) {
      try {
        const documents = await model
          .find({ outboxPending: true }, { pendingEvents: 1, outboxRevision: 1 })
          .limit(100)
          .lean<PendingDocument[]>();
        for (const document of documents) published += await this.relay(model, document);
      } catch (error) {
        this.logger.warn({ err: error, collection: model.collection.name }, 'outbox relay pass failed');
      }
    }
    return published;
  }

  private async relay(model: OutboxModel, document: PendingDocument): Promise<number> {
    const events = document.pendingEvents ?? [];
    crashPoint('outbox-before-publish', this.faultPoints);
    await this.gateway.publish(events);
    const sent = new Set(events.map((event) => event.id));
    let current: PendingDocument | null = document;
    // Revision-guarded clear: a concurrent write that added events bumps the revision, so re-read and keep them.
    while (current) {
      const remaining = (current.pendingEvents ?? []).filter((event) => !sent.has(event.id));
      const result = await model.updateOne(
        { _id: current._id, outboxRevision: current.outboxRevision },
        { $set: { pendingEvents: remaining, outboxPending: remaining.length > 0 } },
      );
      if (result.matchedCount === 1) break;
      current = await model
        .findOne({ _id: current._id }, { pendingEvents: 1, outboxRevision: 1 })
        .lean<PendingDocument>();
    }
    return events.length;
  }
}

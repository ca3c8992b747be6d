import type { Logger } from 'pino';
import { RepeatingPass } from '../background/repeating-pass';
import { crashPoint } from './fault-points';
import type { KafkaGateway } from './kafka-gateway';
import type { OutboxEntry } from './outbox';

/** A document's outbox as the relay reads it, or as an insert wrote it (`withNewEvents`). */
export interface PendingDocument {
  _id: unknown;
  pendingEvents: OutboxEntry[];
  outboxRevision: number;
}

/** What the relay publishes through: the service's `KafkaGateway`. */
export type OutboxPublisher = Pick<KafkaGateway, 'publish'>;

/** The fields the relay reads of a pending document. */
type PendingProjection = { pendingEvents: 1; outboxRevision: 1 };

/**
 * The relay reads only what a majority of the replica set holds: events of a write that a failover could still roll
 * back are not published (the writes themselves wait for a majority too, `openDatabase`).
 */
const MAJORITY_READ = { readConcern: { level: 'majority' } } as const;
type MajorityRead = typeof MAJORITY_READ;

/**
 * A collection with an outbox (`outboxPlugin`), as the relay uses it: its mongoose model in production. The
 * relay keys collections by this object, so each is registered and nudged as one model.
 */
export interface OutboxCollection {
  readonly collection: { readonly name: string };
  findOne(filter: { _id: unknown }, projection: PendingProjection, options: MajorityRead): { lean(): PromiseLike<PendingDocument | null> };
  find(
    filter: { outboxPending: true },
    projection: PendingProjection,
    options: MajorityRead,
  ): { limit(count: number): { lean(): PromiseLike<PendingDocument[]> } };
  updateOne(
    filter: { _id: unknown; outboxRevision: number },
    update: { $set: { pendingEvents: OutboxEntry[]; outboxPending: boolean } },
  ): PromiseLike<{ matchedCount: number }>;
}

/** A nudged document: its id, and its outbox when the write that nudged knows it. */
interface Target {
  id: unknown;
  written?: PendingDocument;
}

export interface OutboxRelayTiming {
  /** How soon every registered collection is swept again for events a crash left behind. */
  sweepMs: number;
  /** Sweeps that find nothing double the wait from `sweepMs` up to this; one that finds leftovers starts over. */
  idleSweepMaxMs: number;
  /** How soon a failed publish (Kafka down, say) is tried again. */
  retryMs: number;
}

const SWEEP_BATCH = 100;
/**
 * How old a pending event must be for a sweep to take its document as left behind. A younger one is a write in
 * flight, which its own instance's nudge relays in milliseconds: a sweep that relayed it would publish it twice
 * and, counting it as found, keep sweeping every `sweepMs` while writes go on. On FerretDB a sweep decodes every
 * document of each collection (about 1 s per 100,000 contents, 3 s for 300,000 connections), which reads queued
 * behind every 30 s at scale.
 */
const LEFT_BEHIND_AFTER_MS = 10_000;

/**
 * How many documents may be publishing at once. Each document is published on its own, so documents whose
 * partition has no leader (a broker just died) wait for it without holding back the others; the bound keeps a
 * burst of writes (seeding) from opening thousands of reads and sends at once, and is large enough that the
 * documents of a third of the partitions, stalled through a failover, leave room for the rest.
 */
const MAX_IN_FLIGHT = 256;

/** 'failed': some collection could not be swept (tried again after `retryMs`). */
type SweepResult = 'nothing' | 'found' | 'failed';

/**
 * Publishes what the outbox holds. A write that recorded events nudges the relay with its document,
 * which is read by `_id` and published at once (an insert hands over the document it wrote, so it is not
 * read back: one read of the document store less per member write); a sweep over every registered collection (at start,
 * then after `sweepMs`, less and less often while sweeps find nothing left behind) finds what a crash left behind,
 * here or in another instance. The sweep is the expensive part, a query on `outboxPending` per
 * collection, so it is rare: on FerretDB it scans each collection. Between writes the relay sleeps.
 */
export class OutboxRelay {
  private readonly models: OutboxCollection[] = [];
  /** Documents written since the last pass, per collection, keyed by their id's text. */
  private readonly targets = new Map<OutboxCollection, Map<string, Target>>();
  /** When each nudged document still to publish was written (its first nudge): the backlog's size and age. */
  private readonly waitingSince = new Map<string, number>();
  private readonly pass: RepeatingPass;
  private nextSweepAt = 0;
  private sweepWait: number;
  private sweptOnce = false;
  /** Documents being published, keyed like `waitingSince`; a document is never published twice at once. */
  private readonly inFlight = new Map<string, Promise<boolean>>();
  /**
   * While a sweep's read is out: the documents published meanwhile. The read may have seen them before their
   * events were cleared, so the sweep leaves them (a later write nudges them again) instead of publishing twice.
   */
  private publishedDuringSweepRead?: Set<string>;
  /** Documents whose publish failed, nudged again when `retryTimer` fires. */
  private readonly failed: { model: OutboxCollection; id: unknown }[] = [];
  private retryTimer?: NodeJS.Timeout;
  /** The sweep under way, if any; the pass nudged when it ends schedules the next one. */
  private sweeping?: Promise<void>;

  constructor(
    private readonly gateway: OutboxPublisher,
    private readonly logger: Logger,
    private readonly faultPoints: readonly string[] = [],
    private readonly timing: OutboxRelayTiming = { sweepMs: 30_000, idleSweepMaxMs: 300_000, retryMs: 1_000 },
  ) {
    this.sweepWait = timing.sweepMs;
    this.pass = new RepeatingPass({ name: 'outbox relay', everyMs: timing.sweepMs, logger, run: () => this.run() });
  }

  register(model: OutboxCollection): void {
    if (!this.models.includes(model)) this.models.push(model);
  }

  start(): void {
    this.nextSweepAt = 0;
    this.pass.start();
  }

  /** Stops passes and waits for the publishes under way (each bounded by the delivery timeout). */
  async stop(): Promise<void> {
    await this.pass.stop();
    await this.sweeping;
    clearTimeout(this.retryTimer);
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /**
   * Asks for a pass now: for the document a write just gave events (`model` and its `_id`), or,
   * without one, a sweep of every collection (after writing many documents, as seeding does).
   */
  nudge(model?: OutboxCollection, id?: unknown): void {
    if (model === undefined) {
      this.nextSweepAt = 0;
      this.sweepWait = this.timing.sweepMs;
    } else this.target(model, id);
    this.pass.nudge();
  }

  /**
   * For a document just inserted with `withNewEvents`: its events are published as written, without reading
   * it back. A later write that adds events bumps the revision, so the guarded clear re-reads and keeps them.
   */
  nudgeInserted(model: OutboxCollection, document: PendingDocument): void {
    this.target(model, document._id, document);
    this.pass.nudge();
  }

  /** The documents written but not yet published, and since when the oldest waits (undefined: none). */
  backlog(): { documents: number; oldestSince: number | undefined } {
    let oldestSince: number | undefined;
    for (const since of this.waitingSince.values()) oldestSince = Math.min(oldestSince ?? since, since);
    return { documents: this.waitingSince.size, oldestSince };
  }

  /** A nudge without the written outbox replaces one with it: the document changed since, so it is read. */
  private target(model: OutboxCollection, id: unknown, written?: PendingDocument): void {
    const ids = this.targets.get(model) ?? new Map<string, Target>();
    ids.set(String(id), { id, written });
    this.targets.set(model, ids);
    const key = waitingKey(model, id);
    if (!this.waitingSince.has(key)) this.waitingSince.set(key, Date.now());
  }

  /**
   * Starts publishing the nudged documents (those already publishing, and any beyond MAX_IN_FLIGHT, stay nudged for
   * the pass their turn brings), and a sweep when one is due; returns the wait until the next sweep.
   */
  private async run(): Promise<number> {
    for (const [model, ids] of this.targets) {
      for (const [text, target] of ids) {
        if (this.inFlight.size >= MAX_IN_FLIGHT) break;
        if (this.inFlight.has(waitingKey(model, target.id))) continue;
        ids.delete(text);
        void this.publishDocument(model, target);
      }
      if (ids.size === 0) this.targets.delete(model);
    }
    if (!this.sweeping && Date.now() >= this.nextSweepAt) {
      // On its own, like the documents: a sweep waiting for a partition without a leader holds back no nudge.
      this.sweeping = this.sweep().then((result) => {
        this.nextSweepAt = Date.now() + this.waitAfterSweep(result);
        this.sweeping = undefined;
        this.pass.nudge();
      });
      return this.timing.idleSweepMaxMs;
    }
    return this.sweeping ? this.timing.idleSweepMaxMs : Math.max(0, this.nextSweepAt - Date.now());
  }

  /**
   * Publishes one document on its own; resolves whether it was published. A failure nudges the document again and
   * asks for a pass after `retryMs`; the end of any publish asks for one at once when documents wait their turn.
   */
  private publishDocument(model: OutboxCollection, { id, written }: Target): Promise<boolean> {
    const key = waitingKey(model, id);
    const task = (async () => {
      try {
        const document = written ?? (await model.findOne({ _id: id }, { pendingEvents: 1, outboxRevision: 1 }, MAJORITY_READ).lean());
        if (document?.pendingEvents?.length) await this.relay(model, document);
        this.publishedDuringSweepRead?.add(key);
        if (!this.targets.get(model)?.has(String(id))) this.waitingSince.delete(key);
        return true;
      } catch (error) {
        this.logger.warn({ err: error, collection: model.collection.name }, 'outbox relay failed; retrying');
        this.retryLater(model, id);
        return false;
      } finally {
        this.inFlight.delete(key);
        if (this.targets.size > 0) this.pass.nudge();
      }
    })();
    this.inFlight.set(key, task);
    return task;
  }

  /** Nudges a document that failed again after `retryMs` (with the others that failed meanwhile), not at once. */
  private retryLater(model: OutboxCollection, id: unknown): void {
    this.failed.push({ model, id });
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      for (const failed of this.failed.splice(0)) this.target(failed.model, failed.id);
      this.pass.nudge();
    }, this.timing.retryMs);
    this.retryTimer.unref();
  }

  private waitAfterSweep(result: SweepResult): number {
    if (result === 'failed') return this.timing.retryMs;
    if (result === 'found') {
      this.sweepWait = this.timing.sweepMs;
      return this.sweepWait;
    }
    const wait = this.sweepWait;
    this.sweepWait = Math.min(wait * 2, this.timing.idleSweepMaxMs);
    return wait;
  }

  /** Every collection's pending documents, batch after batch. */
  private async sweep(): Promise<SweepResult> {
    let result: SweepResult = 'nothing';
    for (const model of this.models) {
      try {
        for (;;) {
          const publishedMeanwhile = new Set<string>();
          this.publishedDuringSweepRead = publishedMeanwhile;
          let documents: PendingDocument[];
          try {
            documents = await model
              .find({ outboxPending: true }, { pendingEvents: 1, outboxRevision: 1 }, MAJORITY_READ)
              .limit(SWEEP_BATCH)
              .lean();
          } finally {
            this.publishedDuringSweepRead = undefined;
          }
          // The first sweep (at start) takes everything: this instance has no write in flight yet, and what a crashed
          // incarnation left a moment ago is to be relayed now.
          const leftBehind = this.sweptOnce ? documents.filter(isLeftBehind) : documents;
          // Side by side, so one partition without a leader holds back only its own documents.
          const started = leftBehind.filter((document) => {
            const key = waitingKey(model, document._id);
            return !this.inFlight.has(key) && !publishedMeanwhile.has(key);
          });
          const published = await Promise.all(
            started.map((document) => this.publishDocument(model, { id: document._id, written: document })),
          );
          if (leftBehind.length > 0 && result === 'nothing') result = 'found';
          // What failed stays pending and is tried again after `retryMs`, not read again now.
          if (published.includes(false)) {
            result = 'failed';
            break;
          }
          // Writes in flight stay where they are: a batch of only those would be read again and again.
          if (documents.length < SWEEP_BATCH || started.length === 0) break;
        }
      } catch (error) {
        result = 'failed';
        this.logger.warn({ err: error, collection: model.collection.name }, 'outbox relay pass failed');
      }
    }
    if (result !== 'failed') this.sweptOnce = true;
    return result;
  }

  private async relay(model: OutboxCollection, document: PendingDocument): Promise<void> {
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
        .findOne({ _id: current._id }, { pendingEvents: 1, outboxRevision: 1 }, MAJORITY_READ)
        .lean();
    }
  }
}

const waitingKey = (model: OutboxCollection, id: unknown) => `${model.collection.name}/${String(id)}`;

/** Whether a pending document's oldest event is old enough to be left behind by a crash (LEFT_BEHIND_AFTER_MS). */
function isLeftBehind(document: PendingDocument): boolean {
  const times = (document.pendingEvents ?? []).map((event) => Date.parse(event.occurredAt));
  // No event, or one without a readable time, is taken as left behind: relaying twice is harmless, never relaying is not.
  return times.length === 0 || !(Math.min(...times) > Date.now() - LEFT_BEHIND_AFTER_MS);
}

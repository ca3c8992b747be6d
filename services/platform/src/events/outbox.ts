import type { EventEnvelope } from '@docnet/contracts';
import { Schema, type UpdateQuery } from 'mongoose';
import { currentTraceparent } from '../tracing/tracing';

/**
 * Transactional outbox without multi-document transactions (FerretDB has none): the events a change
 * produces are stored in the same document, in the same single-document write, as the change itself.
 * `OutboxRelay` publishes them and then clears them with a revision-guarded `$set`, so a crash at any
 * point leaves either the change with its pending events or nothing. A crash after the publish and
 * before the clear publishes again; consumers deduplicate on the event id.
 */
export interface OutboxFields {
  pendingEvents: OutboxEntry[];
  outboxPending: boolean;
  outboxRevision: number;
}

export function outboxPlugin(schema: Schema): void {
  schema.add({
    pendingEvents: { type: [Schema.Types.Mixed], default: [] },
    outboxPending: { type: Boolean, default: false },
    outboxRevision: { type: Number, default: 0 },
  });
  schema.index({ outboxPending: 1 });
}

/**
 * An event waiting in the outbox, with the trace context of the write that recorded it: the relay publishes it
 * later, outside that request, and sends the context as the message's `traceparent` header (not in the
 * envelope, whose schema consumers hold to).
 */
export type OutboxEntry = EventEnvelope & { traceparent?: string };

function entriesOf(events: readonly EventEnvelope[]): OutboxEntry[] {
  const traceparent = currentTraceparent();
  return traceparent ? events.map((event) => ({ ...event, traceparent })) : [...events];
}

/** Fields to put in a new document so that its creation events are relayed. */
export function withNewEvents(events: readonly EventEnvelope[]): OutboxFields {
  return { pendingEvents: entriesOf(events), outboxPending: events.length > 0, outboxRevision: 1 };
}

/** Extends an update so the events are recorded by the same write. */
export function withEvents<T>(update: UpdateQuery<T>, events: readonly EventEnvelope[]): UpdateQuery<T> {
  const merged: Record<string, any> = { ...update };
  merged.$push = { ...(merged.$push ?? {}), pendingEvents: { $each: entriesOf(events) } };
  merged.$set = { ...(merged.$set ?? {}), outboxPending: true };
  merged.$inc = { ...(merged.$inc ?? {}), outboxRevision: 1 };
  return merged as UpdateQuery<T>;
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const CORRELATION_HEADER = 'x-correlation-id';

export interface CorrelationContext {
  correlationId: string;
  /** Id of the event being handled, when the work was caused by one. */
  causationId?: string;
}

const storage = new AsyncLocalStorage<CorrelationContext>();

/** Runs `work` with the given correlation, so logs, service calls and new events carry it. */
export function runWithCorrelation<T>(context: CorrelationContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentCorrelation(): CorrelationContext | undefined {
  return storage.getStore();
}

/** The current correlation id, or a fresh one for work that started outside any request or event. */
export function correlationId(): string {
  return storage.getStore()?.correlationId ?? randomUUID();
}

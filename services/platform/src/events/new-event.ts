import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventEnvelope } from '@docnet/contracts';
import { correlationId, currentCorrelation } from '../logging/correlation';

/**
 * Builds the envelope of a domain fact. The data is validated against the contract here, before it
 * is stored in the outbox, so an invalid event is a bug found at the write, not downstream.
 */
export function newEvent<TType extends string, TData extends object>(
  definition: EventDefinition<TType, TData>,
  producer: string,
  aggregateId: string | number,
  data: TData,
): EventEnvelope<TType, TData> {
  const causation = currentCorrelation()?.causationId;
  return {
    id: randomUUID(),
    type: definition.type,
    version: definition.version,
    occurredAt: new Date().toISOString(),
    producer,
    correlationId: correlationId(),
    ...(causation ? { causationId: causation } : {}),
    aggregateId: String(aggregateId),
    data: definition.schema.validateSync(data, { stripUnknown: true }) as TData,
  };
}

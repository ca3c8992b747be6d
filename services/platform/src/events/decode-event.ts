import { envelopeSchema, findEventDefinition, type EventEnvelope } from '@docnet/contracts';
import type { KafkaMessage } from 'kafkajs';

/**
 * The event a Kafka message carries, validated against the contracts (`topic` without namespace).
 * Undefined for a type or version this code does not know, and for a type the reader does not `handle`
 * (left unvalidated: a topic carries many types, and validating each one a reader skips cost consumers more
 * than the ones they apply); throws when the message breaks its contract.
 */
export function decodeEvent(topic: string, message: KafkaMessage, handles?: (type: string) => boolean): EventEnvelope | undefined {
  const raw = JSON.parse(message.value?.toString('utf8') ?? '') as unknown;
  const type = (raw as { type?: unknown } | null)?.type;
  if (handles && typeof type === 'string' && !handles(type)) return undefined;
  const envelope = envelopeSchema.validateSync(raw) as EventEnvelope;
  const definition = findEventDefinition(envelope.type, envelope.version);
  if (!definition) return undefined;
  if (definition.topic !== topic) throw new Error(`${envelope.type} does not travel on ${topic}`);
  return { ...envelope, data: definition.schema.validateSync(envelope.data) };
}

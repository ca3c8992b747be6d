import { envelopeSchema, findEventDefinition, type EventEnvelope } from '@docnet/contracts';
import type { KafkaMessage } from 'kafkajs';

/**
 * The event a Kafka message carries, validated against the contracts (`topic` without namespace).
 * Undefined for a type or version this code does not know; throws when the message breaks its contract.
 */
export function decodeEvent(topic: string, message: KafkaMessage): EventEnvelope | undefined {
  const raw = JSON.parse(message.value?.toString('utf8') ?? '') as unknown;
  const envelope = envelopeSchema.validateSync(raw) as EventEnvelope;
  const definition = findEventDefinition(envelope.type, envelope.version);
  if (!definition) return undefined;
  if (definition.topic !== topic) throw new Error(`${envelope.type} does not travel on ${topic}`);
  return { ...envelope, data: definition.schema.validateSync(envelope.data) };
}

import * as yup from 'yup';

/**
 * The envelope every domain event travels in. Keyed in Kafka by `aggregateId` so that
 * one aggregate's events stay ordered. A breaking change of `data` is a new `version`, never an edit.
 */
export interface EventEnvelope<TType extends string = string, TData = unknown> {
  /** Unique id (uuid v4); consumers deduplicate on it. */
  id: string;
  /** `<context>.<aggregate>.<past-verb>`, e.g. `identity.user.registered`. */
  type: TType;
  /** Version of the `data` schema. */
  version: number;
  /** ISO-8601 instant at which the fact happened. */
  occurredAt: string;
  /** Name of the service that produced the event. */
  producer: string;
  /** Correlation id of the request that caused the event, carried end to end. */
  correlationId: string;
  /** Id of the event that caused this one, when an event handler produced it. */
  causationId?: string;
  /** Id of the aggregate the event is about; the Kafka message key. */
  aggregateId: string;
  data: TData;
}

export const envelopeSchema = yup
  .object({
    id: yup.string().uuid().required(),
    type: yup.string().required(),
    version: yup.number().integer().min(1).required(),
    occurredAt: yup.string().datetime().required(),
    producer: yup.string().required(),
    correlationId: yup.string().required(),
    causationId: yup.string().optional(),
    aggregateId: yup.string().required(),
    data: yup.mixed().required(),
  })
  .noUnknown();

import type * as yup from 'yup';
import type { EventEnvelope } from '../envelope';
import type { Topic } from '../topics';

/** Describes one event type at one version: where it travels and what its data looks like. */
export interface EventDefinition<TType extends string, TData extends object> {
  type: TType;
  version: number;
  topic: Topic;
  schema: yup.ObjectSchema<TData>;
}

export function defineEvent<TType extends string, TData extends object>(
  definition: EventDefinition<TType, TData>,
): EventDefinition<TType, TData> {
  return definition;
}

/** The envelope type of a defined event. */
export type EventOf<D> = D extends EventDefinition<infer T, infer Data> ? EventEnvelope<T, Data> : never;
/** The data type of a defined event. */
export type DataOf<D> = D extends EventDefinition<string, infer Data> ? Data : never;

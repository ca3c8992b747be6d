import type { FactoryProvider } from '@nestjs/common';
import type { Connection, Model, Schema } from 'mongoose';
import { OutboxRelay } from '../events/outbox-relay';
import { MONGO_CONNECTION } from '../tokens';
import { ensureIndexes } from './mongo-connection';

/** The models of this service, so indexes exist before the first request and outboxes are relayed. */
export class ModelRegistry {
  private readonly models: Model<any>[] = [];

  add(model: Model<any>): void {
    this.models.push(model);
  }

  ensureIndexes(): Promise<void> {
    return ensureIndexes(this.models);
  }
}

/**
 * A provider for one mongoose model of this service's database. With `outbox: true` the collection's
 * pending events are published by the relay (the schema must use `outboxPlugin`).
 */
export function modelProvider(
  token: string | symbol,
  name: string,
  schema: Schema,
  collection: string,
  options: { outbox?: boolean } = {},
): FactoryProvider {
  return {
    provide: token,
    inject: [MONGO_CONNECTION, ModelRegistry, OutboxRelay],
    useFactory: (connection: Connection, registry: ModelRegistry, relay: OutboxRelay) => {
      const model = connection.model(name, schema, collection);
      registry.add(model);
      if (options.outbox) relay.register(model);
      return model;
    },
  };
}

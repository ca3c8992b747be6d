import mongoose, { type Connection, type Model, type Schema } from 'mongoose';
import './mongodb-idle-fix';
import { queryTimeLimitPlugin } from './query-time-limit';

/**
 * Opens this service's own database. Indexes are created explicitly at start (see `ensureIndexes`)
 * rather than by mongoose's background autoIndex, so a unique rule is in force before the first request.
 * Every write is acknowledged by a majority of the replica set: a write a failover could roll back would leave its
 * outbox events published (or an answer given) for a change that is no longer stored. MongoDB's implicit default is
 * the same on most replica sets but not all (an arbiter makes it 1), so it is named here, where a URL's `w` cannot
 * lower it.
 */
export async function openDatabase(url: string, dbName: string): Promise<Connection> {
  const connection = mongoose.createConnection(url, {
    dbName,
    autoIndex: false,
    autoCreate: true,
    serverSelectionTimeoutMS: 5000,
    maxPoolSize: 20,
    writeConcern: { w: 'majority' },
  });
  connection.plugin(queryTimeLimitPlugin);
  await connection.asPromise();
  return connection;
}

/**
 * Creates each model's declared indexes, first dropping the unique indexes its schema no longer declares as they
 * are (one made non-unique, one whose fields changed): a unique rule moved elsewhere must stop refusing writes, and a
 * unique index not prefixed by its collection's shard key keeps the collection from being sharded (ADR 7). Non-unique
 * indexes nobody declares are left alone (an operator's, the shard key's).
 */
export async function ensureIndexes(models: Iterable<Model<any>>): Promise<void> {
  for (const model of models) {
    await dropRetiredUniqueIndexes(model);
    await model.createIndexes();
  }
}

const NAMESPACE_NOT_FOUND = 26;
const INDEX_NOT_FOUND = 27;

async function dropRetiredUniqueIndexes(model: Model<any>): Promise<void> {
  const declared = model.schema
    .indexes()
    .filter(([, options]) => options?.unique === true)
    .map(([fields]) => JSON.stringify(fields));
  const existing = await model.collection
    .listIndexes()
    .toArray()
    .catch((error: { code?: unknown }) => {
      // A collection not created yet has no index to drop.
      if (error.code === NAMESPACE_NOT_FOUND) return [];
      throw error;
    });
  for (const index of existing) {
    if (index.name === '_id_' || index.unique !== true || declared.includes(JSON.stringify(index.key))) continue;
    await model.collection.dropIndex(index.name as string).catch((error: { code?: unknown }) => {
      // Another replica starting at the same time dropped it first.
      if (error.code !== INDEX_NOT_FOUND) throw error;
    });
  }
}

/** Common schema options: ISO timestamps, no `__v`, ids exposed as plain fields by the mappers. */
export const schemaOptions = { versionKey: false, timestamps: true } as const;

export type { Connection, Model, Schema };

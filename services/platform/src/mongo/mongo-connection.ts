import mongoose, { type Connection, type Model, type Schema } from 'mongoose';
import './mongodb-idle-fix';
import { queryTimeLimitPlugin } from './query-time-limit';

/**
 * Opens this service's own database. Indexes are created explicitly at start (see `ensureIndexes`)
 * rather than by mongoose's background autoIndex, so a unique rule is in force before the first request.
 */
export async function openDatabase(url: string, dbName: string): Promise<Connection> {
  const connection = mongoose.createConnection(url, {
    dbName,
    autoIndex: false,
    autoCreate: true,
    serverSelectionTimeoutMS: 5000,
    maxPoolSize: 20,
  });
  connection.plugin(queryTimeLimitPlugin);
  await connection.asPromise();
  return connection;
}

export async function ensureIndexes(models: Iterable<Model<any>>): Promise<void> {
  for (const model of models) await model.createIndexes();
}

/** Common schema options: ISO timestamps, no `__v`, ids exposed as plain fields by the mappers. */
export const schemaOptions = { versionKey: false, timestamps: true } as const;

export type { Connection, Model, Schema };

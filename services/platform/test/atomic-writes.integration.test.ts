import mongoose, { type Connection } from 'mongoose';
import { SequenceGenerator } from '../src';
import { testInfra, uniqueNamespace } from '../src/testing';

/**
 * The platform relies on MongoDB's single-document atomicity (counters, the outbox's guarded clear).
 * FerretDB v1 lacks it on its own; infra's runner restores it. These tests hold any server to it.
 */
describe('single-document writes on the MongoDB-wire server are atomic', () => {
  let connection: Connection;

  beforeAll(async () => {
    connection = await mongoose.createConnection(testInfra().mongoUrl, { dbName: `${uniqueNamespace()}_platform`, maxPoolSize: 30 }).asPromise();
  });

  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  it('hands out every sequence number once under concurrent calls, from the first call on', async () => {
    const sequences = new SequenceGenerator(connection);
    const ids = await Promise.all(Array.from({ length: 40 }, () => sequences.next('members')));
    expect(new Set(ids).size).toBe(40);
    expect(Math.max(...ids)).toBe(40);
  });

  it('loses no concurrent $inc on one document', async () => {
    const counters = connection.collection<{ _id: string; value: number }>('likes');
    await counters.insertOne({ _id: 'content-1', value: 0 });
    await Promise.all(Array.from({ length: 60 }, () => counters.updateOne({ _id: 'content-1' }, { $inc: { value: 1 } })));
    expect((await counters.findOne({ _id: 'content-1' }))?.value).toBe(60);
  });
});

import mongoose, { Schema, type Connection } from 'mongoose';
import { isDuplicateKey } from '../src/mongo/duplicate-key';
import { ensureIndexes } from '../src/mongo/mongo-connection';
import { testInfra, uniqueNamespace } from '../src/testing';

interface Mark {
  _id: number;
  memberId: number;
  email: string;
  key: string;
}

/**
 * A unique rule a schema gives up or moves (made non-unique, or prefixed by the member so the collection can be
 * sharded by member) stops refusing writes at the next start, on the real MongoDB-wire server; the indexes nobody
 * declares that are not unique stay, and replicas starting together do it once without failing.
 */
describe('unique indexes a schema no longer declares', () => {
  let connection: Connection;

  beforeAll(async () => {
    connection = await mongoose.createConnection(testInfra().mongoUrl, { dbName: `${uniqueNamespace()}_platform_indexes` }).asPromise();
  });

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  const fields = { _id: Number, memberId: Number, email: String, key: String };
  const refusal = (write: () => Promise<unknown>) => write().then(() => undefined, (error: unknown) => error);

  it('drops a unique index made non-unique or moved, keeps the rest, and enforces the new rule', async () => {
    const before = new Schema<Mark>(fields);
    before.index({ email: 1 }, { unique: true });
    before.index({ key: 1 }, { unique: true });
    const old = connection.model<Mark>('MarkBefore', before, 'marks');
    await ensureIndexes([old]);
    await connection.collection('marks').createIndex({ memberId: 1 }, { name: 'operators_own' });
    await old.create({ _id: 1, memberId: 7, email: 'zoë@clinic.example', key: 'event-1:7' });

    const after = new Schema<Mark>(fields);
    after.index({ email: 1 });
    after.index({ memberId: 1, key: 1 }, { unique: true });
    const current = connection.model<Mark>('MarkAfter', after, 'marks');
    // Two replicas of the service starting at once.
    await Promise.all([ensureIndexes([current]), ensureIndexes([current])]);

    const indexes = await connection.collection('marks').indexes();
    const byName = new Map(indexes.map((index) => [index.name, index]));
    expect(byName.get('email_1')?.unique).toBeUndefined();
    expect(byName.has('key_1')).toBe(false);
    expect(byName.get('memberId_1_key_1')?.unique).toBe(true);
    expect(byName.has('operators_own')).toBe(true);

    await current.create({ _id: 2, memberId: 8, email: 'zoë@clinic.example', key: 'event-1:7' });
    const twice = await refusal(() => current.create({ _id: 3, memberId: 7, email: 'other@clinic.example', key: 'event-1:7' }));
    expect(isDuplicateKey(twice)).toBe(true);
  });

  it('starts on a collection not created yet', async () => {
    const schema = new Schema<Mark>(fields);
    schema.index({ memberId: 1, key: 1 }, { unique: true });
    const fresh = connection.model<Mark>('Fresh', schema, `fresh_${uniqueNamespace()}`);
    await ensureIndexes([fresh]);
    expect((await fresh.collection.indexes()).map((index) => index.name)).toContain('memberId_1_key_1');
  });
});

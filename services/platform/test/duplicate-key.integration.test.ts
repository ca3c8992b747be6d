import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import { insertOnce, isDuplicateKey, onlyDuplicateKeys } from '../src/mongo/duplicate-key';
import { testInfra, uniqueNamespace } from '../src/testing';

/**
 * The one test of "a unique index refused this write", against the real MongoDB-wire server: an insert, an
 * update (FerretDB's SQLite backend answers some of these with its own message) and a bulk insert; and inserting once.
 */
describe('duplicate keys on the MongoDB-wire server', () => {
  let connection: Connection;
  let accounts: Model<{ _id: number; email: string }>;

  beforeAll(async () => {
    connection = await mongoose.createConnection(testInfra().mongoUrl, { dbName: `${uniqueNamespace()}_platform_duplicates` }).asPromise();
    accounts = connection.model('Account', new Schema<{ _id: number; email: string }>({ _id: Number, email: { type: String, unique: true, required: true } }));
    await accounts.createIndexes();
    await accounts.create([{ _id: 1, email: 'a@clinic.example' }, { _id: 2, email: 'b@clinic.example' }]);
  });

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  const refusal = (write: () => Promise<unknown>) => write().then(() => undefined, (error: unknown) => error);

  it('recognises an insert, an update and a bulk insert refused by the unique index', async () => {
    const insert = await refusal(() => accounts.create({ _id: 3, email: 'a@clinic.example' }));
    const update = await refusal(() => accounts.updateOne({ _id: 2 }, { $set: { email: 'a@clinic.example' } }));
    const sameId = await refusal(() => accounts.create({ _id: 1, email: 'c@clinic.example' }));
    const bulk = await refusal(() =>
      accounts.insertMany(
        [
          { _id: 1, email: 'x@clinic.example' },
          { _id: 2, email: 'y@clinic.example' },
        ],
        { ordered: false },
      ),
    );
    for (const error of [insert, update, sameId]) expect(isDuplicateKey(error)).toBe(true);
    expect(onlyDuplicateKeys(bulk)).toBe(true);
  });

  it('does not take another failure for a duplicate', async () => {
    const invalid = await refusal(() => accounts.create({ _id: 4 }));
    expect(invalid).toBeDefined();
    expect(isDuplicateKey(invalid)).toBe(false);
    expect(onlyDuplicateKeys(invalid)).toBe(false);
    expect(isDuplicateKey(new Error('connection reset'))).toBe(false);
    expect(isDuplicateKey(undefined)).toBe(false);
  });

  it('inserts once: the first insert of a key stores it, a repeated one changes nothing, another failure is thrown', async () => {
    const record = { _id: 5, email: 'Dr. Zoë Ødegård <zoe.odegard@klinik.example>' };
    expect(await insertOnce(() => accounts.create(record))).toBe(true);
    expect(await insertOnce(() => accounts.create({ _id: 5, email: 'other@clinic.example' }))).toBe(false);
    expect(await insertOnce(() => accounts.create({ _id: 6, email: record.email }))).toBe(false);
    expect(await accounts.findById(5).lean()).toEqual({ ...record, __v: 0 });
    expect(await accounts.countDocuments({ _id: 6 })).toBe(0);
    await expect(insertOnce(() => accounts.create({ _id: 7 }))).rejects.toThrow(/email/);
  });
});

import { Double, Long, MongoClient, ObjectId, type Collection, type Filter } from 'mongodb';
import { escapeRegex } from '../src/mongo/regex';
import { testInfra, uniqueNamespace } from '../src/testing';

interface Item {
  _id: number | string;
  [field: string]: unknown;
}

/**
 * infra's FerretDB build narrows queries in SQL (infra/ferretdb/patches) so that indexes are used;
 * that must never change an answer. These cases hold any MongoDB-wire server to MongoDB's matching
 * rules where a pre-filter could go wrong: arrays, null and missing fields, numeric types, escaping.
 */
describe('queries on the MongoDB-wire server match as MongoDB does', () => {
  const tricky = 'a<b>&"q"\\ \n é \u2028 😀';
  const objectId = new ObjectId();
  const date = new Date(1_700_000_000_123);
  let client: MongoClient;
  let dbName: string;
  let items: Collection<Item>;
  let texts: Collection<Item>;

  beforeAll(async () => {
    client = await new MongoClient(testInfra().mongoUrl).connect();
    dbName = `${uniqueNamespace()}_platform_queries`;
    items = client.db(dbName).collection<Item>('items');
    await items.createIndex({ n: 1 });
    await items.createIndex({ tags: 1 });
    await items.insertMany([
      { _id: 1, s: tricky, n: 5, tags: ['x', 5], none: null, flag: true, at: date, ref: objectId },
      { _id: 2, s: 'plain', n: new Double(5), tags: [] },
      { _id: 3, n: Long.fromNumber(5), tags: [null, 'y'] },
      { _id: 'four', n: 6, tags: 'x', flag: false },
      { _id: 5, n: new Double(-0), s: 'x' },
    ]);
    // What doctor search looks in: lower-cased names, specialties and affiliations.
    texts = client.db(dbName).collection<Item>('texts');
    await texts.insertMany([
      { _id: 1, name: 'dr. sarah chen', specs: ['oral surgeon', 'ortho'] },
      { _id: 2, name: 'Dr. SARAH', specs: 'periodontist' },
      { _id: 3, name: 'a.b (regex) smith/jones-lee', specs: [] },
      { _id: 4, name: 42, specs: ['x"y', 'café', 'a_b', '100%'] },
      { _id: 5, name: ['sarah', 'other'], specs: { nested: 'surgeon' } },
    ]);
  });

  afterAll(async () => {
    await client?.db(dbName).dropDatabase();
    await client?.close();
  });

  const sorted = (values: unknown[]): unknown[] =>
    [...values].sort((a, b) => String(a).localeCompare(String(b)));

  async function ids(filter: Filter<Item>): Promise<unknown[]> {
    return sorted(
      (await items.find(filter, { projection: { _id: 1 } }).toArray()).map((item) => item._id as unknown),
    );
  }

  it.each<[string, Filter<Item>, unknown[]]>([
    ['a string with quotes, escapes and non-ASCII', { s: tricky }, [1]],
    ['one number across int, double and long', { n: 5 }, [1, 2, 3]],
    ['zero and negative zero', { n: 0 }, [5]],
    ['an array element or a scalar', { tags: 'x' }, [1, 'four']],
    ['a number inside an array', { tags: 5 }, [1]],
    ['null: missing, null, or an array holding null', { tags: null }, [3, 5]],
    ['null on a field only one document has', { none: null }, [1, 2, 3, 'four', 5]],
    ['a boolean', { flag: false }, ['four']],
    ['a date', { at: date }, [1]],
    ['an ObjectId', { ref: objectId }, [1]],
    ['$eq', { s: { $eq: 'plain' } }, [2]],
    ['$in over numbers and null', { n: { $in: [6, null] } }, ['four']],
    ['$in over _id of mixed types', { _id: { $in: [1, 'four', 99] } }, [1, 'four']],
    ['_id with another condition', { _id: 1, n: 5 }, [1]],
    ['_id with a condition that fails', { _id: 1, n: 6 }, []],
    ['a string _id', { _id: 'four' }, ['four']],
    ['$or of equalities on two fields', { $or: [{ n: 6 }, { s: 'plain' }] }, [2, 'four']],
    [
      '$or with a branch the pre-filter does not understand',
      { $or: [{ n: 6 }, { s: { $regex: '^pl' } }] },
      [2, 'four'],
    ],
    ['$or with null and an array', { $or: [{ tags: null }, { flag: true }] }, [1, 3, 5]],
    ['$and of equalities', { $and: [{ n: 5 }, { tags: 'x' }] }, [1]],
    [
      'a condition the pre-filter does not understand, beside one it does',
      { n: 5, s: { $regex: '^pl' } },
      [2],
    ],
  ])('%s', async (_name, filter, expected) => {
    expect(await ids(filter)).toEqual(sorted(expected));
  });

  it.each<[string, Filter<Item>, number[]]>([
    ['text in a string or an array element, case-sensitive', { name: { $regex: 'sarah' } }, [1, 5]],
    ['text in any case', { name: { $regex: 'sarah', $options: 'i' } }, [1, 2, 5]],
    ['text as a BSON regular expression, any case', { name: /sarah/i }, [1, 2, 5]],
    ['text in an array element, never in a nested document', { specs: { $regex: 'surgeon' } }, [1]],
    ['text across two array elements', { specs: { $regex: 'surgeon,ortho' } }, []],
    [
      'escaped metacharacters, a slash and a dash',
      { name: { $regex: escapeRegex('a.b (regex) smith/jones-lee') } },
      [3],
    ],
    ['text that only a number holds', { name: { $regex: '42' } }, []],
    ['quotes and non-ASCII', { $or: [{ specs: { $regex: 'x"y' } }, { specs: { $regex: 'café' } }] }, [4]],
    ['LIKE wildcards as text', { $or: [{ specs: { $regex: 'a_b' } }, { specs: { $regex: '100%' } }] }, [4]],
    ['a LIKE wildcard never matches as one', { specs: { $regex: 'a%b' } }, []],
    ['an anchored pattern', { name: { $regex: '^dr' } }, [1]],
    [
      'the shape of doctor search',
      {
        _id: { $in: [1, 2, 3, 4] },
        $and: [{ $or: [{ name: { $regex: 'ortho' } }, { specs: { $regex: 'ortho' } }] }],
      },
      [1],
    ],
  ])('%s', async (_name, filter, expected) => {
    const found = (await texts.find(filter, { projection: { _id: 1 } }).toArray()).map(
      (text) => text._id as number,
    );
    expect(found.sort((a, b) => a - b)).toEqual(expected);
  });

  it('answers an update command of many statements (FerretDB used to hang from 100 on)', async () => {
    const counters = client.db(dbName).collection<{ _id: number; seen: number }>('counters');
    await counters.insertMany(Array.from({ length: 150 }, (_, index) => ({ _id: index + 1, seen: 0 })));
    const updates = Array.from({ length: 150 }, (_, index) => ({
      updateOne: { filter: { _id: index + 1 }, update: { $inc: { seen: 1 } } },
    }));
    expect((await counters.bulkWrite(updates, { ordered: false })).modifiedCount).toBe(150);
    expect(await counters.countDocuments({ seen: 1 })).toBe(150);
  });

  it('counts, updates and deletes by the same rules', async () => {
    expect(await items.countDocuments({ n: 5 })).toBe(3);
    expect((await items.updateOne({ _id: 2, n: 5 }, { $set: { seen: true } })).matchedCount).toBe(1);
    expect((await items.updateOne({ _id: 2, n: 6 }, { $set: { seen: false } })).matchedCount).toBe(0);
    expect((await items.deleteMany({ tags: 'x', flag: false })).deletedCount).toBe(1);
    expect(await ids({})).toEqual(sorted([1, 2, 3, 5]));
  });
});

import mongoose, { type Connection } from 'mongoose';
import { SequenceGenerator } from '../src/mongo/counters';
import { testInfra, uniqueNamespace } from '../src/testing';

/** Numeric ids from the counters collection on the real MongoDB-wire server, one by one and from blocks. */
describe('sequences', () => {
  let connection: Connection;

  beforeAll(async () => {
    connection = await mongoose
      .createConnection(testInfra().mongoUrl, { dbName: `${uniqueNamespace()}_platform_sequences` })
      .asPromise();
  });

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it('hands out ids one by one in the order of the calls', async () => {
    const sequences = new SequenceGenerator(connection);
    const ids = [];
    for (let index = 0; index < 5; index += 1) ids.push(await sequences.next('accounts'));
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(await sequences.current('accounts')).toBe(5);
  });

  it('hands out unique ids from blocks, to concurrent callers and to two replicas, with one counter write per block', async () => {
    // Two generators on two connections: two replicas of a service, each with its own blocks.
    const other = await mongoose
      .createConnection(testInfra().mongoUrl, { dbName: connection.name })
      .asPromise();
    try {
      const first = new SequenceGenerator(connection);
      const second = new SequenceGenerator(other);
      const ids = await Promise.all(
        Array.from({ length: 120 }, (_, index) => (index % 2 ? first : second).nextFromBlock('comments')),
      );
      expect(new Set(ids).size).toBe(120);
      expect(Math.min(...ids)).toBeGreaterThanOrEqual(1);
      // 60 ids each from blocks of 50: two blocks per replica, four counter writes in all.
      expect(await first.current('comments')).toBe(200);
      // Within one replica the ids keep the order of its calls.
      const mine = [];
      for (let index = 0; index < 3; index += 1) mine.push(await first.nextFromBlock('comments'));
      expect(mine).toEqual([...mine].sort((a, b) => a - b));
    } finally {
      await other.close();
    }
  });
});

import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import type { Request, Response } from 'express';
import { Schema, type Connection } from 'mongoose';
import pino from 'pino';
import { ErrorBodyFilter } from '../src/http/errors.filter';
import { openDatabase } from '../src/mongo/mongo-connection';
import { queryTimeLimit } from '../src/mongo/query-time-limit';
import { testInfra, uniqueNamespace } from '../src/testing';

/** Runs `work` as a request with the given read time limit would. */
function inRequest<T>(limitMs: number, work: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    queryTimeLimit(limitMs)({} as Request, {} as Response, () => {
      work().then(resolve, reject);
    });
  });
}

/** What ErrorBodyFilter answers for an error. */
function answerTo(error: unknown): { status: number; body: unknown } {
  const answer = { status: 0, body: undefined as unknown };
  const response = {
    headersSent: false,
    setHeader: () => response,
    status: (status: number) => ((answer.status = status), response),
    json: (body: unknown) => ((answer.body = body), response),
  };
  // An HTTP request's arguments, as Nest hands them to filters: the request, then the response.
  new ErrorBodyFilter(pino({ level: 'silent' })).catch(error, new ExecutionContextHost([{}, response]));
  return answer;
}

describe('reads made while answering a request have a time limit', () => {
  let connection: Connection;
  const things = () => connection.model('Thing', new Schema({ _id: Number, name: String, n: Number }), 'things');

  beforeAll(async () => {
    connection = await openDatabase(testInfra().mongoUrl, `${uniqueNamespace()}_platform_time_limit`);
    const padding = 'x'.repeat(200);
    for (let batch = 0; batch < 10; batch += 1) {
      await things().insertMany(Array.from({ length: 1000 }, (_, i) => ({ _id: batch * 1000 + i, name: `member ${batch * 1000 + i} ${padding}`, n: i % 97 })));
    }
  });

  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  const heavyFind = () => things().find({ name: /9 x/ }).sort({ n: -1 }).lean();
  const heavyAggregate = () => things().aggregate([{ $sort: { name: -1 } }, { $group: { _id: '$n', count: { $sum: 1 } } }]);

  it('stops a heavy find, count or aggregate past the limit, answered as a 504', async () => {
    for (const read of [heavyFind, () => things().countDocuments({ name: /9 x/ }), heavyAggregate]) {
      const error = await inRequest(1, () => Promise.resolve(read())).catch((failure: unknown) => failure);
      expect(error).toMatchObject({ code: 50 });
      expect(answerTo(error)).toEqual({ status: 504, body: { message: 'The request took too long. Please try again.' } });
    }
  });

  it('lets the same reads finish within a generous limit, and outside requests (events, background passes)', async () => {
    const found = (await inRequest(30_000, () => Promise.resolve(heavyFind()))).length;
    expect(found).toBeGreaterThan(0);
    expect(await heavyFind()).toHaveLength(found);
    expect(await heavyAggregate()).toHaveLength(97);
  });
});

import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { Aggregate, Query, Schema } from 'mongoose';

const requestLimit = new AsyncLocalStorage<number>();

/**
 * Runs each request with a time limit on its database reads, so a heavy query gives up (and frees the
 * database) before the BFF gives up on the request. Event handlers and background passes run outside
 * requests: they have no limit, since their work must finish.
 */
export function queryTimeLimit(ms: number) {
  return (_request: Request, _response: Response, next: NextFunction): void => requestLimit.run(ms, next);
}

// Not distinct: FerretDB 1.24 refuses maxTimeMS there (the digests and announcements answered 500).
const reads: Array<'find' | 'findOne' | 'countDocuments'> = ['find', 'findOne', 'countDocuments'];

/**
 * Gives the reads of a request `maxTimeMS` (unless they set their own); past it the database answers
 * MaxTimeMSExpired (code 50), which `ErrorBodyFilter` answers as a 504. FerretDB 1.24 honours it on
 * find, count and aggregate, as MongoDB does.
 */
export function queryTimeLimitPlugin(schema: Schema): void {
  schema.pre(reads, function limitRead(this: Query<unknown, unknown>) {
    const ms = requestLimit.getStore();
    if (ms !== undefined && this.getOptions().maxTimeMS === undefined) this.maxTimeMS(ms);
  });
  schema.pre('aggregate', function limitAggregate(this: Aggregate<unknown>) {
    const ms = requestLimit.getStore();
    if (ms !== undefined && this.options.maxTimeMS === undefined) this.option({ maxTimeMS: ms });
  });
}

import { StreamableFile } from '@nestjs/common';

declare const jsonOf: unique symbol;

/** JSON bytes of a T, made once and sent as they are (stored records, a service's answer passed on). */
export type JsonBytes<T> = Buffer & { readonly [jsonOf]: T };

/** Bytes known to hold T's JSON: where they were stored or received as such. */
export function asJsonBytes<T>(bytes: Buffer): JsonBytes<T> {
  return bytes as JsonBytes<T>;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * A JSON array of items that are JSON already (read models' stored records): a long list is answered without
 * parsing and serialising each item again per request.
 */
export function jsonArrayOf<T>(items: readonly JsonBytes<T>[]): JsonBytes<T[]> {
  const parts: Buffer[] = [OPEN];
  items.forEach((item, index) => parts.push(...(index === 0 ? [item] : [COMMA, item])));
  parts.push(CLOSE);
  return asJsonBytes<T[]>(Buffer.concat(parts));
}

/** A route's answer of JSON bytes made already, sent as they are (Nest would serialise a Buffer as an object). */
export class JsonAnswer<T> extends StreamableFile {
  declare readonly [jsonOf]: T;

  constructor(bytes: JsonBytes<T>) {
    super(bytes, { type: 'application/json; charset=utf-8', length: bytes.length });
  }
}

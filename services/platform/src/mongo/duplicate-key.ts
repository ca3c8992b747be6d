/**
 * Whether a write was refused by a unique index: MongoDB's E11000, or the message FerretDB's SQLite backend gives
 * for some of them ("UNIQUE constraint failed"). An insert that may race with itself (an idempotent effect, a
 * claim) treats it as "already done".
 */
export function isDuplicateKey(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 11000 || (typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}

/** The same for a bulk write (insertMany): every document it refused was a duplicate. */
export function onlyDuplicateKeys(error: unknown): boolean {
  if (isDuplicateKey(error)) return true;
  const writeErrors = (error as { writeErrors?: unknown[] } | undefined)?.writeErrors;
  return Array.isArray(writeErrors) && writeErrors.length > 0 && writeErrors.every(isDuplicateKey);
}

/**
 * Runs an insert and answers whether it stored the document (false: a unique index already holds one). The way to
 * create a record once, instead of a `$setOnInsert` upsert: FerretDB v1 drops null and empty-array fields from the
 * documents its upserts insert, and racing upserts need the same unique index anyway. Any other failure is thrown.
 */
export async function insertOnce(insert: () => PromiseLike<unknown>): Promise<boolean> {
  try {
    await insert();
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

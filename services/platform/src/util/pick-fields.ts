/**
 * The named fields of a record, copied by one list (a contracts field list) instead of one line a field, so
 * a field added to the list flows through with no edit here. A field left undefined stays absent.
 */
export function pickFields<T extends object, K extends keyof T>(record: T, fields: readonly K[]): Pick<T, K> {
  const picked: Partial<Pick<T, K>> = {};
  for (const field of fields) if (record[field] !== undefined) picked[field] = record[field];
  // Left out are only the fields the record holds as undefined: the same value once read.
  return picked as Pick<T, K>;
}

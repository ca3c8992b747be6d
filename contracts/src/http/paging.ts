import * as yup from 'yup';

/** `limit` of a paged list: a whole number from 1 to `max`, `size` when absent. */
export function pageLimitSchema(max: number, size: number) {
  const message = `limit must be a number from 1 to ${max}`;
  return yup.number().typeError(message).integer(message).min(1, message).max(max, message).default(size);
}

/** The deepest a list can be paged: the database reads every entry it skips, so a huge offset costs a full scan. */
export const PAGE_OFFSET_MAX = 10_000;

/** `offset` of a paged list: how many entries to skip, 0 when absent, at most PAGE_OFFSET_MAX. */
export function pageOffsetSchema() {
  const message = 'offset must be a whole number, 0 or more';
  return yup
    .number()
    .typeError(message)
    .integer(message)
    .min(0, message)
    .max(PAGE_OFFSET_MAX, `offset must be at most ${PAGE_OFFSET_MAX}`)
    .default(0);
}

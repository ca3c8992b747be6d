/** The fields of T that the list L leaves out. */
type Unlisted<T, L extends readonly PropertyKey[]> = Exclude<keyof T, L[number]>;

/**
 * The list of every field of T, for code that copies a record field by field from one list:
 * `fieldList<EventInput>()(['title', ...])`. Leaving a field of T out, or naming one T lacks, does not compile,
 * so a field added to the type cannot be validated and then silently dropped by the copy.
 */
export function fieldList<T extends object>() {
  return <const L extends readonly (keyof T)[]>(
    fields: L & ([Unlisted<T, L>] extends [never] ? unknown : { unlisted: Unlisted<T, L> }),
  ): L => fields;
}

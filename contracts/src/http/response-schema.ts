import * as yup from 'yup';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The schema of each field of an answer type: exactly its type (null and absence included), every key of the
 * type and no other. A field added to the interface without its schema, or with another type, does not compile.
 */
export type ResponseFields<T, F> = {
  [K in keyof T]-?: K extends keyof F
    ? F[K] extends yup.ISchema<infer Output>
      ? Same<Output, T[K]> extends true
        ? F[K]
        : { expected: T[K]; schemaGives: Output }
      : never
    : yup.ISchema<T[K]>;
} & { [K in Exclude<keyof F, keyof T>]: never };

/**
 * The yup schema of an answer that is declared as a TypeScript interface (the OpenAPI document is generated
 * from it): `responseSchema<Content>()({ id: responseField.id, ... })`. Curried so that T is given and the fields inferred.
 */
export function responseSchema<T extends object>() {
  return <F extends Record<string, yup.ISchema<unknown>>>(fields: F & ResponseFields<T, F>) =>
    yup.object(fields);
}

/** The fields answers share: present, and of one shape everywhere. */
export const responseField = {
  id: yup.number().integer().defined(),
  count: yup.number().integer().min(0).defined(),
  text: yup.string().defined(),
  optionalText: yup.string().defined().nullable(),
  timestamp: yup.string().datetime().defined(),
  flag: yup.boolean().defined(),
  texts: yup.array(yup.string().defined()).defined(),
};

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

/** Type-only mark of the interface an answer's schema was declared against; no schema holds it at run time. */
declare const answerType: unique symbol;
export interface DeclaredAnswer<T> {
  readonly [answerType]?: T;
}

/**
 * What a schema of the contracts documents: the interface given to `responseSchema<T>()`, else what yup infers
 * (a yup object's inferred type makes no key optional, so an interface with optional fields is only matched by the mark).
 */
export type AnswerOf<S extends yup.ISchema<unknown>> =
  S extends DeclaredAnswer<infer T> ? (unknown extends T ? yup.InferType<S> : T) : yup.InferType<S>;

/**
 * The yup schema of an answer that is declared as a TypeScript interface (the OpenAPI document is generated
 * from it): `responseSchema<Content>()({ id: responseField.id, ... })`. Curried so that T is given and the fields inferred.
 */
export function responseSchema<T extends object>() {
  return <F extends Record<string, yup.ISchema<unknown>>>(fields: F & ResponseFields<T, F>) => {
    const schema = yup.object(fields);
    const declared: typeof schema & DeclaredAnswer<T> = schema;
    return declared;
  };
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

import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';

/**
 * The resolver of a form checked by a contracts schema, typed as the form uses it: `Values` is what the member
 * types (e.g. tags as comma-separated text), `Parsed` what the schema makes of it and `handleSubmit` hands over
 * (tags as a list). The resolvers package types a yup resolver by the schema's own type on both sides, which is
 * neither when the schema transforms input: taken as any object schema here, it lets each form name both types
 * once (`useForm<Values, unknown, Parsed>`) instead of casting its resolver and its submitted values.
 */
export function schemaResolver<Values extends FieldValues, Parsed = Values>(
  schema: AnyObjectSchema,
): Resolver<Values, unknown, Parsed> {
  return yupResolver(schema);
}

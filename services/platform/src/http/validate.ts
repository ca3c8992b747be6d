import { BadRequestException } from '@nestjs/common';
import * as yup from 'yup';

/**
 * Validates untrusted input with a contracts schema; the first failing rule's message (the spec's
 * text) becomes the 400 answer. Unknown keys are dropped.
 */
export function validateInput<S extends yup.AnyObjectSchema>(schema: S, input: unknown): yup.InferType<S> {
  try {
    return schema.validateSync(input ?? {}, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) throw new BadRequestException(error.errors[0] ?? 'Invalid request');
    throw error;
  }
}

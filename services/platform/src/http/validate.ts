import { BadRequestException } from '@nestjs/common';
import * as yup from 'yup';

/**
 * Validates untrusted input with a contracts schema; the first failing rule's message (the text the member's
 * form shows too) becomes the 400 answer. Unknown keys are dropped.
 */
export function validateInput<S extends yup.AnyObjectSchema>(schema: S, input: unknown): yup.InferType<S> {
  try {
    return schema.validateSync(input ?? {}, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) throw new BadRequestException(error.errors[0] ?? 'Invalid request');
    // yup's transforms (trim, lowercase) throw a TypeError on a value of the wrong kind, e.g. a list or an
    // object where text belongs (`?query=a&query=b`): that is bad input, not a server fault.
    if (error instanceof TypeError) throw new BadRequestException('Invalid request');
    throw error;
  }
}

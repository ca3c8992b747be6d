import * as yup from 'yup';
import type { ErrorBody } from './errors';
import { responseSchema } from './response-schema';

/** The answers' schemas of errors.ts for the OpenAPI document, in a module the SPA never bundles. */

/** The one schema of every refusal in the OpenAPI document. */
export const errorBodySchema = responseSchema<ErrorBody>()({
  message: yup.string().defined(),
  existingAccount: yup
    .mixed<true>()
    .oneOf([true] as const)
    .optional(),
  username: yup.string().optional(),
});

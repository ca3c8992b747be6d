import * as yup from 'yup';
import type { ErrorBody } from './errors';
import { phiKinds, type PhiFieldFinding } from './phi-guard';
import { responseField, responseSchema } from './response-schema';

/** The answers' schemas of errors.ts for the OpenAPI document, in a module the SPA never bundles. */

/** The one schema of every refusal in the OpenAPI document. */
export const errorBodySchema = responseSchema<ErrorBody>()({
  message: yup.string().defined(),
  existingAccount: yup
    .mixed<true>()
    .oneOf([true] as const)
    .optional(),
  username: yup.string().optional(),
  findings: yup
    .array(
      responseSchema<PhiFieldFinding>()({
        field: responseField.text,
        kind: yup.string().oneOf(phiKinds).defined(),
        excerpt: responseField.text,
        start: responseField.count,
        end: responseField.count,
      }).defined(),
    )
    .optional(),
  confirmationToken: yup.string().optional(),
});

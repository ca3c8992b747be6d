import * as yup from 'yup';
import { responseField, responseSchema } from './response-schema';
import type { LoginChallengeBody } from './sign-in';

/** The answers' schemas of sign-in.ts for the OpenAPI document, in a module the SPA never bundles. */

export const loginChallengeResponseSchema = responseSchema<LoginChallengeBody>()({
  twoFactorRequired: yup
    .mixed<true>()
    .oneOf([true] as const)
    .defined(),
  message: responseField.text,
  sentTo: responseField.text,
});

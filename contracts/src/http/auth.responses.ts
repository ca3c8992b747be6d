import * as yup from 'yup';
import { npiBindingChannels, type AuthMessageBody, type EmailChangeStarted, type NpiBindingDone, type NpiBindingStarted, type NpiMatch, type VerifiedBody } from './auth';
import { responseField, responseSchema } from './response-schema';

/** The answers' schemas of auth.ts for the OpenAPI document, in a module the SPA never bundles. */

export const npiMatchResponseSchema = responseSchema<NpiMatch>()({
  firstName: responseField.text,
  lastName: responseField.text,
  specialty: responseField.text,
  address: responseField.text,
  city: responseField.text,
  state: responseField.text,
  npi: responseField.text,
  claimed: yup.boolean().optional(),
});

export const emailChangeStartedResponseSchema = responseSchema<EmailChangeStarted>()({
  message: responseField.text,
  pendingEmail: responseField.text,
});

export const npiBindingStartedResponseSchema = responseSchema<NpiBindingStarted>()({
  message: responseField.text,
  channel: yup.string().oneOf(npiBindingChannels).defined(),
  sentTo: responseField.text,
});

export const npiBindingDoneResponseSchema = responseSchema<NpiBindingDone>()({
  npiBound: yup
    .mixed<true>()
    .oneOf([true] as const)
    .defined(),
  npi: responseField.text,
  message: responseField.text,
});

/** The `{message}` of a call that only confirms (also change-password's and the contact form's answer). */
export const authMessageResponseSchema = responseSchema<AuthMessageBody>()({ message: responseField.text });

export const verifiedResponseSchema = responseSchema<VerifiedBody>()({
  verified: yup
    .mixed<true>()
    .oneOf([true] as const)
    .defined(),
  message: responseField.text,
});

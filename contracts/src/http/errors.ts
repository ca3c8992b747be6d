import * as yup from 'yup';
import { responseSchema } from './response-schema';

/**
 * Every non-OK /api answer carries this body. Only registration's 409 says more: that the account exists, and
 * its username (the wizard offers to sign in with it).
 */
export interface ErrorBody {
  message: string;
  existingAccount?: true;
  username?: string;
}

/** The one schema of every refusal in the OpenAPI document. */
export const errorBodySchema = responseSchema<ErrorBody>()({
  message: yup.string().defined(),
  existingAccount: yup.mixed<true>().oneOf([true] as const).optional(),
  username: yup.string().optional(),
});

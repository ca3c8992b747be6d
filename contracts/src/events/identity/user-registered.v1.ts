import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/**
 * `identity.user.registered` v1: an account was activated. The profile service creates the member's
 * profile from it; aggregateId is the user id. The `npi*` fields are the NPI registry's record of the claimed
 * NPI (taxonomy description and practice location), which prefill the profile; absent without an NPI, when the
 * registry could not answer, and on earlier events.
 */
export interface UserRegisteredData {
  userId: number;
  username: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  npi: string | null;
  registeredAt: string;
  npiTaxonomy?: string;
  npiAddress?: string;
  npiCity?: string;
  npiState?: string;
}

export const UserRegisteredV1 = defineEvent<'identity.user.registered', UserRegisteredData>({
  type: 'identity.user.registered',
  version: 1,
  topic: Topics.identityUser,
  schema: yup.object({
    userId: yup.number().integer().positive().required(),
    username: yup.string().required(),
    name: yup.string().required(),
    email: yup.string().required(),
    phoneNumber: yup.string().defined().nullable(),
    npi: yup.string().defined().nullable(),
    registeredAt: yup.string().datetime().required(),
    // Added compatibly to v1 (optional: earlier events lack them): the NPI registry's record of the claimed NPI.
    npiTaxonomy: yup.string().optional(),
    npiAddress: yup.string().optional(),
    npiCity: yup.string().optional(),
    npiState: yup.string().optional(),
  }),
});

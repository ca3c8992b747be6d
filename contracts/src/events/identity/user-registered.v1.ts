import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/**
 * `identity.user.registered` v1: an account was activated. The profile service creates the member's
 * profile from it; aggregateId is the user id.
 */
export const UserRegisteredV1 = defineEvent({
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
  }),
});

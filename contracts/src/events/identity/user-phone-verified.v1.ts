import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/**
 * `identity.user.phone-verified` v1: an account's phone number passed SMS verification, during
 * activation (recorded when the account is created) or later while signed in; aggregateId is the user id.
 */
export const UserPhoneVerifiedV1 = defineEvent({
  type: 'identity.user.phone-verified',
  version: 1,
  topic: Topics.identityUser,
  schema: yup.object({
    userId: yup.number().integer().positive().required(),
    phoneNumber: yup.string().required(),
    verifiedAt: yup.string().datetime().required(),
  }),
});

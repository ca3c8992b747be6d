import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/**
 * `identity.user.email-verified` v1: an account's email address is proven to be the member's. A code
 * checked before the account existed is recorded when the account is created; a new address verified by
 * an email change replaces the member's email (profile, notifications). aggregateId is the user id.
 */
export const UserEmailVerifiedV1 = defineEvent({
  type: 'identity.user.email-verified',
  version: 1,
  topic: Topics.identityUser,
  schema: yup.object({
    userId: yup.number().integer().positive().required(),
    email: yup.string().required(),
    verifiedAt: yup.string().datetime().required(),
  }),
});

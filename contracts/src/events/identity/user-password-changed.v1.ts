import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/**
 * `identity.user.password-changed` v1: an account's password was replaced. reason says how: 'reset'
 * (forgot password; every session of the account ended with it) or 'change' (the signed-in member gave
 * the current password; every other session ended). aggregateId is the user id.
 */
export const UserPasswordChangedV1 = defineEvent({
  type: 'identity.user.password-changed',
  version: 1,
  topic: Topics.identityUser,
  schema: yup.object({
    userId: yup.number().integer().positive().required(),
    reason: yup.string().oneOf(['reset', 'change'] as const).required(),
    changedAt: yup.string().datetime().required(),
  }),
});

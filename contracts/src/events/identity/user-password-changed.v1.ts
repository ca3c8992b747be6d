import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/**
 * `identity.user.password-changed` v1: an account's password was replaced; every session of the
 * account ended with it. reason says how (only 'reset' exists today); aggregateId is the user id.
 */
export const UserPasswordChangedV1 = defineEvent({
  type: 'identity.user.password-changed',
  version: 1,
  topic: Topics.identityUser,
  schema: yup.object({
    userId: yup.number().integer().positive().required(),
    reason: yup.string().oneOf(['reset'] as const).required(),
    changedAt: yup.string().datetime().required(),
  }),
});

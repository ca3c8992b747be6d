import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/**
 * `identity.user.deleted` v1: the member deleted their account (confirmed with their password). Identity has ended
 * the account: it no longer signs in, and its email, username, phone and NPI are free for a new registration. Every
 * service removes what it holds of the member (profile, search entries, cards, contents, comments, likes, connections,
 * messages, notifications and devices, listings and marks, the CME/CE wallet, conversations); consumers are idempotent, and a member id is never
 * given again, so a later event of the id is stale. aggregateId is the user id.
 */
export const UserDeletedV1 = defineEvent({
  type: 'identity.user.deleted',
  version: 1,
  topic: Topics.identityUser,
  schema: yup.object({
    userId: yup.number().integer().positive().required(),
    deletedAt: yup.string().datetime().required(),
  }),
});

import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/**
 * `identity.user.npi-bound` v1: the member proved the NPI is theirs with the code sent to a phone the NPI
 * registry lists for that provider; only a bound NPI earns the verified badge. aggregateId is the user id.
 */
export const UserNpiBoundV1 = defineEvent({
  type: 'identity.user.npi-bound',
  version: 1,
  topic: Topics.identityUser,
  schema: yup.object({
    userId: yup.number().integer().positive().required(),
    npi: yup.string().required(),
    boundAt: yup.string().datetime().required(),
  }),
});

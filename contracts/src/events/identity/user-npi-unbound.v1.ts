import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/**
 * `identity.user.npi-unbound` v1: the account no longer holds the NPI it claimed at activation or bound.
 * reason 'reclaimed': another member proved the registry's phone for it and took it over (the member was
 * emailed why). `unboundAt` orders it against npi-bound for consumers. aggregateId is the user id.
 */
export const UserNpiUnboundV1 = defineEvent({
  type: 'identity.user.npi-unbound',
  version: 1,
  topic: Topics.identityUser,
  schema: yup.object({
    userId: yup.number().integer().positive().required(),
    npi: yup.string().required(),
    reason: yup
      .string()
      .oneOf(['reclaimed'] as const)
      .required(),
    unboundAt: yup.string().datetime().required(),
  }),
});

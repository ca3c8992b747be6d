import * as yup from 'yup';
import { walletProfessions } from '../../http/cme-wallet';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/**
 * `events-news-cme.cme-wallet.licence-added` v1: a member added a licence to their CME/CE wallet. Keyed by the
 * member's id (aggregateId), so a member's wallet facts keep their order. The licence number never travels: the
 * licence is private to its holder, and a consumer needs only what reminders and suggestions read.
 */
export const WalletLicenceAddedV1 = defineEvent({
  type: 'events-news-cme.cme-wallet.licence-added',
  version: 1,
  topic: Topics.eventsNewsCmeWallet,
  schema: yup.object({
    memberId: yup.number().integer().positive().required(),
    licenceId: yup.number().integer().positive().required(),
    state: yup.string().required(),
    profession: yup.string().oneOf(walletProfessions).required(),
    /** YYYY-MM-DD. */
    expiryDate: yup.string().required(),
  }),
});

/**
 * `events-news-cme.cme-wallet.compliance-changed` v1: after a change of a member's licences or credits, one
 * licence's current cycle became compliant or stopped being so. `owed` lists what is still missing, soonest due
 * first (empty when compliant), for reminders. Keyed by the member's id.
 */
export const WalletComplianceChangedV1 = defineEvent({
  type: 'events-news-cme.cme-wallet.compliance-changed',
  version: 1,
  topic: Topics.eventsNewsCmeWallet,
  schema: yup.object({
    memberId: yup.number().integer().positive().required(),
    licenceId: yup.number().integer().positive().required(),
    state: yup.string().required(),
    /** YYYY-MM-DD: the end of the licence's current cycle. */
    cycleEnd: yup.string().required(),
    compliant: yup.boolean().required(),
    owed: yup
      .array(
        yup.object({
          requirementId: yup.string().required(),
          label: yup.string().required(),
          hours: yup.number().min(0).required(),
          dueBy: yup.string().defined().nullable(),
        }),
      )
      .required(),
  }),
});

/** The days before a deadline at which a member is reminded of what is still owed, earliest first. */
export const walletReminderThresholds = [90, 30, 7] as const;

/**
 * `events-news-cme.cme-wallet.reminder-due` v1: a deadline of a member's licence (its cycle's end, or a topic due on
 * its own date) or of the federal requirements is at most `threshold` days away and something is still owed by it.
 * Published once per member, licence, deadline and threshold by the wallet's daily sweep; a deadline with nothing
 * owed is never reminded of. `scope` and `owed` are ready to show ('Texas (MD)', '2 h Medical ethics'). Keyed by the
 * member's id.
 */
export const WalletReminderDueV1 = defineEvent({
  type: 'events-news-cme.cme-wallet.reminder-due',
  version: 1,
  topic: Topics.eventsNewsCmeWallet,
  schema: yup.object({
    memberId: yup.number().integer().positive().required(),
    /** The licence, or null for the federal (DEA) requirements. */
    licenceId: yup.number().integer().positive().defined().nullable(),
    scope: yup.string().required(),
    /** YYYY-MM-DD: the deadline. */
    dueBy: yup.string().required(),
    /** The reminder's threshold (90, 30 or 7 days) and the whole days left when it was sent. */
    threshold: yup.number().oneOf([...walletReminderThresholds]).required(),
    daysLeft: yup.number().integer().min(0).required(),
    owed: yup
      .array(
        yup.object({
          requirementId: yup.string().required(),
          label: yup.string().required(),
          hours: yup.number().min(0).required(),
        }),
      )
      .min(1)
      .required(),
  }),
});

import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';
import { cmeFormats } from '../../http/cme';

/**
 * `events-news-cme.cme.published` v1: a member added a CME opportunity ('Add Opportunity').
 * aggregateId is the opportunity id. Sample opportunities are seed data and emit nothing.
 */
export const CmePublishedV1 = defineEvent({
  type: 'events-news-cme.cme.published',
  version: 1,
  topic: Topics.eventsNewsCmeCme,
  schema: yup.object({
    opportunityId: yup.number().integer().positive().required(),
    authorId: yup.number().integer().positive().required(),
    title: yup.string().required(),
    provider: yup.string().required(),
    format: yup.string().oneOf(cmeFormats).required(),
    credits: yup.number().positive().required(),
    /** Null: 'Price not specified'. */
    cost: yup.number().min(0).defined().nullable(),
    /** YYYY-MM-DD. */
    startDate: yup.string().required(),
    createdAt: yup.string().datetime().required(),
  }),
});

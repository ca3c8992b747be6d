import * as yup from 'yup';
import { Topics, type Topic } from '../../topics';
import { defineEvent } from '../define-event';

/** What happened to a member's listing after it was posted. */
export const listingChanges = ['updated', 'deleted'] as const;
export type ListingChange = (typeof listingChanges)[number];

const changeSchema = yup.object({
  /** The event, article or opportunity id (also the aggregateId). */
  id: yup.number().integer().positive().required(),
  /** The member who posted it and changed it. */
  posterId: yup.number().integer().positive().required(),
  change: yup.string().oneOf(listingChanges).required(),
  changedAt: yup.string().datetime().required(),
});

const listingChanged = <T extends string>(type: T, topic: Topic) => defineEvent({ type, version: 1, topic, schema: changeSchema });

/**
 * `events-news-cme.<kind>.changed` v1: the member who posted an event, a journal article or a CME opportunity edited
 * it (`updated`) or deleted it (`deleted`). Readers wanting the listing read it: a deleted one answers 404.
 */
export const EventChangedV1 = listingChanged('events-news-cme.event.changed', Topics.eventsNewsCmeEvent);
export const NewsChangedV1 = listingChanged('events-news-cme.news.changed', Topics.eventsNewsCmeNews);
export const CmeChangedV1 = listingChanged('events-news-cme.cme.changed', Topics.eventsNewsCmeCme);

import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';
import { newsCategories } from '../../http/news';

/**
 * `events-news-cme.news.published` v1: a member shared a journal article ('Post Article').
 * aggregateId is the article id. Sample articles are seed data and emit nothing.
 */
export const NewsPublishedV1 = defineEvent({
  type: 'events-news-cme.news.published',
  version: 1,
  topic: Topics.eventsNewsCmeNews,
  schema: yup.object({
    articleId: yup.number().integer().positive().required(),
    authorId: yup.number().integer().positive().required(),
    title: yup.string().required(),
    source: yup.string().required(),
    sourceUrl: yup.string().defined().nullable(),
    category: yup.string().oneOf(newsCategories).required(),
    tags: yup.array(yup.string().required()).required(),
    publishedDate: yup.string().datetime().required(),
  }),
});

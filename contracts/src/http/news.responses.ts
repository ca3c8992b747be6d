import * as yup from 'yup';
import type { NewsArticle, NewsCategory } from './news';
import { responseField, responseSchema } from './response-schema';

/** The answers' schemas of news.ts for the OpenAPI document, in a module the SPA never bundles. */

export const newsArticleResponseSchema = responseSchema<NewsArticle>()({
  id: responseField.id,
  title: responseField.text,
  summary: responseField.text,
  body: responseField.text,
  source: responseField.text,
  sourceUrl: responseField.optionalText,
  authorId: yup.number().integer().defined().nullable(),
  author: responseField.text,
  publishedDate: responseField.text,
  tags: responseField.texts,
  // Stored articles may carry other categories (the SPA gives them a default icon): not an enum on the wire.
  category: yup.string<NewsCategory>().defined(),
  createdAt: responseField.timestamp,
  saved: responseField.flag,
});

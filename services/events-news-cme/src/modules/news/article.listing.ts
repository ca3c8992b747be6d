import { NewsChangedV1, ListingNotYoursMessages, newsFormFields, EventsNewsCmeMessages, NewsPublishedV1, type DataOf, type NewsArticle, type NewsInput, type NewsListQuery } from '@docnet/contracts';
import type { ListingKind } from '../listings/listing-kind';
import { toNewsArticle } from './domain/article-view';
import { articleSchema, type ArticleDocument } from './persistence/article.schema';
import { sampleArticles } from './seeding/sample-articles';

export interface ArticleListing {
  document: ArticleDocument;
  view: NewsArticle;
  input: NewsInput;
  query: NewsListQuery;
  published: DataOf<typeof NewsPublishedV1>;
  mark: boolean;
}

/** Journal articles as listings: shared by members ('Share a Medical Journal Article'), saved, newest publishedDate first. */
export const articleListing: ListingKind<ArticleListing> = {
  name: 'news',
  model: { name: 'Article', schema: articleSchema, collection: 'news_articles' },
  notFound: EventsNewsCmeMessages.articleNotFound,
  posterField: 'authorId',
  markedTab: 'saved',
  tagsOf: (document) => [`category:${document.category}`],
  queryTags: (query) => (query.category ? [`category:${query.category}`] : []),
  score: (document) => document.publishedDate.getTime(),
  stretches: () => [{ highestFirst: true }],
  dates: ['publishedDate', 'createdAt'],
  toView: toNewsArticle,
  published: NewsPublishedV1,
  changed: NewsChangedV1,
  formFields: newsFormFields,
  notYours: ListingNotYoursMessages.news,
  // The source is a journal's name; its link is read (the guard flags a link only in a patient's context).
  memberText: (form) => ({ title: form.title, summary: form.summary, body: form.body, tags: form.tags, sourceUrl: form.sourceUrl }),
  // Published when shared: its date is the posting's.
  posted: (input, { id, posterId, at }) => ({
    listing: { _id: id, ...input, sourceUrl: input.sourceUrl ?? null, authorId: posterId, authorName: null, publishedDate: at, createdAt: at },
    published: {
      articleId: id,
      authorId: posterId,
      title: input.title,
      source: input.source,
      sourceUrl: input.sourceUrl ?? null,
      category: input.category,
      tags: input.tags,
      publishedDate: at.toISOString(),
    },
  }),
  samples: sampleArticles,
};

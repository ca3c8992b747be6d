import * as yup from 'yup';
import { fieldList } from './field-list';
import { phiConfirmationSchema } from './phi-guard';
import { commaListSchema, emptyToNull, isWebUrl, listingLimitSchema, listingTitleSchema, withWebScheme } from './listing-fields';

/** News categories; any other value gets a default icon in the SPA. */
export const newsCategories = ['research', 'clinical', 'education', 'policy'] as const;
export type NewsCategory = (typeof newsCategories)[number];

/** A journal news article, as the signed-in member sees it. */
export interface NewsArticle {
  id: number;
  title: string;
  summary: string;
  body: string;
  /** The journal or outlet, e.g. 'Journal of the American Dental Association'. */
  source: string;
  /** 'Read full article' link; null when none was given. */
  sourceUrl: string | null;
  /** The member who posted it; null for the sample articles. */
  authorId: number | null;
  /** The poster's current name for a member's article, else the source's name. */
  author: string;
  publishedDate: string;
  tags: string[];
  category: NewsCategory;
  createdAt: string;
  /** The signed-in member saved it ('Saved' tab). */
  saved: boolean;
}

/** The news form and POST /api/news body. Tags are comma-separated text or a list. */
export const newsFormSchema = yup.object({
  title: listingTitleSchema(300),
  summary: yup.string().trim().required('Summary must be at least 20 characters').min(20, 'Summary must be at least 20 characters').max(1000, 'At most 1000 characters'),
  body: yup.string().trim().required('Article body must be at least 50 characters').min(50, 'Article body must be at least 50 characters').max(20000, 'At most 20000 characters'),
  source: yup.string().trim().required('Source is required').min(2, 'Source is required').max(200, 'At most 200 characters'),
  sourceUrl: yup
    .string()
    .trim()
    .transform(emptyToNull)
    .transform(withWebScheme)
    .nullable()
    .default(null)
    .max(2000, 'Please enter a valid URL')
    .test('web-url', 'Please enter a valid URL', (value) => value === null || value === undefined || isWebUrl(value)),
  tags: commaListSchema,
  category: yup.string().oneOf(newsCategories, 'Category is required').required('Category is required').default('research'),
  // Confirms the PHI guard's findings in the title, summary, body, tags and source link (phi-guard.ts); never stored with the article.
  phiConfirmation: phiConfirmationSchema,
});
export type NewsInput = yup.InferType<typeof newsFormSchema>;

/** The fields of the news form, as the service keeps and answers them: the one list it copies them by. */
export const newsFormFields = fieldList<Omit<NewsInput, 'phiConfirmation'>>()([
  'title',
  'summary',
  'body',
  'source',
  'sourceUrl',
  'tags',
  'category',
]) satisfies readonly (keyof NewsArticle)[];
export type NewsFormField = (typeof newsFormFields)[number];

/** The form's starting values ('Share a Medical Journal Article'); tags are typed as text. */
export const newsFormDefaults = { title: '', summary: '', body: '', source: '', sourceUrl: '', tags: '', category: 'research' as NewsCategory };

/** Member tabs of the news screen: 'My Articles' (posted by me) and 'Saved'. */
export const newsFilters = ['mine', 'saved'] as const;
export type NewsFilter = (typeof newsFilters)[number];

/** GET /api/news query: `category` for the category tabs, `filter` for the member tabs; newest publishedDate first. */
export const newsListQuerySchema = yup.object({
  category: yup.string().oneOf(newsCategories, 'category must be research, clinical, education or policy').optional(),
  filter: yup.string().oneOf(newsFilters, 'filter must be mine or saved').optional(),
  limit: listingLimitSchema,
});
export type NewsListQuery = yup.InferType<typeof newsListQuerySchema>;

/** GET /api/news/latest answers this many articles unless `limit` says otherwise (home 'Latest in Medicine' shows 2). */
export const DEFAULT_LATEST_NEWS_LIMIT = 5;
export const latestNewsQuerySchema = yup.object({ limit: listingLimitSchema.default(DEFAULT_LATEST_NEWS_LIMIT) });
export type LatestNewsQuery = yup.InferType<typeof latestNewsQuerySchema>;

/**
 * Internal HTTP API of the events-news-cme service; only the BFF calls it, with the service token and
 * the acting member's id (`x-acting-user-id`), which is required on every route: the answers carry the
 * member's own marks (`myMark`, `saved`) and creations are posted in the member's name.
 *
 * Query parameters and bodies are the /api ones (`eventListQuerySchema`, `eventFormSchema`,
 * `eventMarkSchema`, `newsListQuerySchema`, `latestNewsQuerySchema`, `newsFormSchema`,
 * `cmeListQuerySchema`, `cmeFormSchema`), checked again here; invalid input answers 400 with the
 * schema's message, an unknown id 404 'Event not found' / 'Article not found' / 'CME opportunity not found'.
 * Answers are the /api shapes (`MedicalEvent`, `NewsArticle`, `CmeOpportunity`).
 * Marks are idempotent: putting the same mark twice or deleting a missing one changes nothing.
 */
export const EventsNewsCmeRoutes = {
  /** GET: list of MedicalEvent; POST: create, answers 201 MedicalEvent. */
  events: '/internal/events',
  /** GET: one MedicalEvent. */
  event: (id: number | string) => `/internal/events/${id}`,
  /** PUT {mark} / DELETE: the acting member's mark; answers the MedicalEvent. */
  eventMark: (id: number | string) => `/internal/events/${id}/mark`,
  /** GET: list of NewsArticle; POST: create, answers 201 NewsArticle. */
  news: '/internal/news',
  /** GET: the newest NewsArticle list. */
  newsLatest: '/internal/news/latest',
  /** GET: one NewsArticle. */
  newsArticle: (id: number | string) => `/internal/news/${id}`,
  /** PUT / DELETE: the acting member saves or unsaves; answers the NewsArticle. */
  newsSaved: (id: number | string) => `/internal/news/${id}/saved`,
  /** GET: list of CmeOpportunity; POST: create, answers 201 CmeOpportunity. */
  cme: '/internal/cme',
  /** GET: one CmeOpportunity. */
  cmeOpportunity: (id: number | string) => `/internal/cme/${id}`,
  /** PUT / DELETE: the acting member saves or unsaves; answers the CmeOpportunity. */
  cmeSaved: (id: number | string) => `/internal/cme/${id}/saved`,
} as const;

/** The 404 messages of the three kinds. */
export const EventsNewsCmeMessages = {
  eventNotFound: 'Event not found',
  articleNotFound: 'Article not found',
  cmeNotFound: 'CME opportunity not found',
} as const;

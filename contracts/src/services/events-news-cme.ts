import type { CmeInput, CmeListQuery, CmeOpportunity } from '../http/cme';
import type { AllocationsInput, CmeWallet, CreditInput, LicenceInput, WalletBoard, WalletCredit, WalletLicence } from '../http/cme-wallet';
import type { EventInput, EventListQuery, EventMarkInput, MedicalEvent } from '../http/events';
import type { LatestNewsQuery, NewsArticle, NewsInput, NewsListQuery } from '../http/news';
import type { FileReferences, FileReferencesRequest } from './content';
import { internalRoute } from './internal-route';

/**
 * Internal HTTP API of the events-news-cme service; only the BFF calls it, with the service token and
 * the acting member's id (`x-acting-user-id`), which is required on every route: the answers carry the
 * member's own marks (`myMark`, `saved`) and creations are posted in the member's name.
 *
 * Query parameters and bodies are the /api ones (`eventListQuerySchema`, `eventFormSchema`,
 * `eventMarkSchema`, `newsListQuerySchema`, `latestNewsQuerySchema`, `newsFormSchema`,
 * `cmeListQuerySchema`, `cmeFormSchema`), checked again here; invalid input answers 400 with the
 * schema's message, an unknown id 404 'Event not found' / 'Article not found' / 'CME opportunity not found',
 * a creation or edit whose text may identify a patient 422 `PhiRefusalBody` unless it carries `phiConfirmation`,
 * an edit or delete by another member than the one who posted it 403 (`EventsNewsCmeMessages.notYours`).
 * Answers are the /api shapes (`MedicalEvent`, `NewsArticle`, `CmeOpportunity`).
 * Marks are idempotent: putting the same mark twice or deleting a missing one changes nothing.
 */
export const EventsNewsCmeRoutes = {
  /** GET: list of MedicalEvent; POST: create, answers 201 MedicalEvent. */
  events: internalRoute<{
    GET: { query: EventListQuery; answer: MedicalEvent[] };
    POST: { body: EventInput; answer: MedicalEvent };
  }>('/internal/events'),
  /** GET: one MedicalEvent; PUT (the organizer only): edit it, answers the MedicalEvent; DELETE (the organizer only): 204. */
  event: (id: number | string) =>
    internalRoute<{ GET: { answer: MedicalEvent }; PUT: { body: EventInput; answer: MedicalEvent }; DELETE: { answer: void } }>(`/internal/events/${id}`),
  /** PUT {mark} / DELETE: the acting member's mark; answers the MedicalEvent. */
  eventMark: (id: number | string) =>
    internalRoute<{ PUT: { body: EventMarkInput; answer: MedicalEvent }; DELETE: { answer: MedicalEvent } }>(
      `/internal/events/${id}/mark`,
    ),
  /** GET: list of NewsArticle; POST: create, answers 201 NewsArticle. */
  news: internalRoute<{
    GET: { query: NewsListQuery; answer: NewsArticle[] };
    POST: { body: NewsInput; answer: NewsArticle };
  }>('/internal/news'),
  /** GET: the newest NewsArticle list. */
  newsLatest: internalRoute<{ GET: { query: LatestNewsQuery; answer: NewsArticle[] } }>(
    '/internal/news/latest',
  ),
  /** GET: one NewsArticle; PUT (the author only): edit it, answers the NewsArticle; DELETE (the author only): 204. */
  newsArticle: (id: number | string) =>
    internalRoute<{ GET: { answer: NewsArticle }; PUT: { body: NewsInput; answer: NewsArticle }; DELETE: { answer: void } }>(`/internal/news/${id}`),
  /** PUT / DELETE: the acting member saves or unsaves; answers the NewsArticle. */
  newsSaved: (id: number | string) =>
    internalRoute<{ PUT: { answer: NewsArticle }; DELETE: { answer: NewsArticle } }>(
      `/internal/news/${id}/saved`,
    ),
  /** GET: list of CmeOpportunity; POST: create, answers 201 CmeOpportunity. */
  cme: internalRoute<{
    GET: { query: CmeListQuery; answer: CmeOpportunity[] };
    POST: { body: CmeInput; answer: CmeOpportunity };
  }>('/internal/cme'),
  /** GET: one CmeOpportunity; PUT (the author only): edit it, answers the CmeOpportunity; DELETE (the author only): 204. */
  cmeOpportunity: (id: number | string) =>
    internalRoute<{ GET: { answer: CmeOpportunity }; PUT: { body: CmeInput; answer: CmeOpportunity }; DELETE: { answer: void } }>(`/internal/cme/${id}`),
  /** PUT / DELETE: the acting member saves or unsaves; answers the CmeOpportunity. */
  cmeSaved: (id: number | string) =>
    internalRoute<{ PUT: { answer: CmeOpportunity }; DELETE: { answer: CmeOpportunity } }>(
      `/internal/cme/${id}/saved`,
    ),
  /** GET: the acting member's CME/CE wallet, evaluated today. */
  cmeWallet: internalRoute<{ GET: { answer: CmeWallet } }>('/internal/cme-wallet'),
  /** GET: the boards whose rules are loaded. */
  cmeWalletBoards: internalRoute<{ GET: { answer: WalletBoard[] } }>('/internal/cme-wallet/boards'),
  /** POST (`licenceFormSchema`): the acting member adds a licence; 201, 409 for the same state, profession and number twice. */
  cmeWalletLicences: internalRoute<{ POST: { body: LicenceInput; answer: WalletLicence } }>('/internal/cme-wallet/licences'),
  /** PUT / DELETE (204): the acting member's own licence; another member's, or an unknown id, 404 'Licence not found'. */
  cmeWalletLicence: (id: number | string) =>
    internalRoute<{ PUT: { body: LicenceInput; answer: WalletLicence }; DELETE: { answer: void } }>(`/internal/cme-wallet/licences/${id}`),
  /** POST (`creditFormSchema`): the acting member records a credit; 201, 422 when the title may identify a patient. */
  cmeWalletCredits: internalRoute<{ POST: { body: CreditInput; answer: WalletCredit } }>('/internal/cme-wallet/credits'),
  /** PUT / DELETE (204): the acting member's own credit; another member's, or an unknown id, 404 'Credit not found'. */
  cmeWalletCredit: (id: number | string) =>
    internalRoute<{ PUT: { body: CreditInput; answer: WalletCredit }; DELETE: { answer: void } }>(`/internal/cme-wallet/credits/${id}`),
  /**
   * PUT (`allocationsFormSchema`): where the acting member's own credit counts, over the automatic allocation; answers
   * the credit. 400 for a licence or requirement not in the member's evaluation, or more hours than the credit's.
   */
  cmeWalletCreditAllocations: (id: number | string) =>
    internalRoute<{ PUT: { body: AllocationsInput; answer: WalletCredit } }>(`/internal/cme-wallet/credits/${id}/allocations`),
  /**
   * POST `fileReferencesSchema` ({urls}), no acting member: the URLs among them that a member's credit keeps as its
   * certificate (the BFF asks before it removes an uploaded file, beside the content service).
   */
  /**
   * POST, operators (no acting member): runs today's reminder sweep now (it also runs once a day on its own);
   * answers how many reminders it recorded ({remindersSent}: 0 when they were all sent already).
   */
  cmeWalletRemindersRun: internalRoute<{ POST: { answer: { remindersSent: number } } }>('/internal/cme-wallet/reminders/run'),
  cmeWalletCertificateReferences: internalRoute<{ POST: { body: FileReferencesRequest; answer: FileReferences } }>('/internal/cme-wallet/certificate-references'),
} as const;

/** The 404 messages of the three kinds. */
export const EventsNewsCmeMessages = {
  eventNotFound: 'Event not found',
  articleNotFound: 'Article not found',
  cmeNotFound: 'CME opportunity not found',
} as const;

/** The 403 of an edit or delete by another member than the one who posted the listing, per kind. */
export const ListingNotYoursMessages = {
  events: 'You can only edit or delete events you organize.',
  news: 'You can only edit or delete articles you shared.',
  cme: 'You can only edit or delete CME opportunities you added.',
} as const;

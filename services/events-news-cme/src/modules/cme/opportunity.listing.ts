import { CmeChangedV1, ListingNotYoursMessages, cmeFormFields, CmePublishedV1, EventsNewsCmeMessages, type CmeInput, type CmeListQuery, type CmeOpportunity, type DataOf } from '@docnet/contracts';
import type { ListingKind } from '../listings/listing-kind';
import { toCmeOpportunity } from './domain/opportunity-view';
import { opportunitySchema, type OpportunityDocument } from './persistence/opportunity.schema';
import { sampleOpportunities } from './seeding/sample-opportunities';

export interface OpportunityListing {
  document: OpportunityDocument;
  view: CmeOpportunity;
  input: CmeInput;
  query: CmeListQuery;
  published: DataOf<typeof CmePublishedV1>;
  mark: boolean;
}

/** CME opportunities as listings: added by members ('Add Opportunity'), saved, soonest start first; Free is cost 0. */
export const opportunityListing: ListingKind<OpportunityListing> = {
  name: 'cme',
  model: { name: 'CmeOpportunity', schema: opportunitySchema, collection: 'cme_opportunities' },
  notFound: EventsNewsCmeMessages.cmeNotFound,
  posterField: 'authorId',
  markedTab: 'saved',
  tagsOf: (document) => [`format:${document.format}`, ...(document.cost === 0 ? ['free'] : [])],
  queryTags: (query) => [...(query.format ? [`format:${query.format}`] : []), ...(query.free ? ['free'] : [])],
  score: (document) => Date.parse(`${document.startDate}T00:00:00Z`),
  stretches: () => [{}],
  dates: ['createdAt'],
  toView: toCmeOpportunity,
  published: CmePublishedV1,
  changed: CmeChangedV1,
  formFields: cmeFormFields,
  notYours: ListingNotYoursMessages.cme,
  // The provider is an organisation's name and the location a venue; the link is read (flagged only in a patient's context).
  memberText: (form) => ({ title: form.title, description: form.description, topics: form.topics, url: form.url }),
  posted(input, { id, posterId, at }) {
    const cost = input.cost ?? null;
    return {
      listing: {
        _id: id,
        ...input,
        cost,
        endDate: input.endDate ?? null,
        location: input.location ?? null,
        authorId: posterId,
        authorName: null,
        createdAt: at,
      },
      published: {
        opportunityId: id,
        authorId: posterId,
        title: input.title,
        provider: input.provider,
        format: input.format,
        credits: input.credits,
        cost,
        startDate: input.startDate,
        createdAt: at.toISOString(),
      },
    };
  },
  samples: sampleOpportunities,
};

import type { DataOf, EventChangedV1, EventDefinition, PhiConfirmable, PosterCard } from '@docnet/contracts';
import type { OutboxFields, PhiTargetType, PhiTextFields } from '@docnet/platform';
import type { Schema } from 'mongoose';

/**
 * Ids 1-999 are kept for sample items; members' items are numbered from here on, so a fixed sample
 * id never meets a generated one.
 */
export const MEMBER_ITEM_ID_OFFSET = 1000;

/** The kinds of listing; each names its id sequence and, for news and CME, its members' saves. */
export type ListingKindName = 'events' | 'news' | 'cme';

/** What the PHI guard's audit record calls each kind's listing. */
export const PHI_TARGETS: Record<ListingKindName, PhiTargetType> = { events: 'event', news: 'news', cme: 'cme' };

/** The field naming the member who posted a listing ('My Events', 'My Articles', 'My Posts'); null on samples. */
export type PosterField = 'organizerId' | 'authorId';

/**
 * A listing's revision, which every change of it raises (an event's attendees), so the listings index never takes
 * an older copy over a newer one; absent on listings stored before it was kept (taken as 0).
 */
export interface ListingRevision {
  revision?: number;
}

/**
 * When the member who posted a listing deleted it; absent or null while it stands. The document stays (its outbox
 * carries the fact that says so), the listings index and every answer leave it out.
 */
export interface ListingDeletion {
  deletedAt?: Date | null;
}

/** What every stored listing has: its id, its outbox and its revision. */
export type ListingDocument = OutboxFields & ListingRevision & ListingDeletion & { _id: number } & Partial<Record<PosterField, number | null>>;

/** The list query every kind takes: its member tabs and a limit, besides its own filters. */
export interface ListingQuery {
  filter?: string;
  limit: number;
}

/** The types one kind of listing is made of. */
export interface ListingTypes {
  document: ListingDocument;
  /** What the member sees (the contracts' answer). */
  view: object;
  /** The validated form, with the PHI guard's optional confirmation. */
  input: PhiConfirmable;
  query: ListingQuery;
  /** The data of the fact published when a member posts one. */
  published: object;
  /** The member's own mark on one listing: saved, or Interested / Going. */
  mark: unknown;
}

/** A kind's form as its listing keeps it: without the PHI guard's confirmation, which is kept apart for audit. */
export type ListingForm<T extends ListingTypes> = Omit<T['input'], 'phiConfirmation'>;

/**
 * One stretch of a list's order (events: upcoming, then past): the listings whose score (`ListingKind.score`) is
 * at least `from` and below `below`, lowest score first or, with `highestFirst`, highest first; equal scores go
 * by id the same way.
 */
export interface ListingStretch {
  from?: number;
  below?: number;
  highestFirst?: boolean;
}

/**
 * What makes events, news and CME differ; the listings kernel (publish, list, view, save, seed) is
 * written once over it.
 */
export interface ListingKind<T extends ListingTypes> {
  name: ListingKindName;
  model: { name: string; schema: Schema<T['document']>; collection: string };
  /** The 404 message of an unknown id. */
  notFound: string;
  posterField: PosterField;
  /** The member tab that lists what the member marked ('Attending', 'Saved'). */
  markedTab: NonNullable<T['query']['filter']>;
  /**
   * The tags of a listing its own filters select by (event type, news category, CME format and Free), e.g.
   * `type:virtual`, and those a list query asks for: a listing is in the list when it has every tag asked for.
   */
  tagsOf(document: T['document']): string[];
  queryTags(query: T['query']): string[];
  /** Where a listing stands in the kind's order (a time in ms), and the stretches of that order a list shows. */
  score(document: T['document']): number;
  stretches(now: Date): ListingStretch[];
  /** The document's fields that are dates, brought back as dates from the listings' read model. */
  dates: readonly (keyof T['document'] & string)[];
  toView(document: T['document'], poster: PosterCard | undefined, mark: T['mark']): T['view'];
  /**
   * The member text of a form that the PHI guard reads, by the form's field names (a list's items as
   * `<field>.<index>`): its free text, tags and links, not its enumerations, dates or venue.
   */
  memberText(form: ListingForm<T>): PhiTextFields;
  /** The fact published, through the outbox, when a member posts one. */
  published: EventDefinition<string, T['published']>;
  /** The fact published when its poster edits or deletes one. */
  changed: EventDefinition<string, DataOf<typeof EventChangedV1>>;
  /** The form's fields as the listing keeps them: what an edit replaces. */
  formFields: readonly (keyof T['document'] & string)[];
  /** The 403 of an edit or delete by another member. */
  notYours: string;
  /** A member's new listing and the data of its published fact. */
  posted(
    input: ListingForm<T>,
    post: { id: number; posterId: number; at: Date },
  ): { listing: Omit<T['document'], keyof OutboxFields>; published: T['published'] };
  /** The sample listings, dated from `now`; they have no member poster and publish nothing. */
  samples(now: Date): T['document'][];
}

/** Members' own marks on one kind: saves on news and CME, Interested / Going on events. */
export abstract class MemberMarks<TMark> {
  /** The member's mark on each of these listings. */
  abstract of(memberId: number, listingIds: readonly number[]): Promise<(listingId: number) => TMark>;
  /** The listings of the member's marked tab. */
  abstract listedBy(memberId: number): Promise<number[]>;
}

/** The kind a module's listings kernel serves. */
export const LISTING_KIND = Symbol('LISTING_KIND');
/** That kind's mongoose model. */
export const LISTING_MODEL = Symbol('LISTING_MODEL');

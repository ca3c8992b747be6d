import { EventsNewsCmeRoutes, type ListingChange } from '@docnet/contracts';
import { newEvent, OutboxRelay, PhiConfirmations, withEvents } from '@docnet/platform';
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Model } from 'mongoose';
import { LISTING_KIND, LISTING_MODEL, PHI_TARGETS, type ListingKind, type ListingTypes } from '../../listing-kind';
import { ListListingsHandler } from '../../queries/list-listings/list-listings.handler';
import { RefreshListingHandler } from '../refresh-listing/refresh-listing.handler';

const ATTEMPTS = 5;

/**
 * The member who posted a listing edits or deletes it; anyone else gets 403, a deleted or unknown listing 404. Each
 * change is one write guarded by the listing's revision (an attendee count moving meanwhile makes it read again),
 * with the kind's changed fact in its outbox, and is listed before the answer. An edit passes the PHI guard as a
 * post does. A deleted listing keeps its document (marked `deletedAt`, its fact still to publish); the index drops it.
 */
@Injectable()
export class ChangeListingHandler<T extends ListingTypes> {
  constructor(
    @Inject(LISTING_KIND) private readonly kind: ListingKind<T>,
    @Inject(LISTING_MODEL) private readonly listings: Model<T['document']>,
    private readonly relay: OutboxRelay,
    private readonly reader: ListListingsHandler<T>,
    private readonly listing: RefreshListingHandler<T>,
    private readonly phi: PhiConfirmations,
  ) {}

  async update(id: number, input: T['input'], memberId: number): Promise<T['view']> {
    const { phiConfirmation, ...form } = input;
    await this.own(id, memberId);
    const confirmed = this.phi.check(memberId, this.kind.memberText(form), phiConfirmation);
    const route = `PUT ${EventsNewsCmeRoutes[this.kind.name]}/:id`;
    await this.phi.record({ memberId, route, targetType: PHI_TARGETS[this.kind.name], targetId: id }, confirmed);
    // The form's fields as a post would keep them; the rest (poster, counts, dates of posting) stays.
    const { listing } = this.kind.posted(form, { id, posterId: memberId, at: new Date() });
    const changes = Object.fromEntries(
      this.kind.formFields.map((field) => [field, (listing as Record<string, unknown>)[field] ?? null]),
    ) as Partial<T['document']>;
    const written = await this.change(id, memberId, 'updated', changes);
    return this.reader.viewOf(written, memberId);
  }

  async delete(id: number, memberId: number): Promise<void> {
    await this.change(id, memberId, 'deleted', { deletedAt: new Date() } as Partial<T['document']>);
  }

  /** The standing listing, when it is the member's own. */
  private async own(id: number, memberId: number): Promise<T['document']> {
    const current = await this.listings.findOne({ _id: id, deletedAt: null }, { pendingEvents: 0 }).lean<T['document']>();
    if (!current) throw new NotFoundException(this.kind.notFound);
    if (current[this.kind.posterField] !== memberId) throw new ForbiddenException(this.kind.notYours);
    return current;
  }

  private async change(
    id: number,
    memberId: number,
    change: ListingChange,
    changes: Partial<T['document']>,
  ): Promise<T['document']> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const current = await this.own(id, memberId);
      const revision = (current.revision ?? 0) + 1;
      const fact = newEvent(this.kind.changed, 'events-news-cme', id, { id, posterId: memberId, change, changedAt: new Date().toISOString() });
      // A listing stored before revisions were kept has none: taken as 0.
      const guard = current.revision === undefined ? { $exists: false } : current.revision;
      const update = withEvents<T['document']>({ $set: { ...changes, revision } }, [fact]);
      const result = await this.listings.updateOne({ _id: id, revision: guard }, update);
      if (result.matchedCount === 1) {
        this.relay.nudge(this.listings, id);
        const written = { ...current, ...changes, revision };
        await this.listing.written(written);
        return written;
      }
    }
    throw new ConflictException('The listing changed meanwhile. Please try again.');
  }
}

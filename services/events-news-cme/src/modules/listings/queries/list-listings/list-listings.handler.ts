import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { FilterQuery, Model } from 'mongoose';
import { LISTING_KIND, LISTING_MODEL, MemberMarks, type ListingKind, type ListingTypes } from '../../listing-kind';
import { Posters } from '../../posters';

/**
 * A kind's list in its order, narrowed by its own filters and the member tabs ('mine' is what the member
 * posted, the marked tab what the member saved or is going to), and one listing; each as the member
 * sees it, with the poster's current card and the member's own mark.
 */
@Injectable()
export class ListListingsHandler<T extends ListingTypes> {
  constructor(
    @Inject(LISTING_KIND) private readonly kind: ListingKind<T>,
    @Inject(LISTING_MODEL) private readonly listings: Model<T['document']>,
    private readonly marks: MemberMarks<T['mark']>,
    private readonly posters: Posters,
  ) {}

  async execute(query: T['query'], memberId: number): Promise<T['view'][]> {
    const filter: FilterQuery<ListingTypes['document']> = { ...this.kind.filterOf(query) };
    if (query.filter === 'mine') filter[this.kind.posterField] = memberId;
    if (query.filter === this.kind.markedTab) filter._id = { $in: await this.marks.listedBy(memberId) };
    const documents: T['document'][] = [];
    for (const stretch of this.kind.order(new Date())) {
      if (documents.length === query.limit) break;
      const found = await this.listings
        .find({ ...filter, ...stretch.filter })
        .sort(stretch.sort)
        .limit(query.limit - documents.length)
        .lean<T['document'][]>();
      documents.push(...found);
    }
    return this.view(documents, memberId);
  }

  async one(id: number, memberId: number): Promise<T['view']> {
    const document = await this.listings.findById(id).lean<T['document']>();
    if (!document) throw new NotFoundException(this.kind.notFound);
    const [view] = await this.view([document], memberId);
    return view;
  }

  /** Answers 404 with the kind's message unless the listing exists. */
  async ensureListed(id: number): Promise<void> {
    if (!(await this.listings.exists({ _id: id }))) throw new NotFoundException(this.kind.notFound);
  }

  private async view(documents: T['document'][], memberId: number): Promise<T['view'][]> {
    const posterOf = (document: T['document']) => document[this.kind.posterField] ?? null;
    const [posters, markOf] = await Promise.all([
      this.posters.cardsOf(documents.map(posterOf)),
      this.marks.of(memberId, documents.map((document) => document._id)),
    ]);
    return documents.map((document) => {
      const posterId = posterOf(document);
      return this.kind.toView(document, posterId === null ? undefined : posters.get(posterId), markOf(document._id));
    });
  }
}

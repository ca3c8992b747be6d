import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { RebuildListingIndexHandler } from '../../commands/rebuild-listing-index/rebuild-listing-index.handler';
import { ListingIndex, posterTag } from '../../domain/listing-index.port';
import { LISTING_KIND, MemberMarks, type ListingKind, type ListingStretch, type ListingTypes } from '../../listing-kind';
import { Posters } from '../../posters';

/**
 * A kind's list in its order, narrowed by its own filters and the member tabs ('mine' is what the member
 * posted, the marked tab what the member saved or is going to), and one listing; each as the member
 * sees it, with the poster's current card and the member's own mark. Read from the listings index (ADR 3),
 * never from the collection.
 */
@Injectable()
export class ListListingsHandler<T extends ListingTypes> {
  constructor(
    @Inject(LISTING_KIND) private readonly kind: ListingKind<T>,
    private readonly index: ListingIndex<T['document']>,
    private readonly rebuild: RebuildListingIndexHandler<T>,
    private readonly marks: MemberMarks<T['mark']>,
    private readonly posters: Posters,
  ) {}

  async execute(query: T['query'], memberId: number): Promise<T['view'][]> {
    const tags = [...this.kind.queryTags(query), ...(query.filter === 'mine' ? [posterTag(memberId)] : [])];
    const stretches = this.kind.stretches(new Date());
    const documents =
      query.filter === this.kind.markedTab
        ? this.inOrder(await this.marked(memberId, tags), stretches).slice(0, query.limit)
        : await this.rebuild.read(() => this.index.list(tags, stretches, query.limit));
    return this.view(documents, memberId);
  }

  async one(id: number, memberId: number): Promise<T['view']> {
    const [document] = await this.rebuild.read(() => this.index.among([id]));
    if (!document) throw new NotFoundException(this.kind.notFound);
    return this.viewOf(document, memberId);
  }

  /** A listing the caller holds (a write's own result) as the member sees it. */
  async viewOf(document: T['document'], memberId: number): Promise<T['view']> {
    const [view] = await this.view([document], memberId);
    return view;
  }

  /** Answers 404 with the kind's message unless the listing exists. */
  async ensureListed(id: number): Promise<void> {
    if (!(await this.rebuild.read(() => this.index.among([id]))).length) throw new NotFoundException(this.kind.notFound);
  }

  /** The listings the member marked that have every tag asked for. */
  private async marked(memberId: number, tags: readonly string[]): Promise<T['document'][]> {
    const ids = await this.marks.listedBy(memberId);
    const documents = await this.rebuild.read(() => this.index.among(ids));
    return documents.filter((document) => {
      const own = new Set(this.kind.tagsOf(document));
      return tags.every((tag) => own.has(tag));
    });
  }

  /** Listings in the kind's order, stretch after stretch, as the index keeps it (equal scores by id). */
  private inOrder(documents: T['document'][], stretches: readonly ListingStretch[]): T['document'][] {
    const scored = documents.map((document) => ({ document, score: this.kind.score(document) }));
    return stretches.flatMap(({ from = -Infinity, below = Infinity, highestFirst = false }) =>
      scored
        .filter(({ score }) => score >= from && score < below)
        .sort((a, b) => (a.score - b.score || a.document._id - b.document._id) * (highestFirst ? -1 : 1))
        .map(({ document }) => document),
    );
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

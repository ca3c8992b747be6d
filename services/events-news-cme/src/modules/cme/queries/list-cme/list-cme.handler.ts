import { EventsNewsCmeMessages, type CmeListQuery, type CmeOpportunity } from '@docnet/contracts';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { FilterQuery } from 'mongoose';
import { Posters } from '../../../listings/posters';
import { SavedItems } from '../../../listings/saved-items';
import { toCmeOpportunity } from '../../domain/opportunity-view';
import { OpportunityModel, type OpportunityDocument } from '../../persistence/opportunity.schema';

/** CME opportunities, soonest start first; Free is cost 0; 'My Posts' are the member's own, 'Saved' the member's saves. */
@Injectable()
export class ListCmeHandler {
  constructor(
    @Inject(OpportunityModel) private readonly opportunities: OpportunityModel,
    private readonly saves: SavedItems,
    private readonly posters: Posters,
  ) {}

  async execute(query: CmeListQuery, memberId: number): Promise<CmeOpportunity[]> {
    const filter: FilterQuery<OpportunityDocument> = {};
    if (query.format) filter.format = query.format;
    if (query.free) filter.cost = 0;
    if (query.filter === 'mine') filter.authorId = memberId;
    if (query.filter === 'saved') filter._id = { $in: await this.saves.savedBy('cme', memberId) };
    const documents = await this.opportunities.find(filter).sort({ startDate: 1, _id: 1 }).limit(query.limit).lean();
    return this.view(documents, memberId);
  }

  async one(id: number, memberId: number): Promise<CmeOpportunity> {
    const document = await this.opportunities.findById(id).lean();
    if (!document) throw new NotFoundException(EventsNewsCmeMessages.cmeNotFound);
    const [opportunity] = await this.view([document], memberId);
    return opportunity;
  }

  private async view(documents: OpportunityDocument[], memberId: number): Promise<CmeOpportunity[]> {
    const [authors, saved] = await Promise.all([
      this.posters.cardsOf(documents.map((document) => document.authorId)),
      this.saves.savedAmong('cme', memberId, documents.map((document) => document._id)),
    ]);
    return documents.map((document) =>
      toCmeOpportunity(document, document.authorId === null ? undefined : authors.get(document.authorId), saved.has(document._id)),
    );
  }
}

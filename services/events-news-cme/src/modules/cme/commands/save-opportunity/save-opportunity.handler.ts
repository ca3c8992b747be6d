import { EventsNewsCmeMessages, type CmeOpportunity } from '@docnet/contracts';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { SavedItems } from '../../../listings/saved-items';
import { OpportunityModel } from '../../persistence/opportunity.schema';
import { ListCmeHandler } from '../../queries/list-cme/list-cme.handler';

/** Save / unsave an opportunity for the member ('Saved' tab); idempotent. */
@Injectable()
export class SaveOpportunityHandler {
  constructor(
    @Inject(OpportunityModel) private readonly opportunities: OpportunityModel,
    private readonly saves: SavedItems,
    private readonly reader: ListCmeHandler,
  ) {}

  async execute(opportunityId: number, memberId: number, saved: boolean): Promise<CmeOpportunity> {
    if (!(await this.opportunities.exists({ _id: opportunityId }))) throw new NotFoundException(EventsNewsCmeMessages.cmeNotFound);
    if (saved) await this.saves.save('cme', opportunityId, memberId);
    else await this.saves.unsave('cme', opportunityId, memberId);
    return this.reader.one(opportunityId, memberId);
  }
}

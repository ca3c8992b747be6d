import { CmePublishedV1, type CmeInput, type CmeOpportunity } from '@docnet/contracts';
import { newEvent, OutboxRelay, SequenceGenerator, withNewEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { MEMBER_ITEM_ID_OFFSET } from '../../../listings/sample-data';
import { OpportunityModel } from '../../persistence/opportunity.schema';
import { ListCmeHandler } from '../../queries/list-cme/list-cme.handler';

/** 'Add Opportunity': events-news-cme.cme.published goes through the outbox. */
@Injectable()
export class PublishOpportunityHandler {
  constructor(
    @Inject(OpportunityModel) private readonly opportunities: OpportunityModel,
    private readonly sequences: SequenceGenerator,
    private readonly relay: OutboxRelay,
    private readonly reader: ListCmeHandler,
  ) {}

  async execute(input: CmeInput, authorId: number): Promise<CmeOpportunity> {
    const id = MEMBER_ITEM_ID_OFFSET + (await this.sequences.next('cme'));
    const createdAt = new Date();
    const cost = input.cost ?? null;
    const published = newEvent(CmePublishedV1, 'events-news-cme', id, {
      opportunityId: id,
      authorId,
      title: input.title,
      provider: input.provider,
      format: input.format,
      credits: input.credits,
      cost,
      startDate: input.startDate,
      createdAt: createdAt.toISOString(),
    });
    await this.opportunities.create({
      _id: id,
      ...input,
      cost,
      endDate: input.endDate ?? null,
      location: input.location ?? null,
      authorId,
      authorName: null,
      createdAt,
      ...withNewEvents([published]),
    });
    this.relay.nudge(this.opportunities, id);
    return this.reader.one(id, authorId);
  }
}

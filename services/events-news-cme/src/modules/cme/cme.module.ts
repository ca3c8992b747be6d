import { modelProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { PublishOpportunityHandler } from './commands/publish-opportunity/publish-opportunity.handler';
import { SaveOpportunityHandler } from './commands/save-opportunity/save-opportunity.handler';
import { CmeController } from './http/cme.controller';
import { OpportunityModel, opportunitySchema } from './persistence/opportunity.schema';
import { ListCmeHandler } from './queries/list-cme/list-cme.handler';
import { SampleOpportunitiesSeeder } from './seeding/sample-opportunities';

/** CME opportunities: sample and members' posts, and members' saves. */
@Module({
  imports: [ListingsModule],
  controllers: [CmeController],
  providers: [
    modelProvider(OpportunityModel, 'CmeOpportunity', opportunitySchema, 'cme_opportunities', { outbox: true }),
    ListCmeHandler,
    PublishOpportunityHandler,
    SaveOpportunityHandler,
    SampleOpportunitiesSeeder,
  ],
})
export class CmeModule {}

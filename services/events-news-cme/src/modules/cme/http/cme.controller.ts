import { cmeFormSchema, cmeListQuerySchema, EventsNewsCmeRoutes, type CmeOpportunity } from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ChangeListingHandler } from '../../listings/commands/change-listing/change-listing.handler';
import { PublishListingHandler } from '../../listings/commands/publish-listing/publish-listing.handler';
import { SaveListingHandler } from '../../listings/commands/save-listing/save-listing.handler';
import { ListListingsHandler } from '../../listings/queries/list-listings/list-listings.handler';
import type { OpportunityListing } from '../opportunity.listing';

/** Internal API of CME opportunities (contracts/src/services/events-news-cme.ts); only the BFF calls it. */
@Controller()
export class CmeController {
  constructor(
    private readonly listCme: ListListingsHandler<OpportunityListing>,
    private readonly publishOpportunity: PublishListingHandler<OpportunityListing>,
    private readonly saveOpportunity: SaveListingHandler<OpportunityListing>,
    private readonly changeOpportunity: ChangeListingHandler<OpportunityListing>,
  ) {}

  @Get(EventsNewsCmeRoutes.cme)
  list(@Query() query: unknown, @ActingUserId() memberId: number): Promise<CmeOpportunity[]> {
    return this.listCme.execute(validateInput(cmeListQuerySchema, query), memberId);
  }

  @Post(EventsNewsCmeRoutes.cme)
  @HttpCode(201)
  create(@Body() body: unknown, @ActingUserId() memberId: number): Promise<CmeOpportunity> {
    return this.publishOpportunity.execute(validateInput(cmeFormSchema, body), memberId);
  }

  @Get(EventsNewsCmeRoutes.cmeOpportunity(':id'))
  one(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<CmeOpportunity> {
    return this.listCme.one(id, memberId);
  }

  @Put(EventsNewsCmeRoutes.cmeOpportunity(':id'))
  update(@Param('id', ParseIntPipe) id: number, @Body() body: unknown, @ActingUserId() memberId: number): Promise<CmeOpportunity> {
    return this.changeOpportunity.update(id, validateInput(cmeFormSchema, body), memberId);
  }

  @Delete(EventsNewsCmeRoutes.cmeOpportunity(':id'))
  @HttpCode(204)
  remove(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<void> {
    return this.changeOpportunity.delete(id, memberId);
  }

  @Put(EventsNewsCmeRoutes.cmeSaved(':id'))
  save(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<CmeOpportunity> {
    return this.saveOpportunity.execute(id, memberId, true);
  }

  @Delete(EventsNewsCmeRoutes.cmeSaved(':id'))
  unsave(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<CmeOpportunity> {
    return this.saveOpportunity.execute(id, memberId, false);
  }
}

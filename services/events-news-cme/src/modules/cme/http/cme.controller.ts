import { cmeFormSchema, cmeListQuerySchema, type CmeOpportunity } from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { PublishOpportunityHandler } from '../commands/publish-opportunity/publish-opportunity.handler';
import { SaveOpportunityHandler } from '../commands/save-opportunity/save-opportunity.handler';
import { ListCmeHandler } from '../queries/list-cme/list-cme.handler';

/** Internal API of CME opportunities (contracts/src/services/events-news-cme.ts); only the BFF calls it. */
@Controller('internal/cme')
export class CmeController {
  constructor(
    private readonly listCme: ListCmeHandler,
    private readonly publishOpportunity: PublishOpportunityHandler,
    private readonly saveOpportunity: SaveOpportunityHandler,
  ) {}

  @Get()
  list(@Query() query: unknown, @ActingUserId() memberId: number): Promise<CmeOpportunity[]> {
    return this.listCme.execute(validateInput(cmeListQuerySchema, query), memberId);
  }

  @Post()
  @HttpCode(201)
  create(@Body() body: unknown, @ActingUserId() memberId: number): Promise<CmeOpportunity> {
    return this.publishOpportunity.execute(validateInput(cmeFormSchema, body), memberId);
  }

  @Get(':id')
  one(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<CmeOpportunity> {
    return this.listCme.one(id, memberId);
  }

  @Put(':id/saved')
  save(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<CmeOpportunity> {
    return this.saveOpportunity.execute(id, memberId, true);
  }

  @Delete(':id/saved')
  unsave(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<CmeOpportunity> {
    return this.saveOpportunity.execute(id, memberId, false);
  }
}

import { ApiRoutes, cmeFormSchema, cmeListQuerySchema, EventsNewsCmeRoutes, openApiRef, type CmeOpportunity } from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ListingIdPipe } from '../../common/id-pipes';
import { ApiBody, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EventsNewsCmeClient } from '../../clients/service-clients.module';
import { SignedInMember } from '../../session/signed-in-member';
import { LimitedPerMember } from '../../security/member-write-limits';
import { ApiQueryFrom } from '../../openapi/api-queries';
import { ApiAnswer, ApiAnswerList, ApiErrors } from '../../openapi/api-responses';

/** CME Opportunities (/resources/cme). */
@ApiTags('cme')
@ApiErrors(400, 401)
@Controller()
export class CmeController {
  constructor(private readonly service: EventsNewsCmeClient) {}

  @Get(ApiRoutes.cme)
  @ApiAnswerList('CmeOpportunity')
  @ApiOperation({
    summary: "CME opportunities, soonest start first, each with saved for the signed-in member",
    description:
      "CME opportunities, soonest start first, each with saved for the signed-in member; cost null means 'Price not specified'",
  })
  @ApiQueryFrom(cmeListQuerySchema)
  list(@SignedInMember() memberId: number, @Query() query: unknown): Promise<CmeOpportunity[]> {
    const input = validateInput(cmeListQuerySchema, query);
    return this.service.get(EventsNewsCmeRoutes.cme, { query: input, actingUserId: memberId });
  }

  @Post(ApiRoutes.cme)
  @LimitedPerMember('cme')
  @ApiAnswer('CmeOpportunity', 201)
  @ApiErrors(422)
  @HttpCode(201)
  @ApiBody({ schema: openApiRef('CmeInput') })
  @ApiOperation({
    summary: "'Add Opportunity': post a listing",
    description:
      "'Add Opportunity': the form's rules are checked with the contract's schema (400 {message}); answers the opportunity",
  })
  create(@SignedInMember() memberId: number, @Body() body: unknown): Promise<CmeOpportunity> {
    return this.service.post(EventsNewsCmeRoutes.cme, { body: validateInput(cmeFormSchema, body), actingUserId: memberId });
  }

  @Get(ApiRoutes.cmeById(':id'))
  @ApiAnswer('CmeOpportunity')
  @ApiErrors(404)
  @ApiOperation({ summary: 'One CME opportunity; 404 CME opportunity not found' })
  one(@SignedInMember() memberId: number, @Param('id', ListingIdPipe) id: number): Promise<CmeOpportunity> {
    return this.service.get(EventsNewsCmeRoutes.cmeOpportunity(id), { actingUserId: memberId });
  }

  @Put(ApiRoutes.cmeById(':id'))
  @LimitedPerMember('cme')
  @ApiAnswer('CmeOpportunity')
  @ApiErrors(403, 404, 409, 422)
  @ApiBody({ schema: openApiRef('CmeInput') })
  @ApiOperation({
    summary: "Edit, the author only",
    description:
      "Edit, the author only (403 otherwise), with the form's validation; every field of the form is replaced. Answers the opportunity; 404 'CME opportunity not found'",
  })
  update(@SignedInMember() memberId: number, @Param('id', ListingIdPipe) id: number, @Body() body: unknown): Promise<CmeOpportunity> {
    return this.service.put(EventsNewsCmeRoutes.cmeOpportunity(id), { body: validateInput(cmeFormSchema, body), actingUserId: memberId });
  }

  @Delete(ApiRoutes.cmeById(':id'))
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(403, 404, 409)
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete, the author only (403 otherwise); it leaves every list and tab; 204' })
  async remove(@SignedInMember() memberId: number, @Param('id', ListingIdPipe) id: number): Promise<void> {
    await this.service.delete(EventsNewsCmeRoutes.cmeOpportunity(id), { actingUserId: memberId });
  }

  @Put(ApiRoutes.cmeSaved(':id'))
  @ApiAnswer('CmeOpportunity')
  @ApiErrors(404)
  @ApiOperation({
    summary: 'Save the opportunity for the signed-in member',
    description:
      'Save the opportunity for the signed-in member (idempotent); answers the opportunity',
  })
  save(@SignedInMember() memberId: number, @Param('id', ListingIdPipe) id: number): Promise<CmeOpportunity> {
    return this.service.put(EventsNewsCmeRoutes.cmeSaved(id), { actingUserId: memberId });
  }

  @Delete(ApiRoutes.cmeSaved(':id'))
  @ApiAnswer('CmeOpportunity')
  @ApiErrors(404)
  @ApiOperation({ summary: 'Unsave the opportunity (idempotent); answers the opportunity' })
  unsave(@SignedInMember() memberId: number, @Param('id', ListingIdPipe) id: number): Promise<CmeOpportunity> {
    return this.service.delete(EventsNewsCmeRoutes.cmeSaved(id), { actingUserId: memberId });
  }
}

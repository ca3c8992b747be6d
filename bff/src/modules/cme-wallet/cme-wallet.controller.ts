import { allocationsFormSchema, ApiRoutes, creditFormSchema, EventsNewsCmeRoutes, licenceFormSchema, openApiRef, type CmeWallet, type WalletBoard, type WalletCredit, type WalletLicence } from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBody, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EventsNewsCmeClient } from '../../clients/service-clients.module';
import { CreditIdPipe, LicenceIdPipe } from '../../common/id-pipes';
import { ApiAnswer, ApiAnswerList, ApiErrors } from '../../openapi/api-responses';
import { SignedInMember } from '../../session/signed-in-member';

/** The signed-in member's CME/CE wallet, answered by the events-news-cme service; private to the member. */
@ApiTags('cme-wallet')
@ApiErrors(400, 401)
@Controller()
export class CmeWalletController {
  constructor(private readonly service: EventsNewsCmeClient) {}

  @Get(ApiRoutes.cmeWallet)
  @ApiAnswer('CmeWallet')
  @ApiOperation({
    summary: "The member's licences and credits, each licence's current cycle against its board's rules",
    description:
      "The member's licences and credits, each licence's current cycle against its board's rules (met, owed, by when and why), the federal DEA hours, and what is due, soonest first",
  })
  wallet(@SignedInMember() memberId: number): Promise<CmeWallet> {
    return this.service.get(EventsNewsCmeRoutes.cmeWallet, { actingUserId: memberId });
  }

  @Get(ApiRoutes.cmeWalletBoards)
  @ApiAnswerList('WalletBoard')
  @ApiOperation({
    summary: 'The boards whose rules the wallet knows',
    description:
      'The boards whose rules the wallet knows, with the version in force, its source and verified date',
  })
  boards(@SignedInMember() memberId: number): Promise<WalletBoard[]> {
    return this.service.get(EventsNewsCmeRoutes.cmeWalletBoards, { actingUserId: memberId });
  }

  @Post(ApiRoutes.cmeWalletLicences)
  @ApiAnswer('WalletLicence', 201)
  @ApiErrors(409)
  @HttpCode(201)
  @ApiBody({ schema: openApiRef('LicenceInput') })
  @ApiOperation({
    summary: 'Add a licence',
    description:
      'Add a licence (409 when the same state, profession and number is already in the wallet)',
  })
  addLicence(@SignedInMember() memberId: number, @Body() body: unknown): Promise<WalletLicence> {
    return this.service.post(EventsNewsCmeRoutes.cmeWalletLicences, { body: validateInput(licenceFormSchema, body), actingUserId: memberId });
  }

  @Put(ApiRoutes.cmeWalletLicence(':id'))
  @ApiAnswer('WalletLicence')
  @ApiErrors(404, 409)
  @ApiBody({ schema: openApiRef('LicenceInput') })
  @ApiOperation({
    summary: "Edit one of the member's licences",
    description:
      "Edit one of the member's licences; another member's answers 404 'Licence not found'",
  })
  editLicence(@SignedInMember() memberId: number, @Param('id', LicenceIdPipe) id: number, @Body() body: unknown): Promise<WalletLicence> {
    return this.service.put(EventsNewsCmeRoutes.cmeWalletLicence(id), { body: validateInput(licenceFormSchema, body), actingUserId: memberId });
  }

  @Delete(ApiRoutes.cmeWalletLicence(':id'))
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors(404)
  @HttpCode(204)
  @ApiOperation({ summary: "Remove one of the member's licences; 204" })
  async removeLicence(@SignedInMember() memberId: number, @Param('id', LicenceIdPipe) id: number): Promise<void> {
    await this.service.delete(EventsNewsCmeRoutes.cmeWalletLicence(id), { actingUserId: memberId });
  }

  @Post(ApiRoutes.cmeWalletCredits)
  @ApiAnswer('WalletCredit', 201)
  @ApiErrors(422)
  @HttpCode(201)
  @ApiBody({ schema: openApiRef('CreditInput') })
  @ApiOperation({
    summary: 'Record a credit',
    description:
      'Record a credit (a certificate uploaded through /api/uploads may be attached by its URL); 422 when the title may identify a patient',
  })
  addCredit(@SignedInMember() memberId: number, @Body() body: unknown): Promise<WalletCredit> {
    return this.service.post(EventsNewsCmeRoutes.cmeWalletCredits, { body: validateInput(creditFormSchema, body), actingUserId: memberId });
  }

  @Put(ApiRoutes.cmeWalletCredit(':id'))
  @ApiAnswer('WalletCredit')
  @ApiErrors(404, 422)
  @ApiBody({ schema: openApiRef('CreditInput') })
  @ApiOperation({
    summary: "Edit one of the member's credits",
    description:
      "Edit one of the member's credits; another member's answers 404 'Credit not found'",
  })
  editCredit(@SignedInMember() memberId: number, @Param('id', CreditIdPipe) id: number, @Body() body: unknown): Promise<WalletCredit> {
    return this.service.put(EventsNewsCmeRoutes.cmeWalletCredit(id), { body: validateInput(creditFormSchema, body), actingUserId: memberId });
  }

  @Put(ApiRoutes.cmeWalletCreditAllocations(':id'))
  @ApiAnswer('WalletCredit')
  @ApiErrors(404)
  @ApiBody({ schema: openApiRef('AllocationsInput') })
  @ApiOperation({
    summary: 'Choose where one of the member\'s credits counts',
    description:
      "Where one of the member's credits counts, over the automatic allocation: each allocation names a topic requirement of the member's evaluation and the hours to count first (0: never there); an empty list is automatic again",
  })
  allocateCredit(@SignedInMember() memberId: number, @Param('id', CreditIdPipe) id: number, @Body() body: unknown): Promise<WalletCredit> {
    return this.service.put(EventsNewsCmeRoutes.cmeWalletCreditAllocations(id), { body: validateInput(allocationsFormSchema, body), actingUserId: memberId });
  }

  @Delete(ApiRoutes.cmeWalletCredit(':id'))
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors(404)
  @HttpCode(204)
  @ApiOperation({ summary: "Remove one of the member's credits; 204" })
  async removeCredit(@SignedInMember() memberId: number, @Param('id', CreditIdPipe) id: number): Promise<void> {
    await this.service.delete(EventsNewsCmeRoutes.cmeWalletCredit(id), { actingUserId: memberId });
  }
}

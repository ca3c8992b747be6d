import { allocationsFormSchema, ApiRoutes, certificatePrefillSchema, CmeWalletMessages, creditFormSchema, EventsNewsCmeRoutes, licenceFormSchema, openApiRef, type CertificatePrefill, type CmeWallet, type WalletBoard, type WalletCredit, type WalletLicence } from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Put, Res, UnauthorizedException } from '@nestjs/common';
import { ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { EventsNewsCmeClient } from '../../clients/service-clients.module';
import { contentDisposition } from '../../common/content-disposition';
import { CreditIdPipe, LicenceIdPipe } from '../../common/id-pipes';
import { Members } from '../../common/members';
import { UploadedFileTexts } from '../../common/uploaded-file-texts';
import { certificateFields } from './certificate-prefill';
import { transcriptPdf } from './transcript-pdf';
import { ApiAnswer, ApiAnswerList, ApiErrors } from '../../openapi/api-responses';
import { SignedInMember } from '../../session/signed-in-member';

/** The signed-in member's CME/CE wallet, answered by the events-news-cme service; private to the member. */
@ApiTags('cme-wallet')
@ApiErrors(400, 401)
@Controller()
export class CmeWalletController {
  constructor(
    private readonly service: EventsNewsCmeClient,
    private readonly members: Members,
    private readonly uploadedTexts: UploadedFileTexts,
  ) {}

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

  @Get(ApiRoutes.cmeWalletTranscript(':id'))
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The transcript, a PDF download (Content-Disposition: attachment)' })
  @ApiErrors(404)
  @ApiOperation({
    summary: "The audit transcript of one of the member's licences",
    description:
      "The audit transcript of one of the member's licences for its current cycle, as a PDF download: the holder, the licence and the board's rules, every activity completed in the cycle (date, title, provider, credit type, format, hours, certificate), each requirement and the activities that meet it; another member's licence answers 404 'Licence not found'",
  })
  async transcript(@SignedInMember() memberId: number, @Param('id', LicenceIdPipe) id: number, @Res() response: Response): Promise<void> {
    const [wallet, holder] = await Promise.all([
      this.service.get(EventsNewsCmeRoutes.cmeWallet, { actingUserId: memberId }),
      this.members.current(memberId),
    ]);
    const compliance = wallet.compliance.find((candidate) => candidate.licenceId === id);
    if (!compliance) throw new NotFoundException(CmeWalletMessages.licenceNotFound);
    if (!holder) throw new UnauthorizedException('Not signed in');
    const generatedOn = new Date().toISOString().slice(0, 10);
    const file = await transcriptPdf(wallet, id, { name: holder.name, npi: holder.npi }, generatedOn);
    const cycle = compliance.cycleStart && compliance.cycleEnd ? ` ${compliance.cycleStart} to ${compliance.cycleEnd}` : '';
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader('Content-Length', String(file.length));
    response.setHeader('Content-Disposition', contentDisposition('attachment', `CME transcript ${compliance.state} ${compliance.profession}${cycle}.pdf`));
    // The member's own records: never kept by a shared cache.
    response.setHeader('Cache-Control', 'private, no-store');
    response.end(file);
  }

  @Post(ApiRoutes.cmeWalletCertificatePrefill)
  @ApiAnswer('CertificatePrefill')
  @ApiErrors(404)
  @HttpCode(200)
  @ApiBody({ schema: openApiRef('CertificatePrefillInput') })
  @ApiOperation({
    summary: "What the member's uploaded certificate says, to prefill a credit",
    description:
      "What the member's certificate, uploaded through /api/uploads (PDF or photo), says: title, provider, accreditor, credit type, hours and completion date as far as its text shows them (each null otherwise; a photo or scanned PDF has no text), for the member to check before saving the credit; another member's upload answers 404",
  })
  async prefillCertificate(@SignedInMember() memberId: number, @Body() body: unknown): Promise<CertificatePrefill> {
    const { certificateUrl } = validateInput(certificatePrefillSchema, body);
    const stored = await this.uploadedTexts.of(memberId, { attachmentUrl: certificateUrl });
    if (!stored?.attachmentName) throw new NotFoundException(CmeWalletMessages.certificateNotFound);
    const text = stored.attachmentText ?? '';
    return { certificateUrl, fileName: stored.attachmentName, textRead: text.trim().length > 0, fields: certificateFields(text, new Date().toISOString().slice(0, 10)) };
  }
}

import { allocationsFormSchema, creditFormSchema, EventsNewsCmeRoutes, fileReferencesSchema, licenceFormSchema, type CmeWallet, type FileReferences, type WalletBoard, type WalletCredit, type WalletLicence } from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { SaveCreditHandler } from '../commands/save-credit/save-credit.handler';
import { SendRemindersHandler } from '../commands/send-reminders/send-reminders.handler';
import { SaveLicenceHandler } from '../commands/save-licence/save-licence.handler';
import { CertificateReferencesHandler } from '../queries/certificate-references/certificate-references.handler';
import { GetWalletHandler } from '../queries/get-wallet/get-wallet.handler';
import { BoardCatalog, ruleSetOn } from '../rules/board-rules.loader';
import { today } from '../domain/calendar';

/** Internal API of the CME/CE wallet (contracts/src/services/events-news-cme.ts): always the acting member's own. */
@Controller()
export class CmeWalletController {
  constructor(
    private readonly wallet: GetWalletHandler,
    private readonly licences: SaveLicenceHandler,
    private readonly credits: SaveCreditHandler,
    private readonly catalog: BoardCatalog,
    private readonly certificates: CertificateReferencesHandler,
    private readonly reminders: SendRemindersHandler,
  ) {}

  @Get(EventsNewsCmeRoutes.cmeWallet)
  get(@ActingUserId() memberId: number): Promise<CmeWallet> {
    return this.wallet.view(memberId);
  }

  @Get(EventsNewsCmeRoutes.cmeWalletBoards)
  boards(): WalletBoard[] {
    const day = today();
    return this.catalog.boards.map((board) => {
      const ruleSet = ruleSetOn(board, day);
      return { id: board.id, name: board.name, state: board.state ?? 'US', professions: [...board.professions], ruleSetVersion: ruleSet.version, source: ruleSet.source, verifiedAt: ruleSet.verifiedAt };
    });
  }

  @Post(EventsNewsCmeRoutes.cmeWalletLicences)
  @HttpCode(201)
  addLicence(@Body() body: unknown, @ActingUserId() memberId: number): Promise<WalletLicence> {
    return this.licences.add(validateInput(licenceFormSchema, body), memberId);
  }

  @Put(EventsNewsCmeRoutes.cmeWalletLicence(':id'))
  editLicence(@Param('id', ParseIntPipe) id: number, @Body() body: unknown, @ActingUserId() memberId: number): Promise<WalletLicence> {
    return this.licences.edit(id, validateInput(licenceFormSchema, body), memberId);
  }

  @Delete(EventsNewsCmeRoutes.cmeWalletLicence(':id'))
  @HttpCode(204)
  removeLicence(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<void> {
    return this.licences.remove(id, memberId);
  }

  @Post(EventsNewsCmeRoutes.cmeWalletCredits)
  @HttpCode(201)
  addCredit(@Body() body: unknown, @ActingUserId() memberId: number): Promise<WalletCredit> {
    return this.credits.add(validateInput(creditFormSchema, body), memberId);
  }

  @Put(EventsNewsCmeRoutes.cmeWalletCredit(':id'))
  editCredit(@Param('id', ParseIntPipe) id: number, @Body() body: unknown, @ActingUserId() memberId: number): Promise<WalletCredit> {
    return this.credits.edit(id, validateInput(creditFormSchema, body), memberId);
  }

  @Put(EventsNewsCmeRoutes.cmeWalletCreditAllocations(':id'))
  allocateCredit(@Param('id', ParseIntPipe) id: number, @Body() body: unknown, @ActingUserId() memberId: number): Promise<WalletCredit> {
    return this.credits.allocate(id, validateInput(allocationsFormSchema, body), memberId);
  }

  @Delete(EventsNewsCmeRoutes.cmeWalletCredit(':id'))
  @HttpCode(204)
  removeCredit(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<void> {
    return this.credits.remove(id, memberId);
  }

  /** A service's question (no acting member): which of these uploaded files a credit keeps as its certificate. */
  @Post(EventsNewsCmeRoutes.cmeWalletCertificateReferences)
  @HttpCode(200)
  certificateReferences(@Body() body: unknown): Promise<FileReferences> {
    return this.certificates.execute(validateInput(fileReferencesSchema, body).urls);
  }

  /** Operators: today's reminder sweep now, beside its daily run (idempotent: a reminder already sent is not sent again). */
  @Post(EventsNewsCmeRoutes.cmeWalletRemindersRun)
  @HttpCode(200)
  async runReminders(): Promise<{ remindersSent: number }> {
    return { remindersSent: await this.reminders.execute() };
  }
}

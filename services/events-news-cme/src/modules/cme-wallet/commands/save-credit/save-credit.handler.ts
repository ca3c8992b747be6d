import { ApiRoutes, CmeWalletMessages, EventsNewsCmeRoutes, type AllocationsInput, type CreditInput, type WalletCredit } from '@docnet/contracts';
import { PhiConfirmations, SequenceGenerator } from '@docnet/platform';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CreditModel, creditView, type CreditDocument } from '../../persistence/wallet.schemas';
import { GetWalletHandler } from '../../queries/get-wallet/get-wallet.handler';
import { PublishComplianceChanges } from '../publish-compliance';

/**
 * A member records, edits or removes one of their own credits; another member's credit is never found (404). The
 * title is member text and passes the PHI guard (a case-based course title could name a patient); the provider,
 * accreditor, dates and numbers are not read.
 */
@Injectable()
export class SaveCreditHandler {
  constructor(
    @Inject(CreditModel) private readonly credits: CreditModel,
    private readonly sequences: SequenceGenerator,
    private readonly phi: PhiConfirmations,
    private readonly compliance: PublishComplianceChanges,
    private readonly wallet: GetWalletHandler,
  ) {}

  async add(input: CreditInput, memberId: number): Promise<WalletCredit> {
    const { phiConfirmation, ...fields } = input;
    ownCertificate(fields.certificateUrl, memberId);
    const confirmed = this.phi.check(memberId, { title: fields.title }, phiConfirmation);
    const id = await this.sequences.next('cme-wallet-credits');
    await this.phi.record({ memberId, route: `POST ${EventsNewsCmeRoutes.cmeWalletCredits}`, targetType: 'cme-credit', targetId: id }, confirmed);
    const document: CreditDocument = { _id: id, memberId, ...this.fieldsOf(fields), allocations: [], createdAt: new Date() };
    await this.credits.create(document);
    await this.compliance.after(memberId);
    return creditView(document);
  }

  async edit(id: number, input: CreditInput, memberId: number): Promise<WalletCredit> {
    const { phiConfirmation, ...fields } = input;
    ownCertificate(fields.certificateUrl, memberId);
    const existing = await this.credits.exists({ _id: id, memberId });
    if (!existing) throw new NotFoundException(CmeWalletMessages.creditNotFound);
    const confirmed = this.phi.check(memberId, { title: fields.title }, phiConfirmation);
    await this.phi.record({ memberId, route: `PUT ${EventsNewsCmeRoutes.cmeWalletCredit(':id')}`, targetType: 'cme-credit', targetId: id }, confirmed);
    const updated = await this.credits.findOneAndUpdate({ _id: id, memberId }, { $set: this.fieldsOf(fields) }, { new: true }).lean<CreditDocument>();
    if (!updated) throw new NotFoundException(CmeWalletMessages.creditNotFound);
    await this.compliance.after(memberId);
    return creditView(updated);
  }

  /**
   * The member's allocations of a credit (an empty list: automatic again). Each names a topic requirement of the
   * member's own evaluation today (a licence's, or a federal one) and at most the credit's hours; anything else is
   * refused, so a typo never silently changes nothing.
   */
  async allocate(id: number, input: AllocationsInput, memberId: number): Promise<WalletCredit> {
    const credit = await this.credits.findOne({ _id: id, memberId }, { amount: 1 }).lean<Pick<CreditDocument, 'amount'>>();
    if (!credit) throw new NotFoundException(CmeWalletMessages.creditNotFound);
    if (input.allocations.some((allocation) => allocation.hours > credit.amount)) throw new BadRequestException(CmeWalletMessages.allocationMoreThanCredit);
    const { wallet } = await this.wallet.evaluate(memberId);
    const known = (licenceId: number | null, requirementId: string) => {
      const requirements = licenceId === null ? wallet.federal : wallet.compliance.find((licence) => licence.licenceId === licenceId)?.requirements;
      return requirements?.some((requirement) => requirement.id === requirementId && requirement.kind === 'topic') ?? false;
    };
    if (!input.allocations.every((allocation) => known(allocation.licenceId, allocation.requirementId))) throw new BadRequestException(CmeWalletMessages.allocationUnknownRequirement);
    const allocations = input.allocations.map((allocation) => ({ licenceId: allocation.licenceId, requirementId: allocation.requirementId, hours: allocation.hours }));
    const updated = await this.credits.findOneAndUpdate({ _id: id, memberId }, { $set: { allocations } }, { new: true }).lean<CreditDocument>();
    if (!updated) throw new NotFoundException(CmeWalletMessages.creditNotFound);
    await this.compliance.after(memberId);
    return creditView(updated);
  }

  async remove(id: number, memberId: number): Promise<void> {
    const { deletedCount } = await this.credits.deleteOne({ _id: id, memberId });
    if (deletedCount !== 1) throw new NotFoundException(CmeWalletMessages.creditNotFound);
    await this.compliance.after(memberId);
  }

  /** The form's fields; an edit keeps the member's allocations. */
  private fieldsOf(fields: Omit<CreditInput, 'phiConfirmation'>): Omit<WalletCredit, 'id' | 'createdAt' | 'allocations'> {
    return {
      title: fields.title,
      provider: fields.provider,
      accreditor: fields.accreditor,
      creditType: fields.creditType,
      amount: fields.amount,
      completedOn: fields.completedOn,
      format: fields.format,
      topics: [...new Set(fields.topics)],
      providerApprovals: [...new Set(fields.providerApprovals)],
      certificateUrl: fields.certificateUrl,
      cmeOpportunityId: fields.cmeOpportunityId,
    };
  }
}

/**
 * A certificate is the member's own upload: another member's file is neither theirs to show an auditor nor theirs to
 * keep from the uploads' cleanup.
 */
function ownCertificate(certificateUrl: string | null, memberId: number): void {
  if (certificateUrl && !certificateUrl.startsWith(`${ApiRoutes.uploadsContent}/${memberId}/`)) throw new BadRequestException(CmeWalletMessages.certificateUrl);
}

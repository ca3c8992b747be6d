import { CmeWalletMessages, WalletLicenceAddedV1, type LicenceInput, type WalletLicence } from '@docnet/contracts';
import { isDuplicateKey, newEvent, OutboxRelay, SequenceGenerator, withNewEvents } from '@docnet/platform';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { LicenceModel, licenceView, type LicenceDocument } from '../../persistence/wallet.schemas';
import { PublishComplianceChanges } from '../publish-compliance';

/** A member adds, edits or removes one of their own licences; another member's licence is never found (404). */
@Injectable()
export class SaveLicenceHandler {
  constructor(
    @Inject(LicenceModel) private readonly licences: LicenceModel,
    private readonly sequences: SequenceGenerator,
    private readonly relay: OutboxRelay,
    private readonly compliance: PublishComplianceChanges,
  ) {}

  async add(input: LicenceInput, memberId: number): Promise<WalletLicence> {
    const id = await this.sequences.next('cme-wallet-licences');
    const at = new Date();
    const fields = this.fieldsOf(input);
    const added = newEvent(WalletLicenceAddedV1, 'events-news-cme', memberId, { memberId, licenceId: id, state: fields.state, profession: fields.profession, expiryDate: fields.expiryDate });
    const document: LicenceDocument = { _id: id, memberId, ...fields, compliant: null, deletedAt: null, createdAt: at, updatedAt: at, ...withNewEvents([added]) };
    try {
      await this.licences.create(document);
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(CmeWalletMessages.duplicateLicence);
      throw error;
    }
    this.relay.nudgeInserted(this.licences, document);
    await this.compliance.after(memberId);
    return licenceView(document);
  }

  async edit(id: number, input: LicenceInput, memberId: number): Promise<WalletLicence> {
    let updated: LicenceDocument | null;
    try {
      // The facts changed, so the compliance last published is read again from scratch.
      updated = await this.licences.findOneAndUpdate({ _id: id, memberId, deletedAt: null }, { $set: { ...this.fieldsOf(input), updatedAt: new Date() } }, { new: true }).lean<LicenceDocument>();
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(CmeWalletMessages.duplicateLicence);
      throw error;
    }
    if (!updated) throw new NotFoundException(CmeWalletMessages.licenceNotFound);
    await this.compliance.after(memberId);
    return licenceView(updated);
  }

  /**
   * Marks the licence removed rather than deleting it: an event of its outbox not yet published (licence-added,
   * compliance-changed) would go with the document. The member's removed licences whose outbox is empty are purged
   * here, this one at once when nothing of it waits.
   */
  async remove(id: number, memberId: number): Promise<void> {
    const { matchedCount } = await this.licences.updateOne({ _id: id, memberId, deletedAt: null }, { $set: { deletedAt: new Date() } });
    if (matchedCount !== 1) throw new NotFoundException(CmeWalletMessages.licenceNotFound);
    await this.licences.deleteMany({ memberId, deletedAt: { $ne: null }, outboxPending: false });
  }

  private fieldsOf(input: LicenceInput): Omit<WalletLicence, 'id' | 'createdAt' | 'updatedAt'> {
    return {
      state: input.state,
      profession: input.profession,
      number: input.number,
      issueDate: input.issueDate,
      expiryDate: input.expiryDate,
      deaRegistered: input.deaRegistered,
      // A registration date without the registration is not kept: the rules read it only for registered members.
      deaRegistrationDate: input.deaRegistered ? input.deaRegistrationDate : null,
      directPatientCare: input.directPatientCare,
      specialty: input.specialty,
      patientsOver65Percent: input.patientsOver65Percent,
      permits: [...new Set(input.permits)],
      recentSudCurriculumGraduate: input.recentSudCurriculumGraduate,
    };
  }
}


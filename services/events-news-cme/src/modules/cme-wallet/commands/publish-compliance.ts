import { newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { WalletComplianceChangedV1 } from '@docnet/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { GetWalletHandler } from '../queries/get-wallet/get-wallet.handler';
import { LicenceModel, type LicenceDocument } from '../persistence/wallet.schemas';

/**
 * After a change of a member's licences or credits: each licence whose current cycle became compliant, or stopped
 * being so, records `compliance-changed` in the same write that stores the new state (guarded by the state it read, so
 * two concurrent changes publish one fact per change of state, not two).
 */
@Injectable()
export class PublishComplianceChanges {
  constructor(
    @Inject(LicenceModel) private readonly licences: LicenceModel,
    private readonly wallet: GetWalletHandler,
    private readonly relay: OutboxRelay,
  ) {}

  async after(memberId: number): Promise<void> {
    const { wallet, licenceDocuments } = await this.wallet.evaluate(memberId);
    for (const result of wallet.compliance) {
      const stored = licenceDocuments.find((document) => document._id === result.licenceId);
      if (!stored || result.board === null || !result.cycleEnd || stored.compliant === result.compliant) continue;
      const owed = result.requirements
        .filter((requirement) => requirement.applies && !requirement.met)
        .map((requirement) => ({ requirementId: requirement.id, label: requirement.label, hours: requirement.owed, dueBy: requirement.dueBy }));
      const fact = newEvent(WalletComplianceChangedV1, 'events-news-cme', memberId, { memberId, licenceId: result.licenceId, state: result.state, cycleEnd: result.cycleEnd, compliant: result.compliant, owed });
      const written = await this.licences.updateOne({ _id: stored._id, compliant: stored.compliant, deletedAt: null }, withEvents<LicenceDocument>({ $set: { compliant: result.compliant } }, [fact]));
      if (written.modifiedCount === 1) this.relay.nudge(this.licences, stored._id);
    }
  }
}

import { CmeWalletMessages, type CmeWallet } from '@docnet/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { today } from '../../domain/calendar';
import { dueItems, evaluateFederal, evaluateLicence } from '../../domain/evaluate-wallet';
import { CreditModel, LicenceModel, creditView, licenceView, type CreditDocument, type LicenceDocument } from '../../persistence/wallet.schemas';
import { BoardCatalog } from '../../rules/board-rules.loader';

/** The member's wallet evaluated on a day: their licences and credits only, each licence against its board's rules. */
@Injectable()
export class GetWalletHandler {
  constructor(
    @Inject(LicenceModel) private readonly licences: LicenceModel,
    @Inject(CreditModel) private readonly credits: CreditModel,
    private readonly catalog: BoardCatalog,
  ) {}

  /** The wallet, with the stored licences it was evaluated from (for the compliance facts). */
  async evaluate(memberId: number, day = today()): Promise<{ wallet: CmeWallet; licenceDocuments: LicenceDocument[] }> {
    const [licenceDocuments, creditDocuments] = await Promise.all([
      this.licences.find({ memberId, deletedAt: null }).sort({ expiryDate: 1, _id: 1 }).lean<LicenceDocument[]>(),
      this.credits.find({ memberId }).sort({ completedOn: -1, _id: -1 }).lean<CreditDocument[]>(),
    ]);
    const licences = licenceDocuments.map(licenceView);
    const credits = creditDocuments.map(creditView);
    const compliance = licences.map((licence) => evaluateLicence(licence, credits, this.catalog, day, CmeWalletMessages.noRulesForLicence));
    const federal = evaluateFederal(licences, credits, this.catalog, day);
    return { wallet: { licences, credits, compliance, federal, due: dueItems(compliance, federal) }, licenceDocuments };
  }

  /** The answer of GET /internal/cme-wallet. */
  async view(memberId: number): Promise<CmeWallet> {
    return (await this.evaluate(memberId)).wallet;
  }
}

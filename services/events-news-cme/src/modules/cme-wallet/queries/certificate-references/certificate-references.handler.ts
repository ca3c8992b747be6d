import type { FileReferences } from '@docnet/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { CreditModel } from '../../persistence/wallet.schemas';

/**
 * Which of these uploaded files a member's credit keeps as its certificate: the BFF asks before it removes an upload
 * no content uses, so a certificate stays for as long as its credit does (an auditor may ask for it years later).
 */
@Injectable()
export class CertificateReferencesHandler {
  constructor(@Inject(CreditModel) private readonly credits: CreditModel) {}

  async execute(urls: readonly string[]): Promise<FileReferences> {
    if (urls.length === 0) return { referenced: [] };
    const referenced: string[] = await this.credits.distinct('certificateUrl', { certificateUrl: { $in: [...urls] } });
    return { referenced };
  }
}

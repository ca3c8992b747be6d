import { Inject, Injectable } from '@nestjs/common';
import { verificationId, VERIFIED_CONTACT_TTL_MS, type VerificationChannel } from '../../domain/verification-code';
import { VerificationModel } from '../../persistence/verification.schema';

/** When a destination was last verified, if within the last 30 minutes (registration needs a fresh email check). */
@Injectable()
export class VerifiedContactHandler {
  constructor(@Inject(VerificationModel) private readonly verifications: VerificationModel) {}

  async recentlyVerifiedAt(channel: VerificationChannel, destination: string): Promise<Date | null> {
    const record = await this.verifications.findById(verificationId(channel, destination), { verifiedAt: 1 }).lean();
    const verifiedAt = record?.verifiedAt ? new Date(record.verifiedAt) : null;
    return verifiedAt && Date.now() - verifiedAt.getTime() <= VERIFIED_CONTACT_TTL_MS ? verifiedAt : null;
  }
}

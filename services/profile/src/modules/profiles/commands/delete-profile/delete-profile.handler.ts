import { Inject, Injectable } from '@nestjs/common';
import { SearchIndex } from '../../domain/search-index.port';
import { ProfileModel } from '../../persistence/profile.schema';

/**
 * A member deleted their account: their profile (with its settings and statistics) goes, and so do their search
 * entries and records, so search, GET profile and the BFF's reads no longer find them. Idempotent: a redelivery finds
 * nothing left.
 */
@Injectable()
export class DeleteProfileHandler {
  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    private readonly index: SearchIndex,
  ) {}

  async execute(userId: number): Promise<void> {
    // The index first: a failure leaves the profile for the redelivery to find again.
    await this.index.remove(userId);
    await this.profiles.deleteOne({ _id: userId });
  }
}

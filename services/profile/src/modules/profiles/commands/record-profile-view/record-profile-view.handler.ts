import type { ProfileViewRecorded } from '@docnet/contracts';
import { isDuplicateKey } from '@docnet/platform';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ProfileViewModel } from '../../persistence/counted-view.schema';
import { ProfileModel } from '../../persistence/profile.schema';

/**
 * Another member opened the profile: counted once per viewer per UTC day. The unique
 * (profileId, viewerId, day) record is inserted first and only its first insert raises the counter,
 * so repeated and concurrent opens count once. (A crash between the two writes loses that one view
 * rather than counting it twice.)
 */
@Injectable()
export class RecordProfileViewHandler {
  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    @Inject(ProfileViewModel) private readonly views: ProfileViewModel,
  ) {}

  async execute(profileId: number, viewerId: number, now: Date = new Date()): Promise<ProfileViewRecorded> {
    if (viewerId === profileId) return { counted: false };
    if (!(await this.profiles.exists({ _id: profileId }))) throw new NotFoundException('Profile not found');
    try {
      await this.views.create({ profileId, viewerId, day: now.toISOString().slice(0, 10), viewedAt: now });
    } catch (error) {
      if (isDuplicateKey(error)) return { counted: false };
      throw error;
    }
    await this.profiles.updateOne({ _id: profileId }, { $inc: { 'statistics.profileViews': 1 } });
    return { counted: true };
  }
}

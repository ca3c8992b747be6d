import type { User } from '@docnet/contracts';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { userAsSeenBy } from '../../domain/member-view';
import { ProfileModel, type ProfileDocument } from '../../persistence/profile.schema';

@Injectable()
export class GetProfileHandler {
  constructor(@Inject(ProfileModel) private readonly profiles: ProfileModel) {}

  /** The record as the viewer may see it; no viewer sees what any member may. */
  async execute(id: number, viewerId?: number): Promise<User> {
    return userAsSeenBy(await this.document(id), viewerId);
  }

  async document(id: number): Promise<ProfileDocument> {
    const profile = await this.profiles.findById(id, { pendingEvents: 0 }).lean<ProfileDocument>();
    if (!profile) throw new NotFoundException('Profile not found');
    return profile;
  }
}

import type { User } from '@docnet/contracts';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { toUser } from '../../persistence/profile.mapper';
import { ProfileModel } from '../../persistence/profile.schema';

@Injectable()
export class GetProfileHandler {
  constructor(@Inject(ProfileModel) private readonly profiles: ProfileModel) {}

  async execute(id: number): Promise<User> {
    const profile = await this.profiles.findById(id, { pendingEvents: 0 }).lean();
    if (!profile) throw new NotFoundException('Profile not found');
    return toUser(profile);
  }
}

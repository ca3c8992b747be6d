import type { PrivacySettings } from '@docnet/contracts';
import { ForbiddenException, Injectable } from '@nestjs/common';
import { privacyOf } from '../../domain/stored-profile';
import { GetProfileHandler } from '../get-profile/get-profile.handler';

/** A member's privacy settings are theirs alone. */
@Injectable()
export class GetPrivacyHandler {
  constructor(private readonly profiles: GetProfileHandler) {}

  async execute(id: number, actingUserId: number): Promise<PrivacySettings> {
    if (actingUserId !== id) throw new ForbiddenException('You can only see your own privacy settings');
    return privacyOf(await this.profiles.document(id));
  }
}

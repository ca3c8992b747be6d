import { Module } from '@nestjs/common';
import { ProfileController } from './profile.controller';

/** The signed-in member's own profile: /api/profile/* and /api/settings/privacy. */
@Module({
  controllers: [ProfileController],
})
export class ProfileModule {}

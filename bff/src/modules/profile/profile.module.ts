import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UploadsModule } from '../uploads/uploads.module';
import { ProfileController } from './profile.controller';

/** The signed-in member's own profile: /api/profile/* and /api/settings/privacy. */
@Module({
  imports: [AuthModule, UploadsModule],
  controllers: [ProfileController],
})
export class ProfileModule {}

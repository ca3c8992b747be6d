import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersController } from './users.controller';

/** Members' profiles as others see them, and the owner's PATCH: /api/users/*. */
@Module({
  imports: [AuthModule, UploadsModule],
  controllers: [UsersController],
})
export class UsersModule {}

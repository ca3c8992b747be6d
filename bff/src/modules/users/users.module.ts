import { Module } from '@nestjs/common';
import { UsersController } from './users.controller';

/** Members' profiles as others see them, and the owner's PATCH: /api/users/*. */
@Module({
  controllers: [UsersController],
})
export class UsersModule {}

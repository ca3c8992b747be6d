import { Module } from '@nestjs/common';
import { RateLimiter } from '../../security/rate-limiter';
import { AuthController } from './auth.controller';
import { Members } from './members';

@Module({ controllers: [AuthController], providers: [Members, RateLimiter], exports: [Members] })
export class AuthModule {}

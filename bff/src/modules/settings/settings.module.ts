import { Module } from '@nestjs/common';
import { RateLimiter } from '../../security/rate-limiter';
import { SettingsController } from './settings.controller';

/** /api/notifications/settings (profile service) and /api/settings/security (identity service). */
@Module({ controllers: [SettingsController], providers: [RateLimiter] })
export class SettingsModule {}

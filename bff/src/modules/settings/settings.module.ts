import { Module } from '@nestjs/common';
import { SettingsController } from './settings.controller';

/** /api/notifications/settings (profile service) and /api/settings/security (identity service). */
@Module({ controllers: [SettingsController] })
export class SettingsModule {}

import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { UpdateSecuritySettingsHandler } from './commands/update-security-settings/update-security-settings.handler';
import { SecurityController } from './http/security.controller';
import { GetSecuritySettingsHandler } from './queries/get-security-settings/get-security-settings.handler';

/** Password change and the security switches of the settings screen. */
@Module({
  imports: [AccountsModule],
  controllers: [SecurityController],
  providers: [ChangePasswordHandler, GetSecuritySettingsHandler, UpdateSecuritySettingsHandler],
  exports: [GetSecuritySettingsHandler],
})
export class SecurityModule {}

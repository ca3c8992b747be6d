import {
  changePasswordSchema,
  IdentityRoutes,
  securitySettingsUpdateSchema,
  type PasswordChangeDone,
  type SecuritySettings,
} from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, ForbiddenException, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ChangePasswordHandler } from '../commands/change-password/change-password.handler';
import { UpdateSecuritySettingsHandler } from '../commands/update-security-settings/update-security-settings.handler';
import { GetSecuritySettingsHandler } from '../queries/get-security-settings/get-security-settings.handler';

/** A member's own sign-in security: password change and the two-factor and login-alert switches. */
@Controller()
export class SecurityController {
  constructor(
    private readonly changePassword: ChangePasswordHandler,
    private readonly getSettings: GetSecuritySettingsHandler,
    private readonly updateSettings: UpdateSecuritySettingsHandler,
  ) {}

  @Post(IdentityRoutes.passwordChanges(':id'))
  @HttpCode(200)
  change(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number, @Body() body: unknown): Promise<PasswordChangeDone> {
    ownerOnly(id, actingUserId);
    return this.changePassword.execute(id, validateInput(changePasswordSchema, body));
  }

  @Get(IdentityRoutes.securitySettings(':id'))
  settings(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number): Promise<SecuritySettings> {
    ownerOnly(id, actingUserId);
    return this.getSettings.execute(id);
  }

  @Put(IdentityRoutes.securitySettings(':id'))
  update(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number, @Body() body: unknown): Promise<SecuritySettings> {
    ownerOnly(id, actingUserId);
    return this.updateSettings.execute(id, validateInput(securitySettingsUpdateSchema, body));
  }
}

function ownerOnly(id: number, actingUserId: number): void {
  if (id !== actingUserId) throw new ForbiddenException('You can only change your own security settings');
}

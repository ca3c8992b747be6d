import {
  ApiRoutes,
  IdentityRoutes,
  openApiRef,
  ProfileRoutes,
  saveNotificationSettingsSchema,
  securitySettingsUpdateSchema,
  type NotificationSettings,
  type SecuritySettings,
} from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdentityClient, ProfileClient } from '../../clients/service-clients.module';
import { BFF_CONFIG, type BffConfig } from '../../config/bff.env';
import { RateLimiter } from '../../security/rate-limiter';
import { stepUpRule } from '../../security/step-up';
import { SignedInMember } from '../../session/signed-in-member';
import { ApiAnswer, ApiErrors } from '../../openapi/api-responses';

/** The settings screen's Notifications and Security tabs; privacy settings are in the profile module. */
@ApiTags('settings')
@ApiErrors(400, 401)
@Controller()
export class SettingsController {
  constructor(
    private readonly profiles: ProfileClient,
    private readonly identity: IdentityClient,
    private readonly rateLimiter: RateLimiter,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Get(ApiRoutes.notificationSettings)
  @ApiAnswer('NotificationSettings')
  @ApiOperation({
    summary: "The signed-in member's notification settings",
    description:
      'The notification settings {emailEnabled, digestMode, digestFrequency, notifications{7 switches}}; the defaults (email on, digest off, daily, all on) until saved',
  })
  notificationSettings(@SignedInMember() memberId: number): Promise<NotificationSettings> {
    return this.profiles.get(ProfileRoutes.notificationSettings(memberId), { actingUserId: memberId });
  }

  @Post(ApiRoutes.notificationSettings)
  @ApiAnswer('NotificationSettings')
  @ApiBody({ schema: openApiRef('SaveNotificationSettings') })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Saves {settings: the whole notification settings object}',
    description:
      'Saves {settings: the whole notification settings object} (every field required, booleans as booleans); answers the saved settings',
  })
  saveNotificationSettings(@SignedInMember() memberId: number, @Body() body: unknown): Promise<NotificationSettings> {
    const { settings } = validateInput(saveNotificationSettingsSchema, body);
    return this.profiles.put(ProfileRoutes.notificationSettings(memberId), { body: settings, actingUserId: memberId });
  }

  @Get(ApiRoutes.securitySettings)
  @ApiAnswer('SecuritySettings')
  @ApiOperation({ summary: 'The security settings {twoFactorEnabled, loginAlertsEnabled}' })
  securitySettings(@SignedInMember() memberId: number): Promise<SecuritySettings> {
    return this.identity.get(IdentityRoutes.securitySettings(memberId), { actingUserId: memberId });
  }

  @Put(ApiRoutes.securitySettings)
  @ApiAnswer('SecuritySettings')
  @ApiBody({ schema: openApiRef('SecuritySettingsUpdate') })
  @ApiOperation({
    summary: "Turns {twoFactorEnabled?, loginAlertsEnabled?} on or off",
    description:
      "Turns {twoFactorEnabled?, loginAlertsEnabled?} on or off; answers both. Two-factor needs a verified phone: 400 'Verify your phone number before turning on two-factor sign-in'. Turning either off needs {currentPassword} (400 'Enter your current password to confirm this change' or 'Current password is incorrect'; 429 after 5 tries an hour) and mails the member a link that undoes it",
  })
  @ApiErrors(429)
  async updateSecuritySettings(@SignedInMember() memberId: number, @Body() body: unknown): Promise<SecuritySettings> {
    const change = validateInput(securitySettingsUpdateSchema, body);
    if (change.currentPassword) await this.rateLimiter.hit(stepUpRule(this.config), String(memberId));
    return this.identity.put(IdentityRoutes.securitySettings(memberId), { body: change, actingUserId: memberId });
  }
}

import {
  addressesSchema,
  basicInfoSchema,
  notificationSettingsSchema,
  practiceInfoSchema,
  privacySettingsSchema,
  ProfileRoutes,
  userPatchSchema,
  userSearchQuerySchema,
  type AddressesInput,
  type NotificationSettings,
  type PrivacySettings,
  type ProfileViewRecorded,
  type Statistics,
  type User,
  type UserSearchPage,
} from '@docnet/contracts';
import { ActingUserId, JsonAnswer, validateInput } from '@docnet/platform';
import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Put, Query } from '@nestjs/common';
import * as yup from 'yup';
import { RecordProfileViewHandler } from '../commands/record-profile-view/record-profile-view.handler';
import { RecordSearchAppearancesHandler } from '../commands/record-search-appearances/record-search-appearances.handler';
import { SaveNotificationSettingsHandler } from '../commands/save-notification-settings/save-notification-settings.handler';
import { UpdateProfileHandler } from '../commands/update-profile/update-profile.handler';
import { addressesChanges, basicInfoChanges, patchChanges, practiceChanges, withoutEmailChange } from '../domain/profile-changes';
import { profileText } from '../domain/profile-text';
import { privacyOf } from '../domain/stored-profile';
import { GetNotificationSettingsHandler } from '../queries/get-notification-settings/get-notification-settings.handler';
import { GetPrivacyHandler } from '../queries/get-privacy/get-privacy.handler';
import { GetProfileHandler } from '../queries/get-profile/get-profile.handler';
import { GetStatisticsHandler } from '../queries/get-statistics/get-statistics.handler';
import { SearchProfilesHandler } from '../queries/search-profiles/search-profiles.handler';

/** The BFF stores the file and passes the URL it serves the picture from. */
const pictureChangeSchema = yup.object({
  profilePicture: yup
    .string()
    .max(500)
    .matches(/^\/api\/users\/\d+\/picture(\?[\w=&.-]*)?$/, 'Invalid profile picture URL')
    .defined()
    .nullable(),
});

/** Internal API of profile (contracts/src/services/profile.ts); only the BFF calls it. */
@Controller()
export class ProfilesController {
  constructor(
    private readonly getProfile: GetProfileHandler,
    private readonly updateProfile: UpdateProfileHandler,
    private readonly recordView: RecordProfileViewHandler,
    private readonly getStatistics: GetStatisticsHandler,
    private readonly getPrivacy: GetPrivacyHandler,
    private readonly searchProfiles: SearchProfilesHandler,
    private readonly recordSearchAppearances: RecordSearchAppearancesHandler,
    private readonly getNotificationSettings: GetNotificationSettingsHandler,
    private readonly saveNotificationSettings: SaveNotificationSettingsHandler,
  ) {}

  // Declared before ':id' so 'search' is not read as an id.
  @Get(ProfileRoutes.search)
  async search(@Query() query: unknown, @ActingUserId(true) searcherId?: number): Promise<JsonAnswer<User[] | UserSearchPage>> {
    const { results, shown } = await this.searchProfiles.execute(validateInput(userSearchQuerySchema, query), searcherId);
    // The query only reads; the appearances it shows are counted once it has answered (in memory: nothing waits).
    this.recordSearchAppearances.execute(shown, searcherId);
    return new JsonAnswer(results);
  }

  @Get(ProfileRoutes.profile(':id'))
  profile(@Param('id', ParseIntPipe) id: number, @ActingUserId(true) viewerId?: number): Promise<User> {
    return this.getProfile.execute(id, viewerId);
  }

  @Patch(ProfileRoutes.profile(':id'))
  patch(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number, @Body() body: unknown): Promise<User> {
    const { phiConfirmation, ...input } = validateInput(userPatchSchema, body);
    const raw = (body ?? {}) as { mailingAddress?: unknown; practiceLocations?: unknown };
    const text = { fields: profileText(input), confirmation: phiConfirmation, route: `PATCH ${ProfileRoutes.profile(':id')}` };
    return this.updateProfile.execute(id, actingUserId, (current) => withoutEmailChange(patchChanges(input, raw, current), current), text);
  }

  @Patch(ProfileRoutes.basicInfo(':id'))
  basicInfo(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number, @Body() body: unknown): Promise<User> {
    const input = validateInput(basicInfoSchema, body);
    return this.updateProfile.execute(id, actingUserId, (current) => withoutEmailChange(basicInfoChanges(input), current));
  }

  @Patch(ProfileRoutes.practice(':id'))
  practice(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number, @Body() body: unknown): Promise<User> {
    const { phiConfirmation, ...input } = validateInput(practiceInfoSchema, body);
    const text = { fields: profileText(input), confirmation: phiConfirmation, route: `PATCH ${ProfileRoutes.practice(':id')}` };
    return this.updateProfile.execute(id, actingUserId, () => practiceChanges(input), text);
  }

  @Patch(ProfileRoutes.addresses(':id'))
  addresses(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number, @Body() body: unknown): Promise<User> {
    const input = validateInput(addressesSchema, body) as AddressesInput;
    return this.updateProfile.execute(id, actingUserId, () => addressesChanges(input));
  }

  @Put(ProfileRoutes.picture(':id'))
  picture(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number, @Body() body: unknown): Promise<User> {
    const { profilePicture } = validateInput(pictureChangeSchema, body);
    return this.updateProfile.execute(id, actingUserId, () => ({ profilePicture }));
  }

  @Get(ProfileRoutes.statistics(':id'))
  statistics(@Param('id', ParseIntPipe) id: number, @ActingUserId(true) viewerId?: number): Promise<Statistics> {
    return this.getStatistics.execute(id, viewerId);
  }

  @Post(ProfileRoutes.views(':id'))
  @HttpCode(200)
  view(@Param('id', ParseIntPipe) id: number, @ActingUserId() viewerId: number): Promise<ProfileViewRecorded> {
    return this.recordView.execute(id, viewerId);
  }

  @Get(ProfileRoutes.privacy(':id'))
  privacy(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number): Promise<PrivacySettings> {
    return this.getPrivacy.execute(id, actingUserId);
  }

  @Put(ProfileRoutes.privacy(':id'))
  async updatePrivacy(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number, @Body() body: unknown): Promise<PrivacySettings> {
    const input = validateInput(privacySettingsSchema, body);
    let settings: PrivacySettings | undefined;
    await this.updateProfile.execute(id, actingUserId, (current) => {
      settings = { ...privacyOf(current), ...withoutUndefined(input) };
      return { privacy: settings };
    });
    return settings as PrivacySettings;
  }

  @Get(ProfileRoutes.notificationSettings(':id'))
  notificationSettings(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number): Promise<NotificationSettings> {
    return this.getNotificationSettings.execute(id, actingUserId);
  }

  @Put(ProfileRoutes.notificationSettings(':id'))
  updateNotificationSettings(
    @Param('id', ParseIntPipe) id: number,
    @ActingUserId() actingUserId: number,
    @Body() body: unknown,
  ): Promise<NotificationSettings> {
    return this.saveNotificationSettings.execute(id, actingUserId, validateInput(notificationSettingsSchema, body));
  }
}

function withoutUndefined<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

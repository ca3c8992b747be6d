import {
  addressesSchema,
  ApiRoutes,
  basicInfoSchema,
  openApiRef,
  practiceInfoSchema,
  privacySettingsSchema,
  PROFILE_PICTURE_MAX_BYTES,
  ProfileRoutes,
  type InternalRoute,
  type PrivacySettings,
  type ProfilePictureBody,
  type User,
} from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, Patch, Post, Put, UnauthorizedException, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProfileClient } from '../../clients/service-clients.module';
import { SignedInMember } from '../../session/signed-in-member';
import { ImageUploadInterceptor, type UploadedImage } from '../../common/image-upload.interceptor';
import { Members } from '../../common/members';
import { ProfilePictures } from '../../common/profile-pictures';
import { ApiFileUpload } from '../../openapi/api-inputs';
import { ApiAnswer, ApiErrors } from '../../openapi/api-responses';
import { LimitedPerMember } from '../../security/member-write-limits';

/** The signed-in member's own profile: the edit screen's tabs, the picture and the privacy settings. */
@ApiTags('profile')
@ApiErrors(400, 401)
@Controller()
export class ProfileController {
  constructor(
    private readonly profiles: ProfileClient,
    private readonly members: Members,
    private readonly pictures: ProfilePictures,
  ) {}

  @Get(ApiRoutes.profile)
  @ApiAnswer('User')
  @ApiOperation({ summary: "The signed-in member's profile fields (the User record)" })
  profile(@SignedInMember() memberId: number): Promise<User> {
    return this.current(memberId);
  }

  @Patch(ApiRoutes.profileUpdate)
  @LimitedPerMember('profileEdits')
  @ApiAnswer('User')
  @ApiErrors(409)
  @ApiBody({ schema: openApiRef('BasicInfo') })
  @ApiOperation({
    summary: 'Save Basic Information',
    description:
      'Basic Information {name, email, phoneNumber, officePhone, fax}; answers the User',
  })
  basicInfo(@SignedInMember() memberId: number, @Body() body: unknown): Promise<User> {
    return this.save(memberId, ProfileRoutes.basicInfo(memberId), validateInput(basicInfoSchema, body));
  }

  @Patch(ApiRoutes.profilePractice)
  @LimitedPerMember('profileEdits')
  @ApiAnswer('User')
  @ApiErrors(422)
  @ApiBody({ schema: openApiRef('PracticeInfo') })
  @ApiOperation({
    summary: 'Save Practice Information',
    description:
      'Practice Information {practiceName, practiceType, dentalSpecialties, practiceWebsite, practiceEmail, practicePhone, acceptingNewPatients, insurancesAccepted, languagesSpoken, servicesOffered}; the PHI guard reads the practice name (422 with findings unless phiConfirmation answers the refusal); answers the User',
  })
  practice(@SignedInMember() memberId: number, @Body() body: unknown): Promise<User> {
    return this.save(memberId, ProfileRoutes.practice(memberId), validateInput(practiceInfoSchema, body));
  }

  @Patch(ApiRoutes.profileAddresses)
  @LimitedPerMember('profileEdits')
  @ApiAnswer('User')
  @ApiBody({ schema: openApiRef('AddressesInput') })
  @ApiOperation({
    summary: 'Save Addresses & Locations',
    description:
      'Addresses & Locations {mailingAddress (checked only when its street is filled), practiceLocations (1 to 10, exactly one primary)}; answers the User',
  })
  addresses(@SignedInMember() memberId: number, @Body() body: unknown): Promise<User> {
    return this.save(memberId, ProfileRoutes.addresses(memberId), validateInput(addressesSchema, body));
  }

  @Post(ApiRoutes.profilePicture)
  @LimitedPerMember('profileEdits')
  @ApiAnswer('ProfilePictureBody', 201)
  @ApiErrors(413, 415, 429)
  @UseInterceptors(ImageUploadInterceptor())
  @ApiFileUpload()
  @ApiOperation({
    summary: 'Upload the profile picture',
    description:
      `Upload the profile picture (multipart field file; JPEG, PNG, GIF, WebP or HEIC (stored as JPEG) by extension and content, else 415; at most ${PROFILE_PICTURE_MAX_BYTES / 1024 / 1024} MB, else 413; re-encoded without its metadata, 415 past the pixel limit, 429 while every upload checker is busy). Answers {profilePicture, user}; the URL carries a cache-busting timestamp`,
  })
  uploadPicture(@SignedInMember() memberId: number, @UploadedFile() file: UploadedImage | undefined): Promise<ProfilePictureBody> {
    return this.pictures.upload(memberId, file);
  }

  @Delete(ApiRoutes.profilePicture)
  @LimitedPerMember('profileEdits')
  @ApiAnswer('User')
  @ApiOperation({ summary: 'Remove the profile picture; answers the User' })
  removePicture(@SignedInMember() memberId: number): Promise<User> {
    return this.pictures.remove(memberId);
  }

  @Get(ApiRoutes.privacySettings)
  @ApiAnswer('PrivacySettings')
  @ApiOperation({ summary: 'The privacy settings {publicProfile, searchVisibility, locationSharing}' })
  privacy(@SignedInMember() memberId: number): Promise<PrivacySettings> {
    return this.profiles.get(ProfileRoutes.privacy(memberId), { actingUserId: memberId });
  }

  @Put(ApiRoutes.privacySettings)
  @LimitedPerMember('profileEdits')
  @ApiAnswer('PrivacySettings')
  @ApiBody({ schema: openApiRef('PrivacySettingsUpdate') })
  @ApiOperation({
    summary: 'Change the privacy settings',
    description:
      'Change any of {publicProfile, searchVisibility, locationSharing}; answers all three',
  })
  updatePrivacy(@SignedInMember() memberId: number, @Body() body: unknown): Promise<PrivacySettings> {
    const settings = validateInput(privacySettingsSchema, body);
    return this.profiles.put(ProfileRoutes.privacy(memberId), { body: settings, actingUserId: memberId });
  }

  private async save<B>(memberId: number, route: InternalRoute<{ PATCH: { body: B; answer: User } }>, body: B): Promise<User> {
    await this.profiles.patch(route, { body, actingUserId: memberId });
    return this.current(memberId);
  }

  /** Answered like /api/auth/me, so the SPA's current user reflects the save. */
  private async current(memberId: number): Promise<User> {
    const user = await this.members.current(memberId);
    if (!user) throw new UnauthorizedException('Not signed in');
    return user;
  }
}

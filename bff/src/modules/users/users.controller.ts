import {
  ApiRoutes,
  openApiRef,
  PROFILE_PICTURE_TYPES,
  ProfileRoutes,
  searchFilterType,
  userPatchSchema,
  userSearchQuerySchema,
  type ProfilePatch,
  type Statistics,
  type User,
  type UserSearchPage,
} from '@docnet/contracts';
import { JsonAnswer, LOGGER, validateInput } from '@docnet/platform';
import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  Inject,
  NotFoundException,
  Param,
  Patch,
  Query,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { ProfileClient } from '../../clients/service-clients.module';
import { SignedInMember } from '../../session/signed-in-member';
import { MemberIdPipe } from '../../common/id-pipes';
import { Members } from '../../common/members';
import { ProfilePictures } from '../../common/profile-pictures';
import { ApiQueryFrom } from '../../openapi/api-queries';
import { ApiAnswer, ApiAnswerListOr, ApiErrors } from '../../openapi/api-responses';
import { LimitedPerMember } from '../../security/member-write-limits';

export const OWNER_ONLY_MESSAGE = 'You can only edit your own profile';

@ApiTags('users')
@ApiErrors(400, 401)
@Controller()
export class UsersController {
  constructor(
    private readonly profiles: ProfileClient,
    private readonly members: Members,
    private readonly pictures: ProfilePictures,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // Declared before ':id' so 'search' is not read as an id.
  @Get(ApiRoutes.usersSearch)
  @ApiAnswerListOr('User', 'UserSearchPage')
  @ApiQueryFrom(userSearchQuerySchema)
  @ApiOperation({
    summary: 'Search for doctors',
    description:
      'Doctor search: query, filterType (or filter: name | specialty | affiliation), specialty, specialties and affiliations (comma-separated), sortBy (relevance | name_asc | name_desc). Case-insensitive, literal text; no parameters answers every findable member. A list of User (at most 500); with page (from 1) and pageSize (5, 10, 20, 50) one page {users, total, page, pageSize, facets: {specialties, affiliations}}, each facet option with the count choosing it finds (left out with facets=false: the counts are the costliest part of a search), paging up to 10,000 results deep; members who turned search visibility off are never found',
  })
  async search(@SignedInMember() memberId: number, @Query() query: unknown): Promise<JsonAnswer<User[] | UserSearchPage>> {
    const input = validateInput(userSearchQuerySchema, query);
    const parameters = {
      query: input.query,
      filterType: searchFilterType(input),
      sortBy: input.sortBy,
      specialty: input.specialty || undefined,
      specialties: input.specialties,
      affiliations: input.affiliations,
      page: input.page,
      pageSize: input.pageSize,
      // Sent only to leave the counts out: profile counts by default.
      facets: input.facets ? undefined : false,
    };
    // Up to 500 records, or one page with its total and facets: passed on as profile sent them.
    return new JsonAnswer(await this.profiles.relay(ProfileRoutes.search, { query: parameters, actingUserId: memberId }));
  }

  @Get(ApiRoutes.usersById(':id'))
  @ApiAnswer('User')
  @ApiErrors(404)
  @ApiOperation({
    summary: "A member's profile",
    description:
      "A member's User record (400 for a non-numeric id, 404 unknown). Others never see the email and phone, only the public card of a non-public profile (isPrivate: true) and no location unless shared. Another member's read counts one profile view per viewer per day",
  })
  async user(@Param('id', MemberIdPipe) id: number, @SignedInMember() memberId: number): Promise<User> {
    if (id === memberId) return this.current(memberId);
    const user = await this.profiles.get(ProfileRoutes.profile(id), { actingUserId: memberId });
    await this.countView(id, memberId);
    return user;
  }

  @Patch(ApiRoutes.usersById(':id'))
  @LimitedPerMember('profileEdits')
  @ApiAnswer('User')
  @ApiErrors(403, 404, 422)
  @ApiBody({ schema: openApiRef('UserPatch') })
  @ApiOperation({
    summary: "Edit one's own profile",
    description:
      "The owner's changed profile fields (403 'You can only edit your own profile' for anyone else); each field is checked by its tab's rule; the NPI and verification flags are read only and ignored. The PHI guard reads the texts others read (bio, specialty, hospital, affiliation, dentalSchool, practiceName): 422 with findings unless phiConfirmation answers the refusal. Answers the User",
  })
  async update(@Param('id', MemberIdPipe) id: number, @SignedInMember() memberId: number, @Body() body: unknown): Promise<User> {
    if (id !== memberId) throw new ForbiddenException(OWNER_ONLY_MESSAGE);
    const raw = (body ?? {}) as Record<string, unknown>;
    const changes: ProfilePatch = { ...validateInput(userPatchSchema, body) };
    // The addresses are checked by the profile service together with the stored half a patch leaves out.
    if (raw.mailingAddress !== undefined) changes.mailingAddress = raw.mailingAddress;
    if (raw.practiceLocations !== undefined) changes.practiceLocations = raw.practiceLocations;
    await this.profiles.patch(ProfileRoutes.profile(id), { body: changes, actingUserId: memberId });
    return this.current(memberId);
  }

  @Get(ApiRoutes.userStatistics(':id'))
  @ApiAnswer('Statistics')
  @ApiErrors(403, 404)
  @ApiOperation({
    summary: "A member's statistics",
    description:
      "A member's statistics {profileViews, articleViews, searchAppearances} (403 for a non-public profile of someone else)",
  })
  statistics(@Param('id', MemberIdPipe) id: number, @SignedInMember() memberId: number): Promise<Statistics> {
    return this.profiles.get(ProfileRoutes.statistics(id), { actingUserId: memberId });
  }

  @Get(ApiRoutes.userPicture(':id'))
  @ApiOkResponse({ description: 'The image, with its stored type' })
  @ApiErrors(404)
  @ApiOperation({ summary: "A member's profile picture (the URL in profilePicture; 404 when there is none)" })
  async picture(@Param('id', MemberIdPipe) id: number, @SignedInMember() _memberId: number, @Res() response: Response): Promise<void> {
    const stored = await this.pictures.read(id);
    const contentType = stored?.contentType;
    if (!stored || !contentType || !(PROFILE_PICTURE_TYPES as readonly string[]).includes(contentType)) {
      stored?.body.destroy();
      throw new NotFoundException('No profile picture');
    }
    response.setHeader('Content-Type', contentType);
    if (stored.contentLength !== undefined) response.setHeader('Content-Length', String(stored.contentLength));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Disposition', 'inline');
    // Private: pictures are for signed-in members; a new upload changes the URL's `v`.
    response.setHeader('Cache-Control', 'private, max-age=86400');
    await pipeline(stored.body, response);
  }

  /** The signed-in member as /api/auth/me answers them (profile merged with the account). */
  private async current(memberId: number): Promise<User> {
    const user = await this.members.current(memberId);
    if (!user) throw new UnauthorizedException('Not signed in');
    return user;
  }

  /** A view that cannot be counted must not cost the member the profile. */
  private async countView(profileId: number, viewerId: number): Promise<void> {
    try {
      await this.profiles.post(ProfileRoutes.views(profileId), { actingUserId: viewerId });
    } catch (error) {
      this.logger.warn({ err: error, profileId }, 'profile view not counted');
    }
  }
}

import { ApiRoutes, ContentRoutes, ModerationMessages, openApiRef, suspensionAppealSchema, type ModerationAppeal } from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ContentClient } from '../../clients/service-clients.module';
import { ApiAnswer, ApiErrors } from '../../openapi/api-responses';
import { SuspensionAppealTokens } from './suspension-appeal-tokens';

@ApiTags('auth')
@Controller()
export class SuspensionAppealController {
  constructor(
    private readonly contents: ContentClient,
    private readonly tokens: SuspensionAppealTokens,
  ) {}

  /** Signed out: the token names the member, who appeals as themselves through the moderation appeals. */
  @Post(ApiRoutes.authSuspensionAppeal)
  @ApiAnswer('ModerationAppeal', 201)
  @ApiErrors(400, 403, 404, 409)
  @ApiBody({ schema: openApiRef('SuspensionAppealInput') })
  @ApiOperation({
    summary: 'A suspended member appeals their suspension',
    description:
      `Signed out, with the appealToken of the 403 that answered the member's right password: {appealToken, statement, phiConfirmation?} appeals their latest suspension, once (409 '${ModerationMessages.alreadyAppealed}'); 403 '${ModerationMessages.appealToken}' for a token made up or expired. Another moderator than the one who suspended decides it; reinstating lifts the suspension`,
  })
  async appeal(@Body() body: unknown): Promise<ModerationAppeal> {
    const { appealToken, statement, phiConfirmation } = validateInput(suspensionAppealSchema, body);
    const memberId = this.tokens.memberOf(appealToken);
    return this.contents.post(ContentRoutes.memberSuspension(memberId), {
      body: { statement, phiConfirmation },
      actingUserId: memberId,
    });
  }
}

import {
  AiAssistantRoutes,
  AiChatMessages,
  aiChatRequestSchema,
  ApiRoutes,
  openApiRef,
  type AiChatResponse,
  type AiRecommendationsResponse,
} from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AiAssistantClient } from '../../clients/service-clients.module';
import { BFF_CONFIG, type BffConfig } from '../../config/bff.env';
import { RateLimiter, type RateRule } from '../../security/rate-limiter';
import { SignedInMember } from '../../session/signed-in-member';
import { ApiAnswer, ApiErrors } from '../../openapi/api-responses';

/** The AI assistant: connection recommendations and the chat, answered by the ai-assistant service. */
@ApiTags('ai-assistant')
@ApiErrors(400, 401)
@Controller()
export class AssistantController {
  private readonly chatRule: RateRule;

  constructor(
    private readonly assistant: AiAssistantClient,
    private readonly rateLimiter: RateLimiter,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.chatRule = { name: 'ai-chat', limit: config.AI_CHAT_MESSAGES_PER_MINUTE, windowSeconds: 60, message: AiChatMessages.tooMany };
  }

  @Get(ApiRoutes.connectionsAiRecommendations)
  @ApiAnswer('AiRecommendationsResponse')
  @ApiOperation({
    summary: "The signed-in member's AI connection recommendations with a summary, best first",
    description:
      "The signed-in member's AI connection recommendations with a summary, best first; never a connection, a pending request or a member who turned search visibility off. The assistant keeps each member's answer at most 5 minutes and drops it on the connection, profile and content events that can change it (a new connection, a renamed member, a privacy switch), so such a change shows at once",
  })
  recommendations(@SignedInMember() memberId: number): Promise<AiRecommendationsResponse> {
    return this.assistant.get(AiAssistantRoutes.recommendations, { actingUserId: memberId });
  }

  @Post(ApiRoutes.aiChat)
  @ApiAnswer('AiChatResponse')
  @ApiErrors(422, 429)
  @HttpCode(200)
  @ApiBody({ schema: openApiRef('AiChatRequest') })
  @ApiOperation({
    summary: 'Asks the AI assistant',
    description:
      'Asks the AI assistant; answers its message and at most 3 recommended members, only ever members of DocNet. 400 blank or over 2000 characters, 422 when it may identify a patient (neither kept nor sent to the model), 429 over the per-member limit per minute',
  })
  async chat(@SignedInMember() memberId: number, @Body() body: unknown): Promise<AiChatResponse> {
    const input = validateInput(aiChatRequestSchema, body);
    await this.rateLimiter.hit(this.chatRule, String(memberId));
    return this.assistant.post(AiAssistantRoutes.chat, { body: input, actingUserId: memberId });
  }
}

import { AiAssistantRoutes, aiChatRequestSchema, type AiChatResponse } from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { AnswerChatHandler } from '../commands/answer-chat/answer-chat.handler';

/** Internal API of ai-assistant (contracts/src/services/ai-assistant.ts); only the BFF calls it. */
@Controller()
export class ChatController {
  constructor(private readonly answerChat: AnswerChatHandler) {}

  @Post(AiAssistantRoutes.chat)
  @HttpCode(200)
  chat(@ActingUserId() memberId: number, @Body() body: unknown): Promise<AiChatResponse> {
    return this.answerChat.execute(memberId, validateInput(aiChatRequestSchema, body));
  }
}

import { LOGGER, modelProvider, PhiGuardModule, settingsProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { AI_ASSISTANT_CONFIG, aiAssistantSettings, type AiAssistantConfig } from '../../config/ai-assistant.env';
import { MemberNetwork } from '../../domain/member-network.port';
import { RecommendationsModule } from '../recommendations/recommendations.module';
import { AnswerChatHandler } from './commands/answer-chat/answer-chat.handler';
import { ForgetConversationHandler } from './commands/forget-conversation/forget-conversation.handler';
import { AssistantEngine } from './engines/assistant-engine';
import { BuiltInEngine } from './engines/built-in.engine';
import { OpenAiEngine } from './engines/openai.engine';
import { ChatController } from './http/chat.controller';
import { UserDeletedConsumer } from './messaging/user-deleted.consumer';
import { ChatTurnModel, chatTurnSchema } from './persistence/chat-turn.schema';

/** The chat: the OpenAI-compatible model with tools when OPENAI_API_KEY is set, else the built-in engine. */
@Module({
  imports: [RecommendationsModule, PhiGuardModule],
  controllers: [ChatController, UserDeletedConsumer],
  providers: [
    settingsProvider(AI_ASSISTANT_CONFIG, aiAssistantSettings),
    modelProvider(ChatTurnModel, 'ChatTurn', chatTurnSchema, 'chat_turns'),
    {
      provide: AssistantEngine,
      inject: [AI_ASSISTANT_CONFIG, LOGGER, MemberNetwork],
      useFactory: (config: AiAssistantConfig, log: Logger, network: MemberNetwork): AssistantEngine =>
        config.OPENAI_API_KEY ? new OpenAiEngine(config, log, network) : new BuiltInEngine(network),
    },
    AnswerChatHandler,
    ForgetConversationHandler,
  ],
})
export class ChatModule {}

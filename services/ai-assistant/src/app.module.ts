import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, RedisModule, type PlatformOptions } from '@docnet/platform';
import { aiAssistantSettings } from './config/ai-assistant.env';
import { ChatModule } from './modules/chat/chat.module';
import { RecommendationsModule } from './modules/recommendations/recommendations.module';

/**
 * Connection recommendations and the chat, answered from projections kept from Kafka (member cards
 * via MemberCardsModule, the social graph, content topics) and the read models in Redis kept from them
 * (ADR 3); never a synchronous call to another service.
 */
@Module({})
export class AppModule {
  static register(this: void, platform: PlatformOptions): DynamicModule {
    const { REDIS_URL, EVENTS_NAMESPACE } = aiAssistantSettings(platform.config);
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot(platform), RedisModule.forRoot(REDIS_URL, EVENTS_NAMESPACE), RecommendationsModule, ChatModule],
    };
  }
}

import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformOptions } from '@docnet/platform';
import { ChatModule } from './modules/chat/chat.module';
import { RecommendationsModule } from './modules/recommendations/recommendations.module';

/**
 * Connection recommendations and the chat, answered from projections kept from Kafka (member cards
 * via MemberCardsModule, the social graph, content topics); never a synchronous call to another service.
 */
@Module({})
export class AppModule {
  static register(this: void, platform: PlatformOptions): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(platform), RecommendationsModule, ChatModule] };
  }
}

import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, RedisModule, type PlatformOptions } from '@docnet/platform';
import { socialGraphSettings } from './config/social-graph.env';
import { ConnectionsModule } from './modules/connections/connections.module';
import { MessagesModule } from './modules/messages/messages.module';

/** Connections and suggestions, direct messages; member cards (MemberCardsModule) kept from profile.updated. */
@Module({})
export class AppModule {
  static register(this: void, platform: PlatformOptions): DynamicModule {
    const { REDIS_URL, EVENTS_NAMESPACE } = socialGraphSettings(platform.config);
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot(platform), RedisModule.forRoot(REDIS_URL, EVENTS_NAMESPACE), ConnectionsModule, MessagesModule],
    };
  }
}

import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformOptions } from '@docnet/platform';
import { ConnectionsModule } from './modules/connections/connections.module';
import { MessagesModule } from './modules/messages/messages.module';

/** Connections and suggestions, direct messages; member cards (MemberCardsModule) kept from profile.updated. */
@Module({})
export class AppModule {
  static register(this: void, platform: PlatformOptions): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(platform), ConnectionsModule, MessagesModule] };
  }
}

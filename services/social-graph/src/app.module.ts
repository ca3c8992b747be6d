import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformOptions } from '@docnet/platform';
import { ConnectionsModule } from './modules/connections/connections.module';

/** Connections and suggestions; member cards (MemberCardsModule, via ConnectionsModule) kept from profile.updated. */
@Module({})
export class AppModule {
  static register(this: void, platform: PlatformOptions): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(platform), ConnectionsModule] };
  }
}

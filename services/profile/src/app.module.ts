import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, RedisModule, type PlatformOptions } from '@docnet/platform';
import { profileSettings } from './config/profile.env';
import { ProfilesModule } from './modules/profiles/profiles.module';

@Module({})
export class AppModule {
  static register(this: void, platform: PlatformOptions): DynamicModule {
    const { REDIS_URL, EVENTS_NAMESPACE } = profileSettings(platform.config);
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot(platform), RedisModule.forRoot(REDIS_URL, EVENTS_NAMESPACE), ProfilesModule],
    };
  }
}

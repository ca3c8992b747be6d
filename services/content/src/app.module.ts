import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, RedisModule, type PlatformOptions } from '@docnet/platform';
import { contentSettings } from './config/content.env';
import { ContentsModule } from './modules/contents/contents.module';
import { ModerationModule } from './modules/moderation/moderation.module';

@Module({})
export class AppModule {
  static register(this: void, platform: PlatformOptions): DynamicModule {
    const { REDIS_URL, EVENTS_NAMESPACE } = contentSettings(platform.config);
    return { module: AppModule, imports: [PlatformModule.forRoot(platform), RedisModule.forRoot(REDIS_URL, EVENTS_NAMESPACE), ContentsModule, ModerationModule] };
  }
}

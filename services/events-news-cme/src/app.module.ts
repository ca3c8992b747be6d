import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformOptions } from '@docnet/platform';
import { CmeModule } from './modules/cme/cme.module';
import { MedicalEventsModule } from './modules/events/medical-events.module';
import { NewsModule } from './modules/news/news.module';

/** Events, journal news and CME opportunities, with members' marks; member cards kept from profile.updated. */
@Module({})
export class AppModule {
  static register(this: void, platform: PlatformOptions): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(platform), MedicalEventsModule, NewsModule, CmeModule] };
  }
}

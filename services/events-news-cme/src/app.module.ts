import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, RedisModule, type PlatformOptions } from '@docnet/platform';
import { eventsNewsCmeSettings } from './config/events-news-cme.env';
import { CmeModule } from './modules/cme/cme.module';
import { CmeWalletModule } from './modules/cme-wallet/cme-wallet.module';
import { MedicalEventsModule } from './modules/events/medical-events.module';
import { NewsModule } from './modules/news/news.module';

/** Events, journal news and CME opportunities, with members' marks; member cards kept from profile.updated. */
@Module({})
export class AppModule {
  static register(this: void, platform: PlatformOptions): DynamicModule {
    const { REDIS_URL, EVENTS_NAMESPACE } = eventsNewsCmeSettings(platform.config);
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot(platform), RedisModule.forRoot(REDIS_URL, EVENTS_NAMESPACE), MedicalEventsModule, NewsModule, CmeModule, CmeWalletModule],
    };
  }
}

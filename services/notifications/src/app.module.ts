import { DynamicModule, Global, Module } from '@nestjs/common';
import { PlatformModule, type PlatformOptions, RedisModule, settingsProvider } from '@docnet/platform';
import { NOTIFICATIONS_CONFIG, notificationsSettings } from './config/notifications.env';
import { AudienceModule } from './modules/audience/audience.module';
import { NotificationsModule } from './modules/notifications/notifications.module';

/** The service's own settings, for every module. */
@Global()
@Module({ providers: [settingsProvider(NOTIFICATIONS_CONFIG, notificationsSettings)], exports: [NOTIFICATIONS_CONFIG] })
class NotificationsConfigModule {}

/** Who is notified and how (AudienceModule's projections), and the notifications themselves with their emails and digests. */
@Module({})
export class AppModule {
  static register(this: void, platform: PlatformOptions): DynamicModule {
    const { REDIS_URL, EVENTS_NAMESPACE } = notificationsSettings(platform.config);
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(platform),
        RedisModule.forRoot(REDIS_URL, EVENTS_NAMESPACE),
        NotificationsConfigModule,
        AudienceModule,
        NotificationsModule,
      ],
    };
  }
}

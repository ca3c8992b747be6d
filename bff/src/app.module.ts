import { ErrorBodyFilter, LOGGER, Metrics, Stopping } from '@docnet/platform';
import type Redis from 'ioredis';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import type { Logger } from 'pino';
import { ServiceClientsModule } from './clients/service-clients.module';
import { CommonModule } from './common/common.module';
import { BFF_CONFIG, type BffConfig } from './config/bff.env';
import { HealthController } from './health/health.controller';
import { AssistantModule } from './modules/assistant/assistant.module';
import { AuthModule } from './modules/auth/auth.module';
import { ConnectionsModule } from './modules/connections/connections.module';
import { ContactModule } from './modules/contact/contact.module';
import { ContentsModule } from './modules/contents/contents.module';
import { EventsNewsCmeModule } from './modules/events-news-cme/events-news-cme.module';
import { CmeWalletModule } from './modules/cme-wallet/cme-wallet.module';
import { LiveStreamModule } from './modules/live-stream/live-stream.module';
import { MessagesModule } from './modules/messages/messages.module';
import { ModerationModule } from './modules/moderation/moderation.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { ProfileModule } from './modules/profile/profile.module';
import { SettingsModule } from './modules/settings/settings.module';
import { UploadsModule } from './modules/uploads/uploads.module';
import { UsersModule } from './modules/users/users.module';
import { MemberWriteLimits } from './security/member-write-limits';
import { SessionModule } from './session/session.module';
import { REDIS } from './session/redis.provider';
import { bffMetrics } from './session/session-store.metrics';

@Module({})
export class AppModule {
  static register(this: void, config: BffConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [SessionModule, ServiceClientsModule, CommonModule, AuthModule, UsersModule, ProfileModule, UploadsModule, ConnectionsModule, EventsNewsCmeModule, CmeWalletModule, SettingsModule, ContactModule, ContentsModule, AssistantModule, MessagesModule, LiveStreamModule, NotificationsModule, ModerationModule],
      controllers: [HealthController],
      providers: [
        { provide: BFF_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: APP_FILTER, useClass: ErrorBodyFilter },
        { provide: APP_GUARD, useClass: MemberWriteLimits },
        Stopping,
        { provide: Metrics, inject: [REDIS], useFactory: (redis: Redis) => bffMetrics(redis) },
      ],
      exports: [BFF_CONFIG, LOGGER, Stopping, Metrics],
    };
  }
}

import { modelProvider, PhiGuardModule, REDIS, REDIS_KEY_PREFIX, settingsProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import type Redis from 'ioredis';
import { PROFILE_CONFIG, profileSettings, type ProfileConfig } from '../../config/profile.env';
import { AddProfileStatisticsHandler } from './commands/add-profile-statistics/add-profile-statistics.handler';
import { CountArticleViewHandler } from './commands/count-article-view/count-article-view.handler';
import { CreateProfileHandler } from './commands/create-profile/create-profile.handler';
import { DeleteProfileHandler } from './commands/delete-profile/delete-profile.handler';
import { IndexProfileHandler } from './commands/index-profile/index-profile.handler';
import { RebuildSearchIndexHandler } from './commands/rebuild-search-index/rebuild-search-index.handler';
import { RecordProfileViewHandler } from './commands/record-profile-view/record-profile-view.handler';
import { RecordSearchAppearancesHandler } from './commands/record-search-appearances/record-search-appearances.handler';
import { SaveNotificationSettingsHandler } from './commands/save-notification-settings/save-notification-settings.handler';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler';
import { ProfileStatisticsTally } from './domain/profile-statistics.port';
import { SearchIndex } from './domain/search-index.port';
import { ProfilesController } from './http/profiles.controller';
import { ProfileStatisticsPusher } from './jobs/profile-statistics.pusher';
import { ProfileStatisticsWriter } from './jobs/profile-statistics.writer';
import { ContentViewedConsumer } from './messaging/content-viewed.consumer';
import { ProfileUpdatedConsumer } from './messaging/profile-updated.consumer';
import { UserDeletedConsumer } from './messaging/user-deleted.consumer';
import { UserRegisteredConsumer } from './messaging/user-registered.consumer';
import { UserVerifiedConsumer } from './messaging/user-verified.consumer';
import { ArticleViewModel, articleViewSchema } from './persistence/counted-view.schema';
import { PrivacyCardsBackfill } from './persistence/privacy-cards.backfill';
import { profileSchema, ProfileModel } from './persistence/profile.schema';
import { RedisProfileStatisticsTally } from './persistence/redis-profile-statistics-tally';
import { searchIndexFor } from './persistence/search-index.factory';
import { GetNotificationSettingsHandler } from './queries/get-notification-settings/get-notification-settings.handler';
import { GetPrivacyHandler } from './queries/get-privacy/get-privacy.handler';
import { GetProfileHandler } from './queries/get-profile/get-profile.handler';
import { GetStatisticsHandler } from './queries/get-statistics/get-statistics.handler';
import { SearchProfilesHandler } from './queries/search-profiles/search-profiles.handler';

@Module({
  imports: [PhiGuardModule],
  controllers: [ProfilesController, UserRegisteredConsumer, UserVerifiedConsumer, ContentViewedConsumer, ProfileUpdatedConsumer, UserDeletedConsumer],
  providers: [
    settingsProvider(PROFILE_CONFIG, profileSettings),
    modelProvider(ProfileModel, 'Profile', profileSchema, 'profiles', { outbox: true }),
    modelProvider(ArticleViewModel, 'ArticleView', articleViewSchema, 'counted_article_views'),
    // Doctor search's read model (ADR 3), on the engine PEOPLE_SEARCH_ENGINE names.
    {
      provide: SearchIndex,
      inject: [PROFILE_CONFIG, REDIS, REDIS_KEY_PREFIX],
      useFactory: (config: ProfileConfig, redis: Redis, prefix: string) => searchIndexFor(config, redis, prefix),
    },
    // Profile views and search appearances, counted in memory and shared through Redis before they are written.
    { provide: ProfileStatisticsTally, useClass: RedisProfileStatisticsTally },
    IndexProfileHandler,
    RebuildSearchIndexHandler,
    CreateProfileHandler,
    DeleteProfileHandler,
    UpdateProfileHandler,
    RecordProfileViewHandler,
    RecordSearchAppearancesHandler,
    CountArticleViewHandler,
    GetProfileHandler,
    GetStatisticsHandler,
    GetPrivacyHandler,
    SearchProfilesHandler,
    AddProfileStatisticsHandler,
    ProfileStatisticsPusher,
    ProfileStatisticsWriter,
    PrivacyCardsBackfill,
    GetNotificationSettingsHandler,
    SaveNotificationSettingsHandler,
  ],
})
export class ProfilesModule {}

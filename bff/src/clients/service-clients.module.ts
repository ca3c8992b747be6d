import { Global, Module } from '@nestjs/common';
import { BFF_CONFIG, serviceUrl, type BffConfig } from '../config/bff.env';
import { ServiceClient } from './service-client';

/** One client per service; every service base URL comes from the BFF's configuration, here. */
export class IdentityClient extends ServiceClient {}
export class ProfileClient extends ServiceClient {}
export class ContentClient extends ServiceClient {}
export class SocialGraphClient extends ServiceClient {}
export class EventsNewsCmeClient extends ServiceClient {}
export class AiAssistantClient extends ServiceClient {}
export class NotificationsClient extends ServiceClient {}

@Global()
@Module({
  providers: [
    {
      provide: IdentityClient,
      inject: [BFF_CONFIG],
      useFactory: (config: BffConfig) => new IdentityClient('identity', serviceUrl(config, 'identity'), config.SERVICE_TOKEN),
    },
    {
      provide: ProfileClient,
      inject: [BFF_CONFIG],
      useFactory: (config: BffConfig) => new ProfileClient('profile', serviceUrl(config, 'profile'), config.SERVICE_TOKEN),
    },
    {
      provide: ContentClient,
      inject: [BFF_CONFIG],
      useFactory: (config: BffConfig) => new ContentClient('content', serviceUrl(config, 'content'), config.SERVICE_TOKEN),
    },
    {
      provide: SocialGraphClient,
      inject: [BFF_CONFIG],
      useFactory: (config: BffConfig) => new SocialGraphClient('social-graph', serviceUrl(config, 'social-graph'), config.SERVICE_TOKEN),
    },
    {
      provide: EventsNewsCmeClient,
      inject: [BFF_CONFIG],
      useFactory: (config: BffConfig) => new EventsNewsCmeClient('events-news-cme', serviceUrl(config, 'events-news-cme'), config.SERVICE_TOKEN),
    },
    {
      provide: AiAssistantClient,
      inject: [BFF_CONFIG],
      useFactory: (config: BffConfig) => new AiAssistantClient('ai-assistant', serviceUrl(config, 'ai-assistant'), config.SERVICE_TOKEN),
    },
    {
      provide: NotificationsClient,
      inject: [BFF_CONFIG],
      useFactory: (config: BffConfig) => new NotificationsClient('notifications', serviceUrl(config, 'notifications'), config.SERVICE_TOKEN),
    },
  ],
  exports: [IdentityClient, ProfileClient, ContentClient, SocialGraphClient, EventsNewsCmeClient, AiAssistantClient, NotificationsClient],
})
export class ServiceClientsModule {}

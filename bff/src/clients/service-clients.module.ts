import type { ServiceName } from '@docnet/contracts';
import { Global, Module, type FactoryProvider } from '@nestjs/common';
import { BFF_CONFIG, serviceBaseUrls, type BffConfig } from '../config/bff.env';
import { ObjectStorage } from './object-storage';
import { ServiceClient, type ServiceCallLimits } from './service-client';
import { ServiceReplicas } from './service-replicas';

/** One client per service; every service's base URLs (one per replica, or a name for all) come from the BFF's configuration, here. */
export class IdentityClient extends ServiceClient {}
export class ProfileClient extends ServiceClient {}
export class ContentClient extends ServiceClient {}
export class SocialGraphClient extends ServiceClient {}
export class EventsNewsCmeClient extends ServiceClient {}
export class AiAssistantClient extends ServiceClient {}
export class NotificationsClient extends ServiceClient {}

export function serviceCallLimits(config: BffConfig): ServiceCallLimits {
  return {
    maxConcurrent: config.SERVICE_MAX_CONCURRENT_CALLS,
    maxQueued: config.SERVICE_MAX_QUEUED_CALLS,
    maxQueueWaitMs: config.SERVICE_MAX_QUEUE_WAIT_MS,
    maxPerMember: config.SERVICE_MAX_CALLS_PER_MEMBER,
    maxPerAddress: config.SERVICE_MAX_CALLS_PER_ADDRESS,
    timeoutMs: config.SERVICE_CALL_TIMEOUT_MS,
  };
}

/** Each client limits its own service's calls: one overloaded service never holds up the others. */
function client(type: typeof ServiceClient, service: ServiceName): FactoryProvider {
  return {
    provide: type,
    inject: [BFF_CONFIG],
    useFactory: (config: BffConfig) =>
      new type(service, new ServiceReplicas(serviceBaseUrls(config, service)), config.SERVICE_TOKEN, serviceCallLimits(config)),
  };
}

/** The service clients and the uploads bucket's (ObjectStorage). */
@Global()
@Module({
  providers: [
    ObjectStorage,
    client(IdentityClient, 'identity'),
    client(ProfileClient, 'profile'),
    client(ContentClient, 'content'),
    client(SocialGraphClient, 'social-graph'),
    client(EventsNewsCmeClient, 'events-news-cme'),
    client(AiAssistantClient, 'ai-assistant'),
    client(NotificationsClient, 'notifications'),
  ],
  exports: [ObjectStorage, IdentityClient, ProfileClient, ContentClient, SocialGraphClient, EventsNewsCmeClient, AiAssistantClient, NotificationsClient],
})
export class ServiceClientsModule {}

import { Global, Module } from '@nestjs/common';
import { BFF_CONFIG, serviceUrl, type BffConfig } from '../config/bff.env';
import { ServiceClient } from './service-client';

/** One client per service; every service base URL comes from the BFF's configuration, here. */
export class IdentityClient extends ServiceClient {}
export class ProfileClient extends ServiceClient {}

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
  ],
  exports: [IdentityClient, ProfileClient],
})
export class ServiceClientsModule {}

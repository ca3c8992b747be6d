import { DynamicModule, Global, Module } from '@nestjs/common';
import { PlatformModule, RedisModule, type PlatformOptions, settingsProvider } from '@docnet/platform';
import { IDENTITY_CONFIG, identitySettings } from './config/identity.env';
import { AccountsModule } from './modules/accounts/accounts.module';
import { DeliveryModule } from './modules/delivery/delivery.module';
import { NpiBindingModule } from './modules/npi-binding/npi-binding.module';
import { NpiDiscoveryModule } from './modules/npi-discovery/npi-discovery.module';
import { SecurityModule } from './modules/security/security.module';
import { SignInModule } from './modules/sign-in/sign-in.module';
import { SupportModule } from './modules/support/support.module';
import { VerificationModule } from './modules/verification/verification.module';

/** Identity's own settings, for every module. */
@Global()
@Module({ providers: [settingsProvider(IDENTITY_CONFIG, identitySettings)], exports: [IDENTITY_CONFIG] })
class IdentityConfigModule {}

@Module({})
export class AppModule {
  static register(this: void, platform: PlatformOptions): DynamicModule {
    const { REDIS_URL, EVENTS_NAMESPACE } = identitySettings(platform.config);
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(platform),
        RedisModule.forRoot(REDIS_URL, EVENTS_NAMESPACE),
        IdentityConfigModule,
        DeliveryModule,
        NpiDiscoveryModule,
        VerificationModule,
        AccountsModule,
        SignInModule,
        SecurityModule,
        SupportModule,
        NpiBindingModule,
      ],
    };
  }
}

import { DynamicModule, Module } from '@nestjs/common';
import { MemberCardsModule, PlatformModule, type PlatformOptions } from '@docnet/platform';

/** Member cards are kept from profile.updated; the features of this service arrive with their issues. */
@Module({})
export class AppModule {
  static register(this: void, platform: PlatformOptions): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(platform), MemberCardsModule] };
  }
}

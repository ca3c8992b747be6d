import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformOptions } from '@docnet/platform';
import { ProfilesModule } from './modules/profiles/profiles.module';

@Module({})
export class AppModule {
  static register(this: void, platform: PlatformOptions): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(platform), ProfilesModule] };
  }
}

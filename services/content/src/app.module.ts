import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformOptions } from '@docnet/platform';
import { ContentsModule } from './modules/contents/contents.module';

@Module({})
export class AppModule {
  static register(this: void, platform: PlatformOptions): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(platform), ContentsModule] };
  }
}

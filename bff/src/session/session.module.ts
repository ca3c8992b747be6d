import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS, redisProvider } from './redis.provider';
import { SessionRegistry } from './session-registry';

@Global()
@Module({ providers: [redisProvider, SessionRegistry], exports: [REDIS, SessionRegistry] })
export class SessionModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import {
  REDIS,
  redisProvider,
  SERVICE_READ_MODELS,
  serviceReadModelsProvider,
  type ServiceReadModels,
} from './redis.provider';
import { SessionRegistry } from './session-registry';
import { SuspendedMembers } from './suspended-members';
import { SuspensionSaga } from './suspension-saga';

/**
 * Sessions in Redis (refused for suspended members), and the BFF's Redis connections: its own keys, and the read
 * models services keep for it.
 */
@Global()
@Module({
  providers: [redisProvider, serviceReadModelsProvider, SessionRegistry, SuspendedMembers, SuspensionSaga],
  exports: [REDIS, SERVICE_READ_MODELS, SessionRegistry, SuspendedMembers, SuspensionSaga],
})
export class SessionModule implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SERVICE_READ_MODELS) private readonly readModels: ServiceReadModels,
  ) {}

  async onApplicationShutdown() {
    await Promise.all(
      [this.redis, this.readModels.redis].map((redis) => redis.quit().catch(() => redis.disconnect())),
    );
  }
}

import { Stopping } from '@docnet/platform';
import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type Redis from 'ioredis';
import { REDIS } from '../../session/redis.provider';

/** Liveness of the BFF and its session store (503 once it is stopping); the services have their own health endpoints. */
@ApiExcludeController()
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly stopping: Stopping,
  ) {}

  @Get()
  async health() {
    // A BFF that is stopping finishes its calls in flight; a load balancer should send it no more.
    if (this.stopping.now) throw new ServiceUnavailableException('The BFF is stopping');
    try {
      await this.redis.ping();
    } catch {
      throw new ServiceUnavailableException('Sign-in sessions are unavailable right now');
    }
    return { status: 'ok', service: 'bff' };
  }
}

import { Stopping, withTimeout } from '@docnet/platform';
import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type Redis from 'ioredis';
import { REDIS } from '../session/redis.provider';
import { LiveEventsConsumer } from '../modules/live-stream/live-events.consumer';

/**
 * Readiness of the BFF: its session store and Kafka (the live stream) answer, and it is not stopping (503
 * otherwise, naming what is missing); the services have their own health endpoints.
 */
@ApiExcludeController()
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly stopping: Stopping,
    private readonly liveEvents: LiveEventsConsumer,
  ) {}

  @Get()
  async health() {
    // A BFF that is stopping finishes its calls in flight; a load balancer should send it no more.
    if (this.stopping.now) throw new ServiceUnavailableException('The BFF is stopping');
    try {
      await withTimeout(this.redis.ping(), 2000);
    } catch {
      throw new ServiceUnavailableException('Sign-in sessions are unavailable right now');
    }
    try {
      await withTimeout(this.liveEvents.ping(), 2000);
    } catch {
      throw new ServiceUnavailableException('Live updates are unavailable right now');
    }
    return { status: 'ok', service: 'bff' };
  }
}

import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type Redis from 'ioredis';
import { REDIS } from '../../session/redis.provider';

/** Liveness of the BFF and its session store; the services have their own health endpoints. */
@ApiExcludeController()
@Controller('api/health')
export class HealthController {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  @Get()
  async health() {
    try {
      await this.redis.ping();
    } catch {
      throw new ServiceUnavailableException('Sign-in sessions are unavailable right now');
    }
    return { status: 'ok', service: 'bff' };
  }
}

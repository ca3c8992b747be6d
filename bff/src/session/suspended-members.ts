import { SharedReadModels } from '@docnet/contracts';
import { LOGGER } from '@docnet/platform';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { SERVICE_READ_MODELS, type ServiceReadModels } from './redis.provider';

/** How stale this instance's copy of the suspended members may be. */
export const SUSPENDED_REFRESH_MS = 2000;

/**
 * The suspended members, as identity keeps them in Redis (contracts' SharedReadModels), copied into this instance
 * every SUSPENDED_REFRESH_MS: every signed-in request is checked against the copy (no round trip of its own), so a
 * suspended member is refused everywhere even if ending their sessions failed or another instance missed it.
 */
@Injectable()
export class SuspendedMembers implements OnModuleInit, OnApplicationShutdown {
  private members = new Set<number>();
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(SERVICE_READ_MODELS) private readonly readModels: ServiceReadModels,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), SUSPENDED_REFRESH_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  has(memberId: number): boolean {
    return this.members.has(memberId);
  }

  /** A suspension this instance just made counts here at once, before the next copy. */
  add(memberId: number): void {
    this.members.add(memberId);
  }

  delete(memberId: number): void {
    this.members.delete(memberId);
  }

  private async refresh(): Promise<void> {
    const { redis, prefix } = this.readModels;
    try {
      const ids = await redis.smembers(`${prefix}${SharedReadModels.suspendedMembers}`);
      this.members = new Set(ids.map(Number));
    } catch (error) {
      // The last copy stays: a Redis outage must not let suspended members back in.
      this.logger.warn({ error: String(error) }, 'suspended members not refreshed');
    }
  }
}

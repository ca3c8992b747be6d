import { BackgroundJob, LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../../config/notifications.env';
import { SendDigestsHandler } from '../commands/send-digests/send-digests.handler';

/**
 * Looks for due digests every DIGEST_CHECK_MINUTES (0: off), the first time one period after start; the operator
 * route POST /internal/digests/run does the same on demand.
 */
@Injectable()
export class DigestScheduler extends BackgroundJob {
  private readonly periodMs: number;

  constructor(
    private readonly digests: SendDigestsHandler,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    const periodMs = config.DIGEST_CHECK_MINUTES * 60_000;
    super({ name: 'digests', everyMs: periodMs, firstAfterMs: periodMs, logger });
    this.periodMs = periodMs;
  }

  override onApplicationBootstrap(): void {
    if (this.config.DIGEST_CHECK_MINUTES > 0) super.onApplicationBootstrap();
  }

  /**
   * One run; a failed one is logged and the timer goes on. It answers the wait to the next period boundary, so
   * runs keep a fixed cadence from start however long one takes (one that overran a period skips it).
   */
  async pass(): Promise<number> {
    const began = Date.now();
    try {
      const sent = await this.digests.execute(new Date());
      if (sent > 0) this.logger.info({ sent }, 'digests sent');
    } catch (error) {
      this.logger.warn({ err: error }, 'digest run failed');
    }
    return this.periodMs - ((Date.now() - began) % this.periodMs);
  }
}

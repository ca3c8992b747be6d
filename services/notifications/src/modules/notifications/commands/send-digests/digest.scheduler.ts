import { LOGGER } from '@docnet/platform';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../../../config/notifications.env';
import { SendDigestsHandler } from './send-digests.handler';

/** Looks for due digests every DIGEST_CHECK_MINUTES (0: off); the operator route POST /internal/digests/run does the same on demand. */
@Injectable()
export class DigestScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly digests: SendDigestsHandler,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.DIGEST_CHECK_MINUTES === 0) return;
    this.timer = setInterval(() => this.tick(), this.config.DIGEST_CHECK_MINUTES * 60_000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.digests
      .execute(new Date())
      .then((sent) => {
        if (sent > 0) this.logger.info({ sent }, 'digests sent');
      })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'digest run failed'))
      .finally(() => {
        this.running = undefined;
      });
  }
}

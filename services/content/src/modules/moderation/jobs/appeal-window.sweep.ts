import { BackgroundJob, LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { CONTENT_CONFIG, type ContentConfig } from '../../../config/content.env';
import { SETTLE_BATCH, SettleRemovalsHandler } from '../commands/settle-removals/settle-removals.handler';

/**
 * Settles the removals whose appeal window closed (SettleRemovalsHandler) every APPEAL_WINDOW_SWEEP_MS, at once
 * again while a pass finds a full batch. Every replica runs it: the writes are conditional, so they never settle one
 * twice.
 */
@Injectable()
export class AppealWindowSweep extends BackgroundJob {
  constructor(
    private readonly removals: SettleRemovalsHandler,
    @Inject(CONTENT_CONFIG) config: ContentConfig,
    @Inject(LOGGER) logger: Logger,
  ) {
    super({ name: 'appeal window sweep', everyMs: config.APPEAL_WINDOW_SWEEP_MS, logger });
  }

  /** The wait before the next pass: none after a full batch. */
  async pass(): Promise<number | undefined> {
    return (await this.removals.execute()) >= SETTLE_BATCH ? 0 : undefined;
  }
}

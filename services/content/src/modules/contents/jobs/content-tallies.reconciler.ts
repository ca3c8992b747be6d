import { BackgroundJob, LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { ContentTallies } from '../persistence/content-tallies';

/** A recount scans every content, so it is rare; it corrects a total a crash left off by one. */
const RECOUNT_EVERY_MS = 10 * 60_000;

/** Recounts the live contents every few minutes (see ContentTallies). */
@Injectable()
export class ContentTalliesReconciler extends BackgroundJob {
  constructor(
    private readonly tallies: ContentTallies,
    @Inject(LOGGER) logger: Logger,
  ) {
    super({ name: 'content tallies recount', everyMs: RECOUNT_EVERY_MS, firstAfterMs: RECOUNT_EVERY_MS, logger });
  }

  async pass(): Promise<void> {
    await this.tallies.recount();
  }
}

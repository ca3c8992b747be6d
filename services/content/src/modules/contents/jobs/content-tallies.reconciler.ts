import { BackgroundJob, LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { RecountContentTalliesHandler } from '../commands/recount-content-tallies/recount-content-tallies.handler';

/** A recount scans every content, so it is rare; it corrects a total a crash left off by one. */
const RECOUNT_EVERY_MS = 10 * 60_000;

/** Recounts the live contents every few minutes (see ContentTallies). */
@Injectable()
export class ContentTalliesReconciler extends BackgroundJob {
  constructor(
    private readonly tallies: RecountContentTalliesHandler,
    @Inject(LOGGER) logger: Logger,
  ) {
    super({ name: 'content tallies recount', everyMs: RECOUNT_EVERY_MS, firstAfterMs: RECOUNT_EVERY_MS, logger });
  }

  pass(): Promise<void> {
    return this.tallies.execute();
  }
}

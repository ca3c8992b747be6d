import { LOGGER, RepeatingPass } from '@docnet/platform';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { ContentTallies } from '../persistence/content-tallies';

/** A recount scans every content, so it is rare; it corrects a total a crash left off by one. */
const RECOUNT_EVERY_MS = 10 * 60_000;

/** Recounts the live contents every few minutes (see ContentTallies). */
@Injectable()
export class ContentTalliesReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly repeating: RepeatingPass;

  constructor(tallies: ContentTallies, @Inject(LOGGER) logger: Logger) {
    this.repeating = new RepeatingPass({
      name: 'content tallies recount',
      everyMs: RECOUNT_EVERY_MS,
      firstAfterMs: RECOUNT_EVERY_MS,
      logger,
      run: async () => {
        await tallies.recount();
      },
    });
  }

  onApplicationBootstrap(): void {
    this.repeating.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.repeating.stop();
  }
}

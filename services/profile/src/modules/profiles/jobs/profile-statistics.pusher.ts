import { BackgroundJob, LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { AddProfileStatisticsHandler, WRITES_PER_BATCH } from '../commands/add-profile-statistics/add-profile-statistics.handler';
import { ProfileStatisticsTally, type Tallies } from '../domain/profile-statistics.port';

/** How often the counts added up in memory go to Redis: what a crash of the process may lose. */
const PUSH_MS = 1000;

/** Pushes the profile statistics tallied in memory (ProfileStatisticsTally) to the store the replicas share, every second. */
@Injectable()
export class ProfileStatisticsPusher extends BackgroundJob {
  constructor(
    private readonly tally: ProfileStatisticsTally,
    private readonly statistics: AddProfileStatisticsHandler,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super({ name: 'profile statistics push', everyMs: PUSH_MS, logger });
  }

  async pass(): Promise<void> {
    await this.tally.push();
  }

  /**
   * A clean stop pushes what is counted; the next write of any replica (or of this one when it starts again) takes
   * it to the profiles, so a stop never waits for thousands of profile updates. When Redis cannot take the counts,
   * they go straight to the profiles rather than being lost.
   */
  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    try {
      await this.tally.push();
    } catch (error) {
      const held = this.tally.takeHeld();
      this.logger.warn({ err: error, members: held.length }, 'profile statistics written to the profiles at shutdown: Redis unavailable');
      await this.writeHeld(held).catch((failure: unknown) => this.logger.error({ err: failure, members: held.length }, 'profile statistics lost at shutdown'));
    }
  }

  /** What this process held, added to the profiles themselves (outside any numbered write). */
  private async writeHeld(held: [number, Tallies][]): Promise<void> {
    for (let start = 0; start < held.length; start += WRITES_PER_BATCH) {
      await this.statistics.execute(held.slice(start, start + WRITES_PER_BATCH));
    }
  }
}

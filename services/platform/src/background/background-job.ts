import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { RepeatingPass, type RepeatingPassOptions } from './repeating-pass';

/**
 * A service's background job (its jobs/ folder: reconcilers, tallies, dispatchers): `pass()` run as a
 * RepeatingPass that starts with the application and stops with it, waiting for the pass in progress.
 */
export abstract class BackgroundJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly repeating: RepeatingPass;
  private stopAsked = false;

  protected constructor(options: Omit<RepeatingPassOptions, 'run'>) {
    this.repeating = new RepeatingPass({ ...options, run: () => this.pass() });
  }

  /** One pass; its answer sets the wait before the next (see `RepeatingPassOptions.run`). */
  abstract pass(): Promise<number | boolean | void>;

  /** A pass now, or right after the one in progress. */
  nudge(): void {
    this.repeating.nudge();
  }

  onApplicationBootstrap(): void {
    this.repeating.start();
  }

  /** Whether the application is stopping: a long pass ends early at a point it can be taken up from again. */
  protected get stopping(): boolean {
    return this.stopAsked;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopAsked = true;
    await this.repeating.stop();
  }
}

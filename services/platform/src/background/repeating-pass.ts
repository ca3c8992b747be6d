import type { Logger } from 'pino';

export interface RepeatingPassOptions {
  /** Names the pass in the log line of a failed run. */
  name: string;
  /** The wait between runs, unless a run says otherwise. */
  everyMs: number;
  /** The wait before the first run (default: none). */
  firstAfterMs?: number;
  logger: Logger;
  /** One pass; may return how long to wait before the next one. A failure is logged and waits `everyMs`. */
  run: () => Promise<number | void>;
}

/**
 * Background work that runs at start and then again and again (relays, reconcilers, dispatchers):
 * one run at a time, the next scheduled when the last ends, `nudge()` for a run as soon as possible,
 * and `stop()` waiting for the run in progress, so shutdown never cuts a pass in half.
 */
export class RepeatingPass {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;

  constructor(private readonly options: RepeatingPassOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(this.options.firstAfterMs ?? 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** A run now, or right after the one in progress. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.options
        .run()
        .then(
          (wait) => wait ?? this.options.everyMs,
          (error: unknown) => {
            this.options.logger.warn({ err: error }, `${this.options.name} pass failed`);
            return this.options.everyMs;
          },
        )
        .then((wait) => {
          this.running = undefined;
          if (this.stopped) return;
          const next = this.again ? 0 : wait;
          this.again = false;
          this.schedule(next);
        });
    }, delay);
    this.timer.unref();
  }
}

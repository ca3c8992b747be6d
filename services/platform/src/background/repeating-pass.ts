import type { Logger } from 'pino';

export interface RepeatingPassOptions {
  /** Names the pass in the log line of a failed run. */
  name: string;
  /** The wait between runs, unless a run says otherwise. */
  everyMs: number;
  /** The wait before the first run (default: none). */
  firstAfterMs?: number;
  /**
   * For a run that answers whether it found work: after runs that found none the wait doubles, from
   * `everyMs` up to this, so an idle process stays quiet; work found or a nudge start from `everyMs` again.
   */
  idleMaxMs?: number;
  logger: Logger;
  /**
   * One pass; may return how long to wait before the next one, or whether it found work (see `idleMaxMs`).
   * A failure is logged and waits `everyMs`.
   */
  run: () => Promise<number | boolean | void>;
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
  private idleWait: number;

  constructor(private readonly options: RepeatingPassOptions) {
    this.idleWait = options.everyMs;
  }

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
    this.idleWait = this.options.everyMs;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private waitAfter(answer: number | boolean | void): number {
    if (typeof answer === 'number') return answer;
    const { everyMs, idleMaxMs } = this.options;
    if (answer !== false || idleMaxMs === undefined) {
      this.idleWait = everyMs;
      return everyMs;
    }
    const wait = this.idleWait;
    this.idleWait = Math.min(wait * 2, idleMaxMs);
    return wait;
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.options
        .run()
        .then(
          (answer) => this.waitAfter(answer),
          (error: unknown) => {
            this.options.logger.warn({ err: error }, `${this.options.name} pass failed`);
            this.idleWait = this.options.everyMs;
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

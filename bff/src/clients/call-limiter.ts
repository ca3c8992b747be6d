export interface CallLimits {
  /** Calls in flight to one service at once. */
  maxConcurrent: number;
  /** Calls that may wait for one of those places; one more is refused at once. */
  maxQueued: number;
  /** The longest a call waits for a place before it is refused. */
  maxQueueWaitMs: number;
}

/**
 * The places of one service's calls: a call takes a free place, or waits in a short queue (first come,
 * first served) for one to be handed over, or is refused — at once when the queue is full, after
 * `maxQueueWaitMs` otherwise. So an overloaded service gets no more work than it can take, and callers
 * hear so within a second instead of waiting for a timeout.
 */
export class CallLimiter {
  private inFlight = 0;
  private readonly queue: Array<() => void> = [];

  constructor(private readonly limits: CallLimits) {}

  /** True with a place (give it back with `release`), false when refused. */
  acquire(): Promise<boolean> {
    if (this.inFlight < this.limits.maxConcurrent) {
      this.inFlight += 1;
      return Promise.resolve(true);
    }
    if (this.queue.length >= this.limits.maxQueued) return Promise.resolve(false);
    return new Promise((resolve) => {
      const handOver = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(handOver), 1);
        resolve(false);
      }, this.limits.maxQueueWaitMs);
      this.queue.push(handOver);
    });
  }

  release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.inFlight -= 1;
  }
}

import { ADDRESS_OWNER } from './call-owner';

export interface CallLimits {
  /** Calls in flight to one service at once. */
  maxConcurrent: number;
  /** Calls that may wait for one of those places; one more is refused at once. */
  maxQueued: number;
  /** The longest a call waits for a place before it is refused. */
  maxQueueWaitMs: number;
  /**
   * Places, in flight or waiting, that calls made for one member may hold at once (unlimited when absent): one
   * member's loop is refused past its share instead of taking every place from the others.
   */
  maxPerMember?: number;
  /** The same for the signed-out calls of one client address (an owner named `address:…`; else maxPerMember). */
  maxPerAddress?: number;
}

/** A place taken, or why not: the service's places and queue are full, or the caller already holds their share. */
export type Acquired = 'taken' | 'busy' | 'over-share';

/**
 * The places of one service's calls: a call takes a free place, or waits in a short queue (first come,
 * first served) for one to be handed over, or is refused — at once when the queue is full, after
 * `maxQueueWaitMs` otherwise. So an overloaded service gets no more work than it can take, and callers
 * hear so within a second instead of waiting for a timeout. A call made for a member also counts against that
 * member's share (`maxPerMember`), refused at once past it. A member is whoever the caller names (a member id, or
 * an address for signed-out calls).
 */
export class CallLimiter {
  private inFlight = 0;
  private readonly queue: Array<() => void> = [];
  /** Places held (in flight or waiting) by each member's calls. */
  private readonly held = new Map<string, number>();

  constructor(private readonly limits: CallLimits) {}

  /** 'taken' with a place (give it back with `release`, naming the same member), else why it was refused. */
  async acquire(memberId?: string): Promise<Acquired> {
    if (memberId === undefined) return (await this.take()) ? 'taken' : 'busy';
    const holding = this.held.get(memberId) ?? 0;
    if (holding >= this.shareOf(memberId)) return 'over-share';
    this.held.set(memberId, holding + 1);
    if (await this.take()) return 'taken';
    this.drop(memberId);
    return 'busy';
  }

  release(memberId?: string): void {
    if (memberId !== undefined) this.drop(memberId);
    const next = this.queue.shift();
    if (next) next();
    else this.inFlight -= 1;
  }

  private shareOf(owner: string): number {
    const { maxPerMember = Infinity, maxPerAddress = maxPerMember } = this.limits;
    return owner.startsWith(ADDRESS_OWNER) ? maxPerAddress : maxPerMember;
  }

  private drop(memberId: string): void {
    const holding = (this.held.get(memberId) ?? 1) - 1;
    if (holding > 0) this.held.set(memberId, holding);
    else this.held.delete(memberId);
  }

  private take(): Promise<boolean> {
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
}

import type { ServiceName } from '@docnet/contracts';
import { callBff, messageOf } from './bff';
import type { Workload } from './workload';

/** One request of the load and its answer; times in ms since the epoch. */
export interface RequestRecord {
  route: string;
  needs: ServiceName[];
  start: number;
  end: number;
  /** 0 when no answer came. */
  status: number;
  message?: string;
}

/** The most requests out at once: beyond it a tick is counted as skipped rather than piling up. */
const MAX_IN_FLIGHT = 200;

/**
 * Sends the workload at a fixed arrival rate (open loop: a slow answer does not delay the next request,
 * so an outage is not hidden by fewer requests).
 */
export class LoadDriver {
  readonly records: RequestRecord[] = [];
  skipped = 0;
  private inFlight = 0;
  private sent = 0;
  private timer?: NodeJS.Timeout;
  private startedAt = 0;
  private drained?: () => void;

  constructor(
    private readonly baseUrl: string,
    private readonly workload: Workload,
    private readonly rate: number,
  ) {}

  start(): void {
    this.startedAt = Date.now();
    this.timer = setInterval(() => this.tick(), 5);
  }

  /** Stops sending and waits for the answers still out. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    if (this.inFlight === 0) return;
    await new Promise<void>((resolve) => (this.drained = resolve));
  }

  /** The first successful request at or after `since` on a route that needs `service`, if any yet. */
  firstSuccess(service: ServiceName, since: number): RequestRecord | undefined {
    return this.records.find((record) => record.start >= since && record.status >= 200 && record.status < 300 && record.needs.includes(service));
  }

  private tick(): void {
    const due = Math.floor(((Date.now() - this.startedAt) * this.rate) / 1000);
    while (this.sent < due) {
      this.sent += 1;
      if (this.inFlight >= MAX_IN_FLIGHT) {
        this.skipped += 1;
        continue;
      }
      void this.send();
    }
  }

  private async send(): Promise<void> {
    this.inFlight += 1;
    const operation = this.workload.next();
    const start = Date.now();
    const answer = await callBff(this.baseUrl, operation.member, operation.method, operation.path, operation.body);
    operation.settle?.(answer);
    const ok = answer.status >= 200 && answer.status < 300;
    this.records.push({
      route: operation.route,
      needs: operation.needs,
      start,
      end: Date.now(),
      status: answer.status,
      ...(!ok && { message: messageOf(answer) }),
    });
    this.inFlight -= 1;
    if (this.inFlight === 0) this.drained?.();
  }
}

/**
 * kafkajs 2.2.4 (the last release) keeps every broker connection in a timer loop once it is idle:
 * with nothing pending and no throttling, `scheduleCheckPendingRequests` sets a timeout of a negative
 * delay (1 ms) that calls itself again, so an idle process wakes a thousand times a second per connection
 * (tulios/kafkajs#1556, #1704; the fix of PR #1667 was never released). Here the check is scheduled only
 * when there is something to check: a pending request or a throttle to wait out. A request pushed later
 * schedules its own check, and an answered request checks the queue, as before.
 */
interface InflightRequest {
  sentAt: number;
  requestTimeout: number;
  timeoutRequest(): void;
}

interface RequestQueue {
  pending: unknown[];
  inflight: Map<number, InflightRequest>;
  requestTimeout: number;
  throttledUntil: number;
  enforceRequestTimeout: boolean;
  requestTimeoutIntervalId?: NodeJS.Timeout;
  isConnected(): boolean;
  destroy(): void;
  scheduleCheckPendingRequests(): void;
  scheduleRequestTimeoutCheck(): void;
}

/** Request timeouts are 30 s and more: looking for expired ones every second is precise enough. */
const REQUEST_TIMEOUT_CHECK_MS = 1000;

// kafkajs exports no handle on its request queue; its module is the only way to it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { prototype } = require('kafkajs/src/network/requestQueue') as { prototype: RequestQueue };
const schedule = prototype.scheduleCheckPendingRequests;

prototype.scheduleCheckPendingRequests = function scheduleWhenNeeded(this: RequestQueue) {
  if (this.pending.length === 0 && this.throttledUntil <= Date.now()) return;
  schedule.call(this);
};

// kafkajs looks for timed-out requests every 100 ms per connection, idle or not; the same check, every second.
prototype.scheduleRequestTimeoutCheck = function checkEverySecond(this: RequestQueue) {
  if (!this.enforceRequestTimeout) return;
  this.destroy();
  this.requestTimeoutIntervalId = setInterval(() => {
    this.inflight.forEach((request) => {
      if (Date.now() - request.sentAt > request.requestTimeout) request.timeoutRequest();
    });
    if (!this.isConnected()) this.destroy();
  }, Math.min(this.requestTimeout, REQUEST_TIMEOUT_CHECK_MS));
};

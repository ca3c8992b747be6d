import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a fast read-model answer to the BFF's 10 s call limit. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * How often the event loop's delay is sampled. prom-client's default, 10 ms, woke an idle process about 200 times a
 * second, and on these VMs each wake-up costs CPU (a bare 100 ms timer alone: 0.16 % of a core): most of an idle
 * service's CPU. Once a second is enough for the lag a dashboard shows: a stall shows whenever it holds up a sample.
 */
const EVENT_LOOP_SAMPLE_MS = 1000;

/** An async figure read at scrape time (consumer lag, outbox backlog, a store's ping). */
export type ScrapeCollector = () => Promise<void> | void;

/**
 * The Prometheus metrics of one deployable (a service or the BFF), served at GET /metrics: Node's own figures,
 * HTTP per route, and whatever the event bus, the database pool and the session store add. Every series carries
 * `service`, so one dashboard reads all of them.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
    this.httpRequests = this.counter('http_requests_total', 'HTTP requests answered, by route and status', ['method', 'route', 'status']);
    this.httpDuration = this.histogram('http_request_duration_seconds', 'Time to answer an HTTP request', ['method', 'route', 'status']);
  }

  counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  histogram<L extends string>(name: string, help: string, labelNames: readonly L[] = [], buckets = DURATION_BUCKETS): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  /** A gauge whose value is set by `collect` when Prometheus scrapes (errors leave the last value). */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[] = [],
    collect?: (gauge: Gauge<L>) => Promise<void> | void,
  ): Gauge<L> {
    return new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      ...(collect
        ? {
            collect: async function (this: Gauge<L>) {
              await collect(this);
            },
          }
        : {}),
    });
  }

  /** Counts and times every answered request under its route pattern, so ids never become labels. */
  httpMiddleware() {
    return (request: Request, response: Response, next: NextFunction): void => {
      const stop = process.hrtime.bigint();
      response.on('finish', () => {
        const labels = { method: request.method, route: routeOf(request), status: String(response.statusCode) };
        this.httpRequests.inc(labels);
        this.httpDuration.observe(labels, Number(process.hrtime.bigint() - stop) / 1e9);
      });
      next();
    };
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** The matched route's pattern ('/internal/contents/:id'); 'unmatched' for a 404 or a refusal before routing. */
function routeOf(request: Request): string {
  const path = (request.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${request.baseUrl}${path}` : 'unmatched';
}

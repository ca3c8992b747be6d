import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { NextFunction, Request, Response } from 'express';
import { CORRELATION_HEADER } from '../logging/correlation';

/** The W3C trace context header, on HTTP calls and on Kafka messages. */
export const TRACEPARENT = 'traceparent';

let provider: NodeTracerProvider | undefined;

/**
 * Turns tracing on for this process when the standard OpenTelemetry variables ask for it: an OTLP endpoint
 * (`OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) and neither `OTEL_SDK_DISABLED=true` nor
 * `OTEL_TRACES_EXPORTER=none`. The exporter reads the other OTEL_* settings itself (headers, timeout, batch
 * delay). Off, every helper below is a no-op of the OpenTelemetry API.
 */
export function startTracing(service: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (provider || !endpoint || env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none') return !!provider;
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || service }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The W3C trace-context propagator and an AsyncLocalStorage context manager, as the API's globals.
  provider.register();
  return true;
}

/** Sends the spans still buffered; called when the process stops. */
export async function stopTracing(): Promise<void> {
  await provider?.shutdown();
}

const tracer = () => trace.getTracer('docnet');

/** Probes and scrapes come every few seconds and cause nothing: they would bury the traces worth reading. */
const isProbe = (path: string) => path === '/health' || path === '/health/ready' || path === '/metrics';

/** The active trace context as a `traceparent` value (undefined when tracing is off or nothing is traced). */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier[TRACEPARENT];
}

/** Adds the active trace context to outgoing HTTP headers. */
export function injectTraceContext(headers: Record<string, string>): void {
  propagation.inject(context.active(), headers);
}

/**
 * A server span for each HTTP request (but the probes), named by the matched route once it is known; the rest of
 * the request runs inside it. Inside the platform it is the child of the caller's `traceparent`; at the public
 * edge (`edge: true`) every request starts a trace of its own, so a client cannot join or sample another's trace
 * or smuggle baggage into the services.
 */
export function traceRequests(untraced: (path: string) => boolean = isProbe, { edge = false }: { edge?: boolean } = {}) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (untraced(request.path)) return next();
    const parent = edge ? ROOT_CONTEXT : propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer().startSpan(request.method, { kind: SpanKind.SERVER }, parent);
    response.on('finish', () => {
      const route = (request.route as { path?: unknown } | undefined)?.path;
      if (typeof route === 'string') span.updateName(`${request.method} ${request.baseUrl}${route}`);
      span.setAttribute('http.response.status_code', response.statusCode);
      const correlation = response.getHeader(CORRELATION_HEADER);
      if (correlation) span.setAttribute('docnet.correlation_id', String(correlation));
      if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(trace.setSpan(parent, span), next);
  };
}

/** Runs an event's handling in a consumer span, child of the `traceparent` the message carried. */
export function inConsumerSpan<T>(
  name: string,
  traceparent: string | undefined,
  attributes: Record<string, string>,
  work: () => Promise<T>,
): Promise<T> {
  const parent = traceparent ? propagation.extract(ROOT_CONTEXT, { [TRACEPARENT]: traceparent }) : ROOT_CONTEXT;
  return tracer().startActiveSpan(name, { kind: SpanKind.CONSUMER, attributes }, parent, async (span: Span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

import { appendFileSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';

/** One span as the test stack's processes exported it. */
export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, string | number | boolean>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpTraces {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: OtlpAttribute[] }[] }[];
  }[];
}

const valueOf = (value: OtlpValue) => value.stringValue ?? value.boolValue ?? value.doubleValue ?? Number(value.intValue);
const attributesOf = (attributes: OtlpAttribute[] = []) => Object.fromEntries(attributes.map(({ key, value }) => [key, valueOf(value)]));

/**
 * A stand-in for an OpenTelemetry collector: accepts OTLP/HTTP JSON at /v1/traces (what the stack's exporters
 * send when OTEL_EXPORTER_OTLP_ENDPOINT points here) and appends each span to `file`, one JSON line each.
 */
export async function startTraceCollector(file: string): Promise<{ endpoint: string; server: Server }> {
  mkdirSync(dirname(file), { recursive: true });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !request.headers['content-type']?.includes('json')) {
        response.writeHead(415).end();
        return;
      }
      const traces = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpTraces;
      const lines: string[] = [];
      for (const { resource, scopeSpans = [] } of traces.resourceSpans ?? []) {
        const service = String(attributesOf(resource?.attributes)['service.name']);
        for (const { spans = [] } of scopeSpans) {
          for (const span of spans) {
            const collected: CollectedSpan = {
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
              name: span.name,
              attributes: attributesOf(span.attributes),
            };
            lines.push(JSON.stringify(collected));
          }
        }
      }
      if (lines.length) appendFileSync(file, `${lines.join('\n')}\n`);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.unref();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The spans collected so far. */
export function collectedSpans(file: string): CollectedSpan[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CollectedSpan);
}

/** What makes a stack's processes export their spans to the collector, quickly (the default batch waits 5 s). */
export const tracingEnv = (endpoint: string): Record<string, string> => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
  OTEL_BSP_SCHEDULE_DELAY: '200',
});

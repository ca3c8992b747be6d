/**
 * OpenTelemetry traces: a member's write and everything it causes share one trace id, across the BFF,
 * the service's HTTP API, Kafka (the W3C trace context travels in the message headers, through the outbox) and
 * the consumers. The suite's stack exports its spans to the harness's collector (tests/harness/trace-collector.ts).
 */
import { randomUUID } from 'node:crypto';
import { ApiRoutes, ConnectionRequestedV1, type NotificationList } from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing';
import { collectedSpans, type CollectedSpan } from '../harness/trace-collector';
import { loadStackState } from '../harness/stack';
import { memberKnownToGraph } from './members';

const stack = loadStackState();

test('one trace id from a connection request in the browser to the notification it causes', async () => {
  expect(stack.traceFile).toBeDefined();
  const [requester, receiver] = [await memberKnownToGraph(stack.baseUrl), await memberKnownToGraph(stack.baseUrl)];
  // A trace context the client sends is not joined: the BFF starts a trace of its own at the edge.
  const clientTraceId = randomUUID().replaceAll('-', '');
  const sent = await requester.agent
    .post(ApiRoutes.connections)
    .set('traceparent', `00-${clientTraceId}-${clientTraceId.slice(0, 16)}-01`)
    .set('baggage', 'docnet.member=1')
    .send({ receiverId: receiver.id })
    .expect(201);
  const correlationId = String(sent.headers['x-correlation-id']);
  await eventually(
    async () =>
      ((await receiver.agent.get(ApiRoutes.notifications).expect(200)).body as NotificationList).notifications.some(
        ({ type, actor }) => type === 'connectionRequests' && actor?.id === requester.id,
      ),
    'the notification of the request',
  );

  const write = await eventually(
    async () => collectedSpans(stack.traceFile!).find((span) => span.service === 'bff' && span.attributes['docnet.correlation_id'] === correlationId),
    "the BFF's span of the write",
  );
  expect(write.name).toBe(`POST ${ApiRoutes.connections}`);
  expect(write.traceId).not.toBe(clientTraceId);
  expect(write.parentSpanId).toBeFalsy();

  const inTrace = (span: CollectedSpan) => span.traceId === write.traceId;
  const handling = await eventually(
    async () =>
      collectedSpans(stack.traceFile!).find(
        (span) => inTrace(span) && span.service === 'notifications' && span.name === `handle ${ConnectionRequestedV1.type}`,
      ),
    "notifications' handling of the request, in the same trace",
  );
  // BFF → social-graph's API (which stored the event in its outbox) → Kafka → the notifications consumer. Each
  // process exports its spans in its own batches: social-graph's may arrive after the notifications' span.
  const api = await eventually(
    async () => collectedSpans(stack.traceFile!).find((span) => inTrace(span) && span.service === 'social-graph' && span.parentSpanId === write.spanId),
    "social-graph's span of the request, child of the BFF's",
  );
  const trace = collectedSpans(stack.traceFile!).filter(inTrace);
  expect(api.name).toMatch(/^POST \/internal\//);
  expect(handling.parentSpanId).toBe(api.spanId);
  expect([...new Set(trace.map(({ service }) => service))]).toEqual(expect.arrayContaining(['bff', 'social-graph', 'notifications']));
});

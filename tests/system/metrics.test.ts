/**
 * Prometheus metrics, scraped as Prometheus does: each service serves GET /metrics on its own port
 * without the service token, the BFF on its METRICS_PORT (never on its public port). A request moves its route's
 * counter; a burst of events is handled and the consumer lag falls back to 0.
 */
import { ApiRoutes, ContentPublishedV1 } from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing/event-probe';
import request from 'supertest';
import { loadStackState } from '../harness/stack';
import { registeredMember, type SessionMember } from './members';

const stack = loadStackState();
const bffMetricsUrl = `http://127.0.0.1:${stack.processes.bff.env.METRICS_PORT}/metrics`;
const serviceMetricsUrl = (name: 'content' | 'ai-assistant') => `${stack.processes[name].url}/metrics`;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format's samples (comments and blank lines left out). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

async function scrape(url: string): Promise<Sample[]> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(await response.text());
}

/** The sum of a metric's samples whose labels include `labels`. */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

let member: SessionMember;

beforeAll(async () => {
  member = await registeredMember(stack.baseUrl);
});

test('a member reading contents moves the route counters of the BFF and of the content service', async () => {
  const bffRoute = { method: 'GET', route: '/api/contents', status: '200' };
  const contentRoute = { method: 'GET', route: '/internal/contents', status: '200' };
  const bffBefore = total(await scrape(bffMetricsUrl), 'http_requests_total', bffRoute);
  const contentBefore = total(await scrape(serviceMetricsUrl('content')), 'http_requests_total', contentRoute);

  for (let i = 0; i < 3; i += 1) await member.agent.get(ApiRoutes.contents).expect(200);

  const bff = await scrape(bffMetricsUrl);
  const content = await scrape(serviceMetricsUrl('content'));
  expect(total(bff, 'http_requests_total', bffRoute) - bffBefore).toBe(3);
  expect(total(content, 'http_requests_total', contentRoute) - contentBefore).toBe(3);
  expect(total(content, 'http_request_duration_seconds_count', contentRoute)).toBeGreaterThanOrEqual(3);
  // Every series names its deployable; ids never become labels (the route is the pattern).
  expect(content.filter(({ name }) => name === 'http_requests_total').every(({ labels }) => labels.service === 'content')).toBe(true);
  expect(content.some(({ labels }) => /\/\d+/.test(labels.route ?? ''))).toBe(false);
});

test('the services report their database pool, outbox and session store figures', async () => {
  const content = await scrape(serviceMetricsUrl('content'));
  expect(total(content, 'db_pool_connections', { state: 'open' })).toBeGreaterThan(0);
  expect(content.some(({ name }) => name === 'outbox_backlog_documents')).toBe(true);
  expect(content.some(({ name }) => name === 'outbox_oldest_event_age_seconds')).toBe(true);
  expect(content.some(({ name }) => name === 'process_resident_memory_bytes')).toBe(true);
  const bff = await scrape(bffMetricsUrl);
  expect(total(bff, 'session_store_up')).toBe(1);
});

test('a burst of events is handled, and the consumer lag falls back to 0', async () => {
  const handled = () => scrape(serviceMetricsUrl('ai-assistant')).then((samples) =>
    total(samples, 'event_handler_duration_seconds_count', { event_type: ContentPublishedV1.type, outcome: 'handled' }),
  );
  const before = await handled();
  const burst = 12;
  await Promise.all(
    Array.from({ length: burst }, (_, i) =>
      member.agent.post(ApiRoutes.contents).send({ title: `Metrics burst ${i + 1}`, body: 'One of a burst of posts.' }).expect(201),
    ),
  );
  await eventually(async () => (await handled()) - before >= burst, 'the burst handled by ai-assistant', 60_000);
  await eventually(
    async () => {
      const lags = (await scrape(serviceMetricsUrl('ai-assistant'))).filter(({ name }) => name === 'kafka_consumer_lag_messages');
      return lags.length > 0 && lags.every(({ value }) => value === 0);
    },
    "ai-assistant's consumer lag back to 0 on every partition",
    60_000,
  );
});

test('metrics need no service token, and the BFF never serves them on its public port', async () => {
  expect((await fetch(serviceMetricsUrl('content'))).status).toBe(200);
  const publicAnswer = await request(stack.baseUrl).get('/metrics');
  expect(publicAnswer.text).not.toContain('http_requests_total');
});

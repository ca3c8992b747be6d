import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiRoutes, CallShareMessages, internalRoute } from '@docnet/contracts';
import { ErrorBodyFilter, LOGGER } from '@docnet/platform';
import { Controller, Get, Param, type INestApplication } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import pino from 'pino';
import { ContentClient, ServiceClientsModule } from '../src/clients/service-clients.module';
import { BFF_CONFIG, loadBffConfig } from '../src/config/bff.env';
import { dropBffNamespace, sharedBffEnv, signedInSession, startBffUnderTest, type BffUnderTest } from './support/bff-under-test';

/**
 * The BFF's calls to a service under overload and when it hangs, through the real clients module and
 * error answers, against a stub content service.
 */

const TIMEOUT_MS = 400;
const MAX_CONCURRENT = 4;
const MAX_QUEUED = 2;
const MAX_QUEUE_WAIT_MS = 300;
const MAX_PER_MEMBER = 2;
/** An address's share, its own setting (a NAT may be a whole hospital): other than a member's, to tell them apart. */
const MAX_PER_ADDRESS = 3;

/**
 * The stub content service: `/work/hang` never answers, `/work/held` answers once released, `/work/<status>` answers
 * that status; while `holdAll` is set, every call is held.
 */
class StubService {
  server!: Server;
  url = '';
  inFlight = 0;
  mostInFlight = 0;
  holdAll = false;
  private held: ServerResponse[] = [];

  async start(): Promise<void> {
    this.server = createServer((request, response) => this.answer(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Answers every held request. */
  release(): void {
    for (const response of this.held.splice(0)) this.reply(response, 200, { ok: true });
  }

  async stop(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    this.inFlight += 1;
    this.mostInFlight = Math.max(this.mostInFlight, this.inFlight);
    response.on('close', () => (this.inFlight -= 1));
    const what = request.url?.split('/').pop() ?? '';
    if (what === 'hang') return;
    if (what === 'held' || this.holdAll) {
      this.held.push(response);
      return;
    }
    this.reply(response, Number(what) || 200, { message: `stub ${what}` });
  }

  private reply(response: ServerResponse, status: number, body: object): void {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
}

@Controller('probe')
class ProbeController {
  constructor(private readonly content: ContentClient) {}

  @Get(':what')
  probe(@Param('what') what: string): Promise<unknown> {
    return this.content.get(internalRoute<{ GET: { answer: unknown } }>(`/work/${what}`));
  }

  /** A call made for a member, as every signed-in route's is. */
  @Get(':member/:what')
  forMember(@Param('member') member: string, @Param('what') what: string): Promise<unknown> {
    return this.content.get(internalRoute<{ GET: { answer: unknown } }>(`/work/${what}`), { actingUserId: Number(member) });
  }
}

const stub = new StubService();
let app: INestApplication;
let base = '';

beforeAll(async () => {
  await stub.start();
  const config = loadBffConfig({
    REDIS_URL: 'redis://127.0.0.1:1',
    KAFKA_BROKERS: '127.0.0.1:1',
    SESSION_SECRET: 'x'.repeat(32),
    SERVICE_TOKEN: 'service-calls-test-token',
    CONTENT_URL: stub.url,
    SERVICE_CALL_TIMEOUT_MS: String(TIMEOUT_MS),
    SERVICE_MAX_CONCURRENT_CALLS: String(MAX_CONCURRENT),
    SERVICE_MAX_QUEUED_CALLS: String(MAX_QUEUED),
    SERVICE_MAX_QUEUE_WAIT_MS: String(MAX_QUEUE_WAIT_MS),
    SERVICE_MAX_CALLS_PER_MEMBER: String(MAX_PER_MEMBER),
  });
  // Global, as the BFF's AppModule, so the clients module finds the configuration.
  const probeModule = {
    module: class ProbeModule {},
    global: true,
    imports: [ServiceClientsModule],
    controllers: [ProbeController],
    providers: [
      { provide: BFF_CONFIG, useValue: config },
      { provide: LOGGER, useValue: pino({ level: 'silent' }) },
      { provide: APP_FILTER, useClass: ErrorBodyFilter },
    ],
    exports: [BFF_CONFIG, LOGGER],
  };
  app = await NestFactory.create(probeModule, { logger: false, abortOnError: false });
  await app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  await stub.stop();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { message?: string };
  ms: number;
}

async function probe(what: string): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${base}/probe/${what}`);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Answer['body'], ms: Date.now() - started };
}

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('a service that hangs is a 504 naming it, once the call timeout has passed', async () => {
  const answer = await probe('hang');
  expect(answer).toMatchObject({ status: 504, body: { message: 'The content service took too long to answer. Please try again.' } });
  expect(answer.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  expect(answer.ms).toBeLessThan(TIMEOUT_MS + 1000);
});

test('a flood beyond the limit and its short queue is refused at once with 503 and Retry-After, while the admitted calls succeed', async () => {
  const answered: Answer[] = [];
  const flood = Array.from({ length: 10 }, () => probe('held').then((answer) => {
    answered.push(answer);
    return answer;
  }));
  // The stub holds every call it gets: only the refused ones can be answered before it lets go.
  const refusedCount = 10 - MAX_CONCURRENT - MAX_QUEUED;
  await until(() => answered.length === refusedCount);
  expect(answered.map(({ status, retryAfter, body, ms }) => ({ status, retryAfter, body, quick: ms < MAX_QUEUE_WAIT_MS }))).toEqual(
    Array.from({ length: refusedCount }, () => ({
      status: 503,
      retryAfter: '1',
      body: { message: 'The content service is busy right now. Please try again shortly.' },
      quick: true,
    })),
  );
  expect(stub.inFlight).toBe(MAX_CONCURRENT);
  // Let go until the queued calls, which get the places the first ones hand over, are answered too.
  await until(() => {
    stub.release();
    return answered.length === 10;
  });
  const statuses = (await Promise.all(flood)).map(({ status }) => status).sort();
  expect(statuses).toEqual([...Array(MAX_CONCURRENT + MAX_QUEUED).fill(200), ...Array(refusedCount).fill(503)]);
  expect(stub.mostInFlight).toBe(MAX_CONCURRENT);
});

test('a queued call that gets no place within the queue wait is refused too', async () => {
  const holding = Array.from({ length: MAX_CONCURRENT }, () => probe('held'));
  const queued = await probe('held');
  expect(queued).toMatchObject({ status: 503, retryAfter: '1' });
  expect(queued.ms).toBeGreaterThanOrEqual(MAX_QUEUE_WAIT_MS - 50);
  stub.release();
  expect((await Promise.all(holding)).map(({ status }) => status)).toEqual(Array(MAX_CONCURRENT).fill(200));
});

test("a service's own 503 and 504 are passed on naming it; another 5xx is a 502", async () => {
  expect(await probe('503')).toMatchObject({ status: 503, retryAfter: '1', body: { message: 'The content service is unavailable right now. Please try again shortly.' } });
  expect(await probe('504')).toMatchObject({ status: 504, body: { message: 'The content service took too long to answer. Please try again.' } });
  expect(await probe('500')).toMatchObject({ status: 502, body: { message: 'The content service failed to answer. Please try again.' } });
});

test("one member's loop is refused past their share of the places, and other members' calls still get one", async () => {
  const looping = Array.from({ length: 10 }, () => probe('7/held'));
  const first = await Promise.race(looping);
  expect(first).toMatchObject({ status: 429, retryAfter: '1', body: { message: CallShareMessages.tooManyAtOnce } });
  expect(first.ms).toBeLessThan(MAX_QUEUE_WAIT_MS);
  await until(() => stub.inFlight === MAX_PER_MEMBER);
  // Another member is served while the first one's calls are still held.
  const others = [probe('8/held'), probe('9/held')];
  await until(() => stub.inFlight === MAX_PER_MEMBER + 2);
  stub.release();
  const answers = await Promise.all([...looping, ...others]);
  expect(answers.slice(10).map(({ status }) => status)).toEqual([200, 200]);
  const statuses = answers.slice(0, 10).map(({ status }) => status).sort();
  expect(statuses).toEqual([...Array(MAX_PER_MEMBER).fill(200), ...Array(10 - MAX_PER_MEMBER).fill(429)]);
});

describe("the BFF's routes: a caller's share is their member's, or their address's when signed out", () => {
  // The whole BFF on the local Redis and Kafka, its profile and identity calls going to the stub, which holds them all.
  const shared = sharedBffEnv({
    SERVICE_MAX_CALLS_PER_MEMBER: String(MAX_PER_MEMBER),
    SERVICE_MAX_CALLS_PER_ADDRESS: String(MAX_PER_ADDRESS),
    SERVICE_MAX_QUEUE_WAIT_MS: String(MAX_QUEUE_WAIT_MS),
    TRUST_PROXY_HOPS: '1',
    CONTACT_MESSAGES_PER_IP_PER_HOUR: '100',
  });
  let bff: BffUnderTest;

  beforeAll(async () => {
    // The stub's URL is known only once the file's beforeAll has started it.
    shared.env.PROFILE_URL = stub.url;
    shared.env.IDENTITY_URL = stub.url;
    bff = await startBffUnderTest(shared);
  });

  afterAll(async () => {
    stub.holdAll = false;
    stub.release();
    await bff?.close();
    await dropBffNamespace(bff, shared);
  });

  async function answerOf(response: Promise<Response>): Promise<{ status: number; message?: string }> {
    const answered = await response;
    return { status: answered.status, message: ((await answered.json()) as { message?: string }).message };
  }

  test("one member's burst of searches is refused with 429 past their share while another member's search is served", async () => {
    stub.holdAll = true;
    const search = (cookie: string) => answerOf(fetch(`${bff.url}${ApiRoutes.usersSearch}?query=O%E2%80%99Brien`, { headers: { cookie } }));
    // The same member in two browsers is one member: their sessions share one share.
    const [laptop, phone, other] = await Promise.all([signedInSession(bff, shared, 5101), signedInSession(bff, shared, 5101), signedInSession(bff, shared, 5102)]);
    const burst = Array.from({ length: 6 }, (_, index) => search(index % 2 ? laptop.cookie : phone.cookie));
    const refused = await Promise.race(burst);
    expect(refused).toEqual({ status: 429, message: CallShareMessages.tooManyAtOnce });
    await until(() => stub.inFlight === MAX_PER_MEMBER);
    const served = search(other.cookie);
    await until(() => stub.inFlight === MAX_PER_MEMBER + 1);
    stub.holdAll = false;
    stub.release();
    expect((await served).status).toBe(200);
    const statuses = (await Promise.all(burst)).map(({ status }) => status).sort();
    expect(statuses).toEqual([...Array(MAX_PER_MEMBER).fill(200), ...Array(6 - MAX_PER_MEMBER).fill(429)]);
  });

  test('signed out, one address is held to a share while another address is served', async () => {
    stub.holdAll = true;
    const contact = (address: string) =>
      answerOf(
        fetch(`${bff.url}${ApiRoutes.contactMessages}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({
            name: 'Zoë O’Connor',
            email: 'zoe.oconnor@clinic.example',
            subject: 'Question about CME credits',
            message: 'Could you tell me how the CME wallet counts credits from a conference in Montréal? Merci!',
          }),
        }),
      );
    const burst = Array.from({ length: 5 }, () => contact('203.0.113.7'));
    expect(await Promise.race(burst)).toEqual({ status: 429, message: CallShareMessages.tooManyAtOnce });
    await until(() => stub.inFlight === MAX_PER_ADDRESS);
    const served = contact('198.51.100.23');
    await until(() => stub.inFlight === MAX_PER_ADDRESS + 1);
    stub.holdAll = false;
    stub.release();
    expect((await served).status).toBe(202);
    const statuses = (await Promise.all(burst)).map(({ status }) => status).sort();
    expect(statuses).toEqual([...Array(MAX_PER_ADDRESS).fill(202), ...Array(5 - MAX_PER_ADDRESS).fill(429)]);
  });
});

import {
  CallShareMessages,
  InternalHeaders,
  type HttpMethod,
  type InternalRoute,
  type QueryParameters,
  type RouteCall,
  type ServiceName,
} from '@docnet/contracts';
import { asJsonBytes, CORRELATION_HEADER, correlationId, injectTraceContext, TryAgainLater, type JsonBytes } from '@docnet/platform';
import { BadGatewayException, GatewayTimeoutException, HttpException, HttpStatus } from '@nestjs/common';
import { CallLimiter, type CallLimits } from './call-limiter';
import { currentCallOwner } from './call-owner';
import { exchange, type Exchanged } from './http-exchange';
import type { ServiceReplicas } from './service-replicas';

/** What a call sends besides its route: the body and query parameters its route declares, nothing else. */
type CallOptions<C extends RouteCall> = {
  /** The signed-in member on whose behalf the call is made. */
  actingUserId?: number;
} & (C extends { body: infer B } ? { body: B } : { body?: never }) &
  (C extends { query: infer Q } ? { query?: Q } : { query?: never });

/** A call's options, required when its route takes a body. */
type CallArgs<C extends RouteCall> = C extends { body: unknown } ? [options: CallOptions<C>] : [options?: CallOptions<C>];

/** Any call's options as they are sent. */
interface SentOptions {
  body?: unknown;
  query?: QueryParameters;
  actingUserId?: number;
}

export interface ServiceCallLimits extends CallLimits {
  /** The longest one call may take, answer included, once it is sent. */
  timeoutMs: number;
}

/** What a refused or failed call tells the browser to wait before trying again. */
const RETRY_AFTER_SECONDS = 1;

export interface ServiceAnswer<T> {
  status: number;
  body: T;
}

/**
 * Internal HTTP to one service: service token, acting member and correlation id on every call;
 * a service's 4xx answer is passed on as it is. At most `maxConcurrent` calls are in flight, a few more
 * wait briefly, and the rest are refused at once with a 503 and Retry-After naming the service, as
 * when it cannot be reached; a caller past their share of those places is answered 429 (`CallLimiter`); a call past `timeoutMs` (or the service's own time limit) is a 504.
 *
 * Calls name a route of contracts (`ProfileRoutes.profile(7)`), so the compiler holds each call to what the route
 * declares: a method the route serves, its body and query parameters, and its answer type.
 *
 * A service may run as several replicas: calls take turns, and one that cannot reach its replica goes to the
 * next when that is safe: always when the connection was refused (nothing was sent), and for reads (GET) also
 * when the replica dropped the connection or answered 503 (stopping, or busy). A write a replica may have
 * received is never sent twice.
 */
export class ServiceClient {
  private readonly limiter: CallLimiter;

  constructor(
    readonly service: ServiceName,
    private readonly replicas: ServiceReplicas,
    private readonly serviceToken: string,
    private readonly limits: ServiceCallLimits,
  ) {
    this.limiter = new CallLimiter(limits);
  }

  get<C extends RouteCall>(route: InternalRoute<{ GET: C }>, ...[options]: CallArgs<C>): Promise<C['answer']> {
    return this.call('GET', route, options);
  }

  post<C extends RouteCall>(route: InternalRoute<{ POST: C }>, ...[options]: CallArgs<C>): Promise<C['answer']> {
    return this.call('POST', route, options);
  }

  patch<C extends RouteCall>(route: InternalRoute<{ PATCH: C }>, ...[options]: CallArgs<C>): Promise<C['answer']> {
    return this.call('PATCH', route, options);
  }

  put<C extends RouteCall>(route: InternalRoute<{ PUT: C }>, ...[options]: CallArgs<C>): Promise<C['answer']> {
    return this.call('PUT', route, options);
  }

  delete<C extends RouteCall>(route: InternalRoute<{ DELETE: C }>, ...[options]: CallArgs<C>): Promise<C['answer']> {
    return this.call('DELETE', route, options);
  }

  /** A POST whose success status matters to the caller (e.g. 201 created or 200 found), with its answer. */
  exchange<C extends RouteCall>(route: InternalRoute<{ POST: C }>, ...[options]: CallArgs<C>): Promise<ServiceAnswer<C['answer']>> {
    return this.send('POST', route, options);
  }

  /**
   * Like `get`, but the answer's JSON as the service sent it, to be passed on as it is: for long lists, which
   * would otherwise be parsed here and serialised again (the route's answer type still describes it).
   */
  async relay<C extends RouteCall>(route: InternalRoute<{ GET: C }>, ...[options]: CallArgs<C>): Promise<JsonBytes<C['answer']>> {
    const { body } = await this.send<Buffer>('GET', route, options, { parse: false });
    return asJsonBytes<C['answer']>(body);
  }

  /** Like `get`, but a 404 answers null. */
  async find<C extends RouteCall>(route: InternalRoute<{ GET: C }>, ...[options]: CallArgs<C>): Promise<C['answer'] | null> {
    try {
      return await this.call('GET', route, options);
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === 404) return null;
      throw error;
    }
  }

  private async call<A>(method: HttpMethod, route: string, options: SentOptions = {}): Promise<A> {
    return (await this.send<A>(method, route, options)).body;
  }

  private async send<A>(method: HttpMethod, route: string, options: SentOptions = {}, { parse = true } = {}): Promise<ServiceAnswer<A>> {
    // The request's caller (its member, or its address when signed out); outside a request, the member acted for.
    const owner = currentCallOwner() ?? (options.actingUserId === undefined ? undefined : `member:${options.actingUserId}`);
    const acquired = await this.limiter.acquire(owner);
    if (acquired === 'over-share') throw new TryAgainLater(CallShareMessages.tooManyAtOnce, RETRY_AFTER_SECONDS, HttpStatus.TOO_MANY_REQUESTS);
    if (acquired === 'busy') {
      throw new TryAgainLater(`The ${this.service} service is busy right now. Please try again shortly.`, RETRY_AFTER_SECONDS);
    }
    try {
      return await this.sendNow<A>(method, withQuery(route, options.query), options, parse);
    } finally {
      this.limiter.release(owner);
    }
  }

  private async sendNow<A>(method: HttpMethod, path: string, { body, actingUserId }: SentOptions, parse: boolean): Promise<ServiceAnswer<A>> {
    const headers: Record<string, string> = {
      [InternalHeaders.serviceToken]: this.serviceToken,
      [CORRELATION_HEADER]: correlationId(),
      accept: 'application/json',
    };
    if (actingUserId !== undefined) headers[InternalHeaders.actingUserId] = String(actingUserId);
    injectTraceContext(headers);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const signal = AbortSignal.timeout(this.limits.timeoutMs);
    const replicas = await this.replicas.attemptOrder();
    for (const [attempt, replica] of replicas.entries()) {
      const last = attempt === replicas.length - 1;
      let response: Exchanged;
      try {
        response = await exchange(`${replica}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw this.timedOut();
        this.replicas.markDown(replica);
        if (last || !(method === 'GET' || neverSent(error))) throw this.unavailable();
        continue;
      }
      if (response.status === 503 && method === 'GET' && !last) continue;
      return this.answerOf<A>(response, parse);
    }
    throw this.unavailable();
  }

  /**
   * The service's answer, taken to be of the type its route declares in contracts (the service's side of the contract);
   * unparsed (its bytes) when asked, unless it is a refusal.
   */
  private answerOf<A>(response: Exchanged, parse: boolean): ServiceAnswer<A> {
    const succeeded = response.status >= 200 && response.status < 300;
    if (succeeded && !parse) return { status: response.status, body: response.body as A };
    const answer = response.body.length ? parseJson(response.body.toString('utf8')) : undefined;
    if (succeeded) return { status: response.status, body: answer as A };
    if (response.status === 503) throw this.unavailable();
    if (response.status === 504) throw this.timedOut();
    if (response.status >= 500) throw new BadGatewayException(`The ${this.service} service failed to answer. Please try again.`);
    throw new HttpException(
      answer && typeof answer === 'object' ? answer : { message: response.statusText },
      response.status,
    );
  }

  private unavailable(): TryAgainLater {
    return new TryAgainLater(`The ${this.service} service is unavailable right now. Please try again shortly.`, RETRY_AFTER_SECONDS);
  }

  private timedOut(): GatewayTimeoutException {
    return new GatewayTimeoutException(`The ${this.service} service took too long to answer. Please try again.`);
  }
}

/** Errors of a connection that was never made: the request did not reach the replica. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

function neverSent(error: unknown): boolean {
  return NOT_CONNECTED.has((error as { code?: string } | undefined)?.code ?? '');
}

/** The route's path with its query parameters: a list as comma-separated text, unset values and empty lists left out. */
function withQuery(path: string, query: QueryParameters = {}): string {
  const parameters = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (typeof value === 'object') {
      if (value.length > 0) parameters.set(key, value.join(','));
    } else {
      parameters.set(key, String(value));
    }
  }
  const text = parameters.toString();
  return text ? `${path}?${text}` : path;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

import { InternalHeaders, type ServiceName } from '@docnet/contracts';
import { CORRELATION_HEADER, correlationId, injectTraceContext, TryAgainLater } from '@docnet/platform';
import { BadGatewayException, GatewayTimeoutException, HttpException } from '@nestjs/common';
import { CallLimiter, type CallLimits } from './call-limiter';
import type { ServiceReplicas } from './service-replicas';

export interface CallOptions {
  body?: unknown;
  /** The signed-in member on whose behalf the call is made. */
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
 * when it cannot be reached; a call past `timeoutMs` (or the service's own time limit) is a 504.
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

  get<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>('GET', path, options);
  }

  post<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>('POST', path, options);
  }

  patch<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>('PATCH', path, options);
  }

  put<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>('PUT', path, options);
  }

  delete<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>('DELETE', path, options);
  }

  /** A call whose success status matters to the caller (e.g. 201 created or 200 found), with its answer. */
  exchange<T>(method: 'POST' | 'PUT', path: string, options: CallOptions = {}): Promise<ServiceAnswer<T>> {
    return this.send<T>(method, path, options);
  }

  /** Like `get`, but a 404 answers null. */
  async find<T>(path: string, options: CallOptions = {}): Promise<T | null> {
    try {
      return await this.get<T>(path, options);
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === 404) return null;
      throw error;
    }
  }

  private async call<T>(method: string, path: string, options: CallOptions): Promise<T> {
    return (await this.send<T>(method, path, options)).body;
  }

  private async send<T>(method: string, path: string, options: CallOptions): Promise<ServiceAnswer<T>> {
    if (!(await this.limiter.acquire())) {
      throw new TryAgainLater(`The ${this.service} service is busy right now. Please try again shortly.`, RETRY_AFTER_SECONDS);
    }
    try {
      return await this.sendNow<T>(method, path, options);
    } finally {
      this.limiter.release();
    }
  }

  private async sendNow<T>(method: string, path: string, { body, actingUserId }: CallOptions): Promise<ServiceAnswer<T>> {
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
      let response: Response;
      let text: string;
      try {
        response = await fetch(`${replica}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        });
        text = await response.text();
      } catch (error) {
        if (signal.aborted) throw this.timedOut();
        this.replicas.markDown(replica);
        if (last || !(method === 'GET' || neverSent(error))) throw this.unavailable();
        continue;
      }
      if (response.status === 503 && method === 'GET' && !last) continue;
      return this.answerOf<T>(response, text);
    }
    throw this.unavailable();
  }

  private answerOf<T>(response: Response, text: string): ServiceAnswer<T> {
    const answer = text ? parseJson(text) : undefined;
    if (response.ok) return { status: response.status, body: answer as T };
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
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

function neverSent(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return NOT_CONNECTED.has(cause?.code ?? '');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

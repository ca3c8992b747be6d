import { InternalHeaders, type ServiceName } from '@docnet/contracts';
import { CORRELATION_HEADER, correlationId } from '@docnet/platform';
import { BadGatewayException, HttpException, ServiceUnavailableException } from '@nestjs/common';

export interface CallOptions {
  body?: unknown;
  /** The signed-in member on whose behalf the call is made. */
  actingUserId?: number;
}

const TIMEOUT_MS = 10_000;

export interface ServiceAnswer<T> {
  status: number;
  body: T;
}

/**
 * Internal HTTP to one service: service token, acting member and correlation id on every call;
 * a service's 4xx answer is passed on as it is; a service that cannot be reached is a 503 naming it.
 */
export class ServiceClient {
  constructor(
    readonly service: ServiceName,
    private readonly baseUrl: string,
    private readonly serviceToken: string,
  ) {}

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

  private async send<T>(method: string, path: string, { body, actingUserId }: CallOptions): Promise<ServiceAnswer<T>> {
    const headers: Record<string, string> = {
      [InternalHeaders.serviceToken]: this.serviceToken,
      [CORRELATION_HEADER]: correlationId(),
      accept: 'application/json',
    };
    if (actingUserId !== undefined) headers[InternalHeaders.actingUserId] = String(actingUserId);
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new ServiceUnavailableException(
        `The ${this.service} service is unavailable right now. Please try again shortly.`,
      );
    }
    const text = await response.text();
    const answer = text ? parseJson(text) : undefined;
    if (response.ok) return { status: response.status, body: answer as T };
    if (response.status >= 500) {
      if (response.status === 503) {
        throw new ServiceUnavailableException(
          `The ${this.service} service is unavailable right now. Please try again shortly.`,
        );
      }
      throw new BadGatewayException(`The ${this.service} service failed to answer. Please try again.`);
    }
    throw new HttpException(
      answer && typeof answer === 'object' ? answer : { message: response.statusText },
      response.status,
    );
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

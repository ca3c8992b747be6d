/**
 * The one fetch helper of the SPA:
 * - every call sends credentials (cookie session);
 * - a body is sent as JSON, with a content-type header, only when a body exists;
 * - a non-OK answer raises an {@link ApiError} whose message is "<status>: <body text or status text>";
 * - a successful answer is parsed as JSON (empty body gives null; unparseable gives
 *   'Failed to parse server response');
 * - a read may opt in to null on 401 instead of an error (used for the session check).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** JSON body; FormData is sent as is (multipart, the browser sets the content-type). */
  body?: unknown;
  /** Answer null instead of raising when the server says 401 (signed out). */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * A non-OK answer: `message` is '<status>: <body>' (docs/product/requests-and-feedback.md); status and body stay
 * available to callers.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }
}

export const PARSE_ERROR_MESSAGE = 'Failed to parse server response';

export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (options.body instanceof FormData) {
      body = options.body;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }

  const response = await fetch(url, {
    method,
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });

  if (response.status === 401 && options.on401 === 'returnNull') return null as T;

  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  if (!text.trim()) return null as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(PARSE_ERROR_MESSAGE);
  }
}

/** Default read: GET, parsed as JSON. */
export function apiGet<T>(url: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
  return apiRequest<T>('GET', url, options);
}

export function apiPost<T>(
  url: string,
  body?: unknown,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<T> {
  return apiRequest<T>('POST', url, { ...options, body });
}

export function apiPut<T>(
  url: string,
  body?: unknown,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<T> {
  return apiRequest<T>('PUT', url, { ...options, body });
}

export function apiPatch<T>(
  url: string,
  body?: unknown,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<T> {
  return apiRequest<T>('PATCH', url, { ...options, body });
}

export function apiDelete<T>(url: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
  return apiRequest<T>('DELETE', url, options);
}

/** The JSON body of a failed call (`{"message": ...}` and friends), or null when it has none. */
export function errorBody<T extends object = Record<string, unknown>>(error: unknown): Partial<T> | null {
  if (!(error instanceof ApiError) || !error.bodyText) return null;
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** The server's `message` of a failed call, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  const message = errorBody<{ message: unknown }>(error)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

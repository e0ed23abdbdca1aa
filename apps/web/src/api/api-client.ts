import { ClientError, ServerError, toNetworkError, UnexpectedResponseError } from './api-errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  signal?: AbortSignal;
  cache?: RequestCache;
  headers?: Record<string, string>;
}

export interface ApiClient {
  /** GET bodies become query parameters; other methods send JSON, or FormData unchanged. */
  request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<T>;
  /**
   * A GET whose answer is read as it arrives (an event stream, a file): answers the Response once
   * its headers are in, or throws as `request` does. A 401 gets the token renewed and one more try.
   */
  stream(path: string, options?: RequestOptions, query?: QueryParams): Promise<Response>;
  /** The absolute address of an API path (used for downloads and links). */
  url(path: string, query?: QueryParams): string;
}

export interface ApiClientOptions {
  apiBase: string;
  /** The Authorization header value when signed in; a promise only while it is being renewed. */
  authorization: () => string | null | Promise<string | null>;
  /** A fresh Authorization header after the server refused `rejected` (null: signed out). */
  renewAuthorization?: (rejected: string) => Promise<string | null>;
  fetch?: typeof fetch;
  origin?: string;
}

const queryValue = (value: Exclude<QueryValue, undefined>) =>
  value instanceof Date ? value.toISOString() : String(value);

export function toSearchParams(query: QueryParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (item !== undefined) params.append(key, queryValue(item));
  }
  return params;
}

/**
 * Resolves a path against the API base. "/../v3/cx/…" is a sibling of the base: the URL parser
 * removes the dot segment, so "/api/v2" + "/../v3/cx/x" becomes "/api/v3/cx/x".
 */
export function resolveApiUrl(apiBase: string, path: string, origin: string): URL {
  return new URL(`${apiBase.replace(/\/+$/, '')}${path}`, origin);
}

async function parseBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (!/[/+]json\b/i.test(type)) return text;
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function describeBody(body: unknown): string {
  if (typeof body === 'string') return body;
  return body === null ? '' : JSON.stringify(body);
}

/** The error class of a non-OK answer (spec 000 section 8), carrying its status and body. */
export function errorFor(response: Response, body: unknown): Error {
  const message = [response.statusText, describeBody(body)].filter(Boolean).join(' ');
  if (response.status >= 400 && response.status < 500) {
    return new ClientError(response.status, message, body);
  }
  if (response.status >= 500) return new ServerError(response.status, message, body);
  return new UnexpectedResponseError(
    response.status,
    `Unexpected response: ${[response.status, message].filter(Boolean).join(' ')}`,
    body,
  );
}

/** The one HTTP client of the web app (spec 000 section 7). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const origin = options.origin ?? window.location.origin;

  const url = (path: string, query?: QueryParams) => {
    const resolved = resolveApiUrl(options.apiBase, path, origin);
    if (query) resolved.search = toSearchParams(query).toString();
    return resolved.toString();
  };

  const openStream = async (
    target: string,
    init: RequestOptions,
    authorization: string | null,
  ): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'text/event-stream', ...init.headers };
    if (authorization) headers.Authorization = authorization;
    try {
      return await fetchFn(target, {
        method: 'GET',
        headers,
        credentials: 'same-origin',
        cache: 'no-store',
        signal: init.signal,
      });
    } catch (error) {
      throw toNetworkError(error);
    }
  };

  return {
    url,
    async stream(path: string, init: RequestOptions = {}, query?: QueryParams) {
      const target = url(path, query);
      const authorization = await options.authorization();
      let response = await openStream(target, init, authorization);
      if (response.status === 401 && authorization && options.renewAuthorization) {
        await response.body?.cancel();
        const renewed = await options.renewAuthorization(authorization);
        if (renewed) response = await openStream(target, init, renewed);
      }
      if (!response.ok) {
        let parsed: unknown;
        try {
          parsed = await parseBody(response);
        } catch (error) {
          throw toNetworkError(error);
        }
        throw errorFor(response, parsed);
      }
      return response;
    },
    async request<T>(method: HttpMethod, path: string, body?: unknown, init: RequestOptions = {}) {
      const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
      const pending = options.authorization();
      const authorization = pending instanceof Promise ? await pending : pending;
      if (authorization) headers.Authorization = authorization;

      let target = url(path);
      let payload: BodyInit | undefined;
      if (method === 'GET') {
        if (body !== undefined) target = url(path, body as QueryParams);
      } else if (body instanceof FormData) {
        payload = body;
      } else if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      }

      let response: Response;
      let parsed: unknown;
      try {
        response = await fetchFn(target, {
          method,
          headers,
          body: payload,
          credentials: 'same-origin',
          signal: init.signal,
          cache: init.cache,
        });
        parsed = await parseBody(response);
      } catch (error) {
        throw toNetworkError(error);
      }
      if (!response.ok) throw errorFor(response, parsed);
      return parsed as T;
    },
  };
}

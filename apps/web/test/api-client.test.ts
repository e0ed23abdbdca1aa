import { describe, expect, it, vi } from 'vitest';
import { createApiClient, resolveApiUrl, toSearchParams } from '@/api/api-client.ts';
import { ClientError, ServerError, UnexpectedResponseError } from '@/api/api-errors.ts';
import { shouldRetry } from '@/app/query-client.ts';
import { requestUrl } from './helpers/fake-identity.ts';

const ORIGIN = 'http://localhost:3000';

function setup(answer: () => Response = () => json({ ok: true }), authorization?: string) {
  const fetchFn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const api = createApiClient({
    apiBase: '/api/v2',
    authorization: async () => authorization ?? null,
    fetch: fetchFn,
    origin: ORIGIN,
  });
  const call = (index = 0) => {
    const [input, init] = fetchFn.mock.calls[index]!;
    return { url: new URL(requestUrl(input)), init: init!, headers: new Headers(init!.headers) };
  };
  return { api, fetchFn, call };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

describe('API client requests', () => {
  it('turns a GET body into query parameters, repeating arrays and skipping undefined', async () => {
    const { api, call } = setup();
    await api.request('GET', '/../v3/cx/posts', {
      keyword: 'king tide',
      status: [1, 2],
      severity: undefined,
      flag: false,
      zero: 0,
    });
    const { url, init } = call();
    expect(url.pathname).toBe('/api/v3/cx/posts');
    expect([...url.searchParams]).toEqual([
      ['keyword', 'king tide'],
      ['status', '1'],
      ['status', '2'],
      ['flag', 'false'],
      ['zero', '0'],
    ]);
    expect(init.body).toBeUndefined();
    expect(init.method).toBe('GET');
  });

  it('sends at once when the Authorization header is at hand, so a call made while a screen renders is on its way during that render', async () => {
    const fetchFn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json({ ok: true }),
    );
    const api = createApiClient({
      apiBase: '/api/v2',
      authorization: () => 'Bearer now',
      fetch: fetchFn,
      origin: ORIGIN,
    });
    const answer = api.request('GET', '/me');
    expect(fetchFn).toHaveBeenCalledOnce();
    expect(new Headers(fetchFn.mock.calls[0]![1]!.headers).get('authorization')).toBe('Bearer now');
    await answer;
  });

  it('waits for an Authorization header that is being renewed', async () => {
    let renewed: (header: string) => void = () => {};
    const fetchFn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json({ ok: true }),
    );
    const api = createApiClient({
      apiBase: '/api/v2',
      authorization: () => new Promise<string>((resolve) => (renewed = resolve)),
      fetch: fetchFn,
      origin: ORIGIN,
    });
    const answer = api.request('GET', '/me');
    await Promise.resolve();
    expect(fetchFn).not.toHaveBeenCalled();
    renewed('Bearer renewed');
    await answer;
    expect(new Headers(fetchFn.mock.calls[0]![1]!.headers).get('authorization')).toBe(
      'Bearer renewed',
    );
  });

  it('sends other bodies as JSON', async () => {
    const { api, call } = setup();
    await api.request('PUT', '/user-settings/preferredSystemOfMeasure', { value: 'METRIC' });
    const { url, init, headers } = call();
    expect(url.toString()).toBe(`${ORIGIN}/api/v2/user-settings/preferredSystemOfMeasure`);
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"value":"METRIC"}');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('sends form data unchanged, letting the browser set its boundary', async () => {
    const { api, call } = setup();
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.jpg');
    await api.request('POST', '/uploads/photo', form);
    expect(call().init.body).toBe(form);
    expect(call().headers.has('content-type')).toBe(false);
  });

  it('uses same-origin credentials and the authorization header when signed in', async () => {
    const signedIn = setup(undefined, 'Bearer abc');
    await signedIn.api.request('GET', '/me', undefined, { cache: 'no-store' });
    expect(signedIn.call().init.credentials).toBe('same-origin');
    expect(signedIn.call().init.cache).toBe('no-store');
    expect(signedIn.call().headers.get('authorization')).toBe('Bearer abc');

    const signedOut = setup();
    await signedOut.api.request('GET', '/me');
    expect(signedOut.call().headers.has('authorization')).toBe(false);
  });

  it('parses JSON answers by content type and keeps anything else as text', async () => {
    expect(await setup(() => json([{ id: 1 }])).api.request('GET', '/x')).toEqual([{ id: 1 }]);
    const text = setup(() => new Response('{"looks":"like json"}', { status: 200 }));
    expect(await text.api.request('GET', '/x')).toBe('{"looks":"like json"}');
    const empty = setup(() => new Response(null, { status: 204 }));
    expect(await empty.api.request('DELETE', '/x')).toBe('');
  });
});

describe('API client errors', () => {
  it('raises a client error for 4xx with status text and body', async () => {
    const body = { statusCode: 404, error: 'Not Found', message: 'Project not found' };
    const { api } = setup(() => json(body, { status: 404, statusText: 'Not Found' }));
    const error = await api.request('GET', '/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({ status: 404, body });
    expect((error as Error).message).toBe(`Not Found ${JSON.stringify(body)}`);
  });

  it('raises a server error for 5xx', async () => {
    const { api } = setup(
      () => new Response('database down', { status: 503, statusText: 'Service Unavailable' }),
    );
    const error = await api.request('GET', '/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as Error).message).toBe('Service Unavailable database down');
  });

  it('raises "Unexpected response" for any other answer that is not OK', async () => {
    const { api } = setup(() => new Response('moved', { status: 302, statusText: 'Found' }));
    const error = await api.request('GET', '/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toBe('Unexpected response: 302 Found moved');
  });
});

describe('API paths', () => {
  it('resolves /../v3/cx as a sibling of the API base', () => {
    expect(resolveApiUrl('/api/v2', '/../v3/cx/client-groups', ORIGIN).toString()).toBe(
      `${ORIGIN}/api/v3/cx/client-groups`,
    );
    expect(
      resolveApiUrl('https://api.example.test/api/v2/', '/../v3/cx/local-projects/4', ORIGIN).href,
    ).toBe('https://api.example.test/api/v3/cx/local-projects/4');
    expect(resolveApiUrl('/api/v2', '/me', ORIGIN).pathname).toBe('/api/v2/me');
  });

  it('builds query strings the same way for links', () => {
    expect(toSearchParams({ a: [1, undefined, 3], b: undefined, c: 'x y' }).toString()).toBe(
      'a=1&a=3&c=x+y',
    );
  });
});

describe('data cache defaults', () => {
  it('retries 3 times, but never a 4xx', () => {
    const server = new ServerError(500, '', '');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, server))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetry(0, new ClientError(404, '', ''))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });
});

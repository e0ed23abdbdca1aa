/** One call a scripted test API received. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** A JSON answer from the scripted API. */
export const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });

/** The call as the API saw it: method, path and parsed JSON body. */
export function recordCall(url: URL, init?: RequestInit): ApiCall {
  return {
    method: init?.method ?? 'GET',
    path: url.pathname,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
  };
}

import type { ErrorBody } from '@highwater/core/api/common';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  460: 'Checksum Mismatch',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

/**
 * tus answers its errors with a plain-text reason; the API answers every error with one JSON
 * body (ErrorBody), so that the report page reads tus failures as it reads the others.
 */
export async function asApiAnswer(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const message = (await response.text()).trim() || REASONS[response.status] || 'Error';
  const body: ErrorBody = {
    statusCode: response.status,
    error: REASONS[response.status] ?? 'Error',
    message,
  };
  const text = JSON.stringify(body);
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('content-length', String(Buffer.byteLength(text)));
  return new Response(text, { status: response.status, headers });
}

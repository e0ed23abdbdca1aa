import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n } from 'i18next';
import { NO_STATION_FOUND } from '@highwater/core/api/tides';
import { XHR_ERROR, XHR_RESPONSE_PARSE_ERROR } from '@highwater/core/api/uploads';
import { createApiClient } from '@/api/api-client.ts';
import { ClientError, NetworkError, ServerError } from '@/api/api-errors.ts';
import { UploadError } from '@/api/upload-media.ts';
import { SignInStateMismatchError } from '@/auth/auth-errors.ts';
import { postErrorMessage } from '@/features/post/post-error-message.ts';
import { errorKind, errorMessage } from '@/lib/error-message.ts';
import { setupTestI18n } from './helpers/i18n.ts';

let i18next: i18n;

beforeAll(async () => {
  i18next = await setupTestI18n();
});

const notFoundBody = { statusCode: 404, error: 'Not Found', message: 'Post not found' };

/** A failure exactly as the API client raises it for an answer. */
async function answered(status: number, statusText: string, body: unknown): Promise<unknown> {
  const api = createApiClient({
    apiBase: '/api/v2',
    authorization: async () => null,
    origin: 'http://localhost',
    fetch: async () => Response.json(body, { status, statusText }),
  });
  return api.request('GET', '/x').catch((error: unknown) => error);
}

describe('errors in words', () => {
  it('word 404, 403, 401 and 500 answers without their status text or body', async () => {
    const t = i18next.getFixedT('en');
    const missing = await answered(404, 'Not Found', notFoundBody);
    expect(errorMessage(t, missing)).toBe('This could not be found; it may have been removed.');
    expect(errorMessage(t, missing)).not.toMatch(/statusCode|Not Found/);
    const forbidden = await answered(403, 'Forbidden', { statusCode: 403, message: 'No' });
    expect(errorMessage(t, forbidden)).toBe('You do not have access to this.');
    expect(errorMessage(t, await answered(401, 'Unauthorized', {}))).toBe(
      'Your session has ended. Please log in again.',
    );
    expect(errorMessage(t, await answered(500, 'Internal Server Error', {}))).toBe(
      'The server encountered an error. Please try again in a moment.',
    );
    expect(errorKind(await answered(422, 'Unprocessable Entity', {}))).toBe('rejected');
    expect(errorKind(await answered(413, 'Payload Too Large', {}))).toBe('too_large');
  });

  it('word a dropped connection, from fetch or from an upload', async () => {
    const t = i18next.getFixedT('en');
    const api = createApiClient({
      apiBase: '/api/v2',
      authorization: async () => null,
      origin: 'http://localhost',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const dropped = await api.request('GET', '/x').catch((error: unknown) => error);
    expect(dropped).toBeInstanceOf(NetworkError);
    expect(errorMessage(t, dropped)).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(errorKind(new UploadError(XHR_ERROR))).toBe('network');
  });

  it('word the spec’s error codes, wherever they come', () => {
    expect(errorKind(new ClientError(404, '', { error: NO_STATION_FOUND }))).toBe(
      'no_tide_station',
    );
    expect(errorKind({ error: NO_STATION_FOUND })).toBe('no_tide_station');
    expect(errorKind(new UploadError(XHR_RESPONSE_PARSE_ERROR, 200))).toBe('unreadable');
    expect(errorKind(new UploadError('Unsupported Media Type', 415))).toBe('unsupported_file');
    const es = i18next.getFixedT('es');
    expect(errorMessage(es, new ServerError(503, '', { error: NO_STATION_FOUND }))).toBe(
      'No hay ninguna estación de mareas a menos de 160 km de este avistamiento',
    );
  });

  it('word geolocation failures by their code', () => {
    const failure = (code: number) => ({
      code,
      message: 'User denied Geolocation',
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
    });
    expect([1, 2, 3].map((code) => errorKind(failure(code)))).toEqual([
      'location_denied',
      'location_unavailable',
      'location_timeout',
    ]);
  });

  it('never show an unknown failure’s own text', () => {
    const t = i18next.getFixedT('es');
    expect(errorMessage(t, new Error('Cannot read properties of undefined'))).toBe(
      'Ocurrió un error inesperado. Inténtelo de nuevo.',
    );
    expect(errorMessage(t, 'boom')).toBe('Ocurrió un error inesperado. Inténtelo de nuevo.');
    expect(errorKind(new SignInStateMismatchError())).toBe('sign_in_mismatch');
  });

  it('let a screen word a kind its own way: a missing post in the spec’s words', async () => {
    const missing = await answered(404, 'Not Found', notFoundBody);
    expect(postErrorMessage(i18next.getFixedT('en'), missing)).toBe(
      "We can't find this post in your projects.",
    );
    expect(postErrorMessage(i18next.getFixedT('en'), new NetworkError('x'))).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
  });
});

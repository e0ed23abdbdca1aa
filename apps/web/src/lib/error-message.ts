import type { TFunction } from 'i18next';
import { isRouteErrorResponse } from 'react-router';
import { NO_STATION_FOUND } from '@highwater/core/api/tides';
import { XHR_ERROR, XHR_RESPONSE_PARSE_ERROR } from '@highwater/core/api/uploads';
import { HttpError, NetworkError } from '@/api/api-errors.ts';
import { UploadError } from '@/api/upload-media.ts';
import { SignInStateMismatchError, TokenRequestError } from '@/auth/auth-errors.ts';
import { isRecord } from './storage.ts';

/** The sentence of each kind of failure a user is told about. */
const SENTENCES = {
  network: 'error.network',
  signed_out: 'error.signed_out',
  forbidden: 'error.forbidden',
  not_found: 'error.not_found',
  too_large: 'error.too_large',
  unsupported_file: 'error.unsupported_file',
  rejected: 'error.rejected',
  server: 'error.server',
  unreadable: 'error.unreadable',
  no_tide_station: 'tide.no_station',
  sign_in_mismatch: 'auth.state_mismatch',
  location_denied: 'error.location_denied',
  location_unavailable: 'error.location_unavailable',
  location_timeout: 'error.location_timeout',
  unexpected: 'error.unexpected',
} as const;

export type ErrorKind = keyof typeof SENTENCES;

/** The error codes of the spec's catalogue that may arrive as a message or in an answer body. */
const CODES: Record<string, ErrorKind> = {
  [XHR_ERROR]: 'network',
  [XHR_RESPONSE_PARSE_ERROR]: 'unreadable',
  [NO_STATION_FOUND]: 'no_tide_station',
};

function codeKind(value: unknown): ErrorKind | undefined {
  if (typeof value === 'string') return Object.hasOwn(CODES, value) ? CODES[value] : undefined;
  if (!isRecord(value)) return undefined;
  return codeKind(value.error) ?? codeKind(value.code) ?? codeKind(value.message);
}

function statusKind(status: number): ErrorKind {
  if (status === 0) return 'network';
  if (status === 401) return 'signed_out';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'not_found';
  if (status === 413) return 'too_large';
  if (status === 415) return 'unsupported_file';
  if (status >= 400 && status < 500) return 'rejected';
  if (status >= 500) return 'server';
  return 'unreadable';
}

/** A GeolocationPositionError, known by its codes (a class that not every environment has). */
function geolocationKind(error: unknown): ErrorKind | undefined {
  if (!isRecord(error) || !('PERMISSION_DENIED' in error)) return undefined;
  if (error.code === error.PERMISSION_DENIED) return 'location_denied';
  return error.code === error.TIMEOUT ? 'location_timeout' : 'location_unavailable';
}

/** Sorts anything thrown or answered into the kind of failure a user is told about. */
export function errorKind(error: unknown): ErrorKind {
  const code =
    error instanceof HttpError
      ? codeKind(error.body)
      : error instanceof Error
        ? codeKind(error.message)
        : codeKind(error);
  if (code) return code;
  if (error instanceof NetworkError) return 'network';
  if (error instanceof SignInStateMismatchError) return 'sign_in_mismatch';
  if (error instanceof HttpError || error instanceof UploadError) return statusKind(error.status);
  if (error instanceof TokenRequestError) return statusKind(error.status);
  if (isRouteErrorResponse(error)) return statusKind(error.status);
  return geolocationKind(error) ?? 'unexpected';
}

/**
 * The sentence a user reads for an error, in their language; never the raw message or the
 * server's body, which belong in the console. A screen may word a kind its own way (a missing
 * post is "We can't find this post in your projects.").
 */
export function errorMessage(
  t: TFunction,
  error: unknown,
  wording: Partial<Record<ErrorKind, string>> = {},
): string {
  const kind = errorKind(error);
  return wording[kind] ?? t(SENTENCES[kind]);
}

import type { S3Settings } from './s3-settings.ts';

interface S3ErrorShape {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

const shape = (error: unknown): S3ErrorShape =>
  typeof error === 'object' && error !== null ? error : {};

const statusOf = (error: unknown): number | undefined => {
  const status = shape(error).$metadata?.httpStatusCode;
  return typeof status === 'number' ? status : undefined;
};

const nameOf = (error: unknown): string => {
  const { name, code } = shape(error);
  if (typeof code === 'string' && code) return code;
  return typeof name === 'string' && name ? name : 'error';
};

const REFUSED_KEYS = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'InvalidToken',
  'ExpiredToken',
]);

/** An object (or, for a HEAD, its bucket) that is not there: a 404, not a failing store. */
export function isS3NotFound(error: unknown): boolean {
  const name = nameOf(error);
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/**
 * One line saying what is wrong with the store and which setting to look at: no answer at all
 * (wrong address, store down), no such bucket, refused keys, or anything else the store said.
 */
export function describeS3Failure(error: unknown, settings: S3Settings): string {
  const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
  const name = nameOf(error);
  const status = statusOf(error);
  if (status === undefined) {
    return `the S3 store at ${where} cannot be reached (${name}); check S3_ENDPOINT and that the store is running.`;
  }
  if (name === 'NoSuchBucket' || (status === 404 && name !== 'NoSuchKey')) {
    return `the S3 store at ${where} has no bucket "${settings.bucket}"; create it or correct S3_BUCKET.`;
  }
  if (REFUSED_KEYS.has(name) || status === 401 || status === 403) {
    return `the S3 store at ${where} refused the access key (${name}); check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`;
  }
  return `the S3 store at ${where} failed (${name}, HTTP ${status}).`;
}

import { ErrorBody } from '@highwater/core/api/common';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** Response schemas for the error answers a route documents, all in the one error body shape. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as Record<
    S,
    typeof ErrorBody
  >;
}

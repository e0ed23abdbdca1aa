import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@highwater/core/api/common';
import { MediaStoreUnavailable } from '@/adapters/media-store-unavailable.ts';
import { DatabaseBusyError } from '@/db/session-queue.ts';
import { clientDataError } from './database-errors.ts';
import { InvalidFields, ServiceUnavailable } from './http-errors.ts';

/**
 * One error handler: client mistakes get their reason; server faults never leak details. A
 * database error that only the request's values can cause (validation should have refused them)
 * is a 400, logged as a warning by code and statement so the gap in validation gets fixed. A
 * failing media store is a 503: the fault is outside the server and passes, so a retry may work.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const fromData = error.statusCode === undefined ? clientDataError(error) : null;
  if (fromData) {
    request.log.warn({ err: error }, 'request refused by the database');
    return sendClientError(reply, fromData.statusCode, fromData.message);
  }
  if (error instanceof ServiceUnavailable || error instanceof DatabaseBusyError) {
    return sendUnavailable(request, reply, error);
  }
  // The store's message is for the operator (it names the endpoint): logged, not sent.
  const status = error instanceof MediaStoreUnavailable ? 503 : (error.statusCode ?? 500);
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    const body: ErrorBody =
      status === 503
        ? {
            statusCode: status,
            error: 'Service Unavailable',
            message: 'The server is briefly unavailable; try again shortly.',
          }
        : {
            statusCode: status,
            error: 'Internal Server Error',
            message: 'The server could not complete the request.',
          };
    return reply.status(status).send(body);
  }
  if (error instanceof InvalidFields) {
    return reply.status(400).send({ ...clientError(400, error.message), errors: error.errors });
  }
  const message = error.validation ? `Invalid request: ${error.message}` : error.message;
  return sendClientError(reply, status, message);
}

const clientError = (status: number, message: string): ErrorBody => ({
  statusCode: status,
  error: httpReason(status),
  message,
});

function sendClientError(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send(clientError(status, message));
}

/** A 503 whose reason is ours to tell (busy, a missing tool): said, and logged as a warning. */
function sendUnavailable(
  request: FastifyRequest,
  reply: FastifyReply,
  error: ServiceUnavailable | DatabaseBusyError,
) {
  request.log.warn({ reason: error.message }, 'request refused: service unavailable');
  if (error.retryAfterSeconds !== null) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  const body: ErrorBody = {
    statusCode: 503,
    error: 'Service Unavailable',
    message: error.message,
  };
  return reply.status(503).send(body);
}

function httpReason(status: number): string {
  const reasons: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    409: 'Conflict',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
  };
  return reasons[status] ?? 'Error';
}

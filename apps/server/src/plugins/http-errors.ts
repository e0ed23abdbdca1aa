/** Errors a service throws to answer a client with a status and a reason. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** A 400 that names each field's problem, for a form to show beside the field. */
export class InvalidFields<
  E extends { field: string; code: string; message: string },
> extends HttpError {
  constructor(
    message: string,
    readonly errors: E[],
  ) {
    super(400, message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign-in required') => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);

/**
 * The server cannot take the request now (busy, or missing a tool it needs); the message is safe
 * to show. With `retryAfterSeconds` the answer carries Retry-After.
 */
export class ServiceUnavailable extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(503, message);
  }
}

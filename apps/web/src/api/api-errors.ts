/** Errors of the API client (spec 000 section 8). */
export class HttpError extends Error {
  readonly status: number;
  /** The parsed answer: JSON when the content type says so, otherwise text. */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** HTTP 400–499. */
export class ClientError extends HttpError {
  override name = 'ClientError';
}

/** HTTP 500 and above. */
export class ServerError extends HttpError {
  override name = 'ServerError';
}

/** Any other answer that is not OK. */
export class UnexpectedResponseError extends HttpError {
  override name = 'UnexpectedResponseError';
}

/** No answer arrived: the connection dropped or the server could not be reached. */
export class NetworkError extends Error {
  override name = 'NetworkError';

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * fetch rejects with a TypeError when no answer arrives (the text differs by browser: "Failed to
 * fetch", "NetworkError when attempting to fetch resource.", "Load failed"); anything else, such
 * as a cancelled call's AbortError, passes unchanged.
 */
export function toNetworkError(error: unknown): unknown {
  return error instanceof TypeError ? new NetworkError(error) : error;
}

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

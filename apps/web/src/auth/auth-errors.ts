/** The silent check found no signed-in session at the identity service. */
export class NoIdentitySessionError extends Error {
  constructor() {
    super('No identity service session');
    this.name = 'NoIdentitySessionError';
  }
}

/** The silent check got no answer in time. */
export class SilentCheckTimeoutError extends Error {
  constructor() {
    super('Timed out checking for identity service session');
    this.name = 'SilentCheckTimeoutError';
  }
}

/** An authorization code arrived with a state this browser did not start. */
export class SignInStateMismatchError extends Error {
  constructor() {
    super('The sign-in answer does not match a sign-in started in this browser');
    this.name = 'SignInStateMismatchError';
  }
}

/** The token endpoint refused a request; the message is the response text. */
export class TokenRequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'TokenRequestError';
    this.status = status;
  }
}

/** Failures at start-up that simply mean "not signed in". */
export const isNoSessionError = (error: unknown) =>
  error instanceof NoIdentitySessionError || error instanceof SilentCheckTimeoutError;

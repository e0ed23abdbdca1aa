/** The error codes of the token endpoint (RFC 6749 section 5.2) this service answers with. */
export type OAuthErrorCode =
  'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';

export class OAuthTokenError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    description: string,
  ) {
    super(description);
  }
}

import type { Db } from '@/db/database.ts';

/** The parameters of an authorization request, as sent to /identity/authorize or /identity/login. */
export interface AuthorizeQuery {
  client_id?: string | undefined;
  redirect_uri?: string | undefined;
  response_type?: string | undefined;
  response_mode?: string | undefined;
  state?: string | undefined;
  scope?: string | undefined;
  nonce?: string | undefined;
  code_challenge?: string | undefined;
  code_challenge_method?: string | undefined;
  prompt?: string | undefined;
}

/** How the answer travels to the client: a redirect with a query, or a self-posting form. */
export type ResponseMode = 'query' | 'form_post';

/** Where and how an answer, code or error, goes back to a trusted client. */
export interface ClientReturn {
  redirectUri: string;
  responseMode: ResponseMode;
}

/** A request that passed every check. */
export interface AuthorizeRequest extends ClientReturn {
  clientId: string;
  state: string;
  scope: string | undefined;
  nonce: string | undefined;
  codeChallenge: string;
  prompt: 'none' | 'login' | undefined;
}

export type AuthorizeOutcome =
  | { kind: 'valid'; request: AuthorizeRequest }
  /** The client or its redirect cannot be trusted: answer with a page, never redirect. */
  | { kind: 'untrusted'; reason: string }
  /** Trusted redirect, bad parameters: the error goes back to the client. */
  | (ClientReturn & { kind: 'invalid'; state: string | undefined; reason: string });

// RFC 6749 appendix A: state and nonce are visible ASCII; scope tokens exclude space, " and \.
const VSCHAR = /^[\x20-\x7e]{1,1024}$/;
const SCOPE = /^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/;
// RFC 7636: an S256 challenge is the unpadded base64url of a SHA-256 digest.
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export async function checkAuthorizeRequest(
  db: Db,
  query: AuthorizeQuery,
): Promise<AuthorizeOutcome> {
  const clientId = query.client_id;
  const redirectUri = query.redirect_uri;
  if (!clientId) return { kind: 'untrusted', reason: 'client_id is missing' };
  const client = await db
    .selectFrom('oauth_clients')
    .select('redirect_uris')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!client) return { kind: 'untrusted', reason: 'client_id is not registered' };
  if (!redirectUri || !client.redirect_uris.includes(redirectUri)) {
    return { kind: 'untrusted', reason: 'redirect_uri is not registered for this client' };
  }

  const state = query.state !== undefined && VSCHAR.test(query.state) ? query.state : undefined;
  // Without response_mode, a code goes back in the query (OAuth 2.0 Multiple Response Types).
  const responseMode: ResponseMode = query.response_mode === 'form_post' ? 'form_post' : 'query';
  const invalid = (reason: string): AuthorizeOutcome => ({
    kind: 'invalid',
    redirectUri,
    responseMode,
    state,
    reason,
  });
  if (query.response_type !== 'code') return invalid('response_type must be code');
  if (
    query.response_mode &&
    query.response_mode !== 'form_post' &&
    query.response_mode !== 'query'
  ) {
    return invalid('response_mode must be query or form_post');
  }
  if (state === undefined) return invalid('state is missing or not visible ASCII');
  // An empty optional parameter counts as absent.
  const scope = query.scope || undefined;
  const nonce = query.nonce || undefined;
  if (scope !== undefined && !(scope.length <= 1024 && SCOPE.test(scope))) {
    return invalid('scope is malformed');
  }
  if (nonce !== undefined && !VSCHAR.test(nonce)) return invalid('nonce is malformed');
  if (!query.code_challenge || !S256_CHALLENGE.test(query.code_challenge)) {
    return invalid('code_challenge must be an S256 challenge');
  }
  if (query.code_challenge_method !== 'S256') return invalid('code_challenge_method must be S256');
  const prompt = query.prompt || undefined;
  if (prompt !== undefined && prompt !== 'none' && prompt !== 'login') {
    return invalid('prompt must be none or login');
  }

  return {
    kind: 'valid',
    request: {
      clientId,
      redirectUri,
      responseMode,
      state,
      scope,
      nonce,
      codeChallenge: query.code_challenge,
      prompt,
    },
  };
}

/** The request as the fields the sign-in form carries forward to /identity/login. */
export function authorizeFields(request: AuthorizeRequest): Record<string, string | undefined> {
  return {
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    response_mode: request.responseMode,
    state: request.state,
    scope: request.scope,
    nonce: request.nonce,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  };
}

import { Type } from '@sinclair/typebox';

const text = (description: string, maxLength?: number) =>
  Type.Optional(Type.String({ description, ...(maxLength ? { maxLength } : {}) }));

// Checked by checkAuthorizeRequest rather than here, because a bad value must go back to a
// trusted client as an OAuth error instead of stopping on a generic 400.
const authorizeFields = {
  client_id: text('Registered client id, highwater-web for the web app'),
  redirect_uri: text('One of the redirect addresses registered for the client'),
  response_type: text('Must be code'),
  response_mode: text('query or form_post (the web app uses form_post)'),
  state: text('Opaque value returned to the client unchanged'),
  scope: text('Space-separated scopes, kept with the tokens'),
  nonce: text('Opaque value kept with the authorization code'),
  code_challenge: text('PKCE challenge: unpadded base64url SHA-256 of the code verifier'),
  code_challenge_method: text('Must be S256'),
  lang: text('Page language, en or es (default: from Accept-Language, then en)'),
};

export const AuthorizeQuery = Type.Object({
  ...authorizeFields,
  prompt: text('none: never show the sign-in page; login: always show it'),
});

export const LoginBody = Type.Object({
  ...authorizeFields,
  email: Type.String({ maxLength: 320 }),
  password: Type.String({ maxLength: 1024 }),
});

export const TokenBody = Type.Object({
  grant_type: Type.String({ description: 'authorization_code or refresh_token', maxLength: 64 }),
  code: text('The authorization code (authorization_code grant)', 256),
  redirect_uri: text('The redirect_uri of the authorization request', 2048),
  client_id: text('The registered client id', 256),
  code_verifier: text('PKCE code verifier (authorization_code grant)', 256),
  refresh_token: text('The current refresh token (refresh_token grant)', 256),
  client_secret: text('Ignored: the web app is a public client', 1024),
});

export const RevocationBody = Type.Object({
  token: Type.String({ description: 'The access or refresh token to revoke', maxLength: 256 }),
  token_type_hint: text('access_token or refresh_token (both are looked up anyway)', 64),
  client_id: text('The registered client id', 256),
});

const EndSessionFields = {
  id_token_hint: text('An ID token this service issued, naming the sign-in to end', 8192),
  post_logout_redirect_uri: text('A registered address to return to afterwards', 2048),
  client_id: text('The registered client id', 256),
  state: text('Returned to post_logout_redirect_uri unchanged', 1024),
  lang: text('Page language, en or es'),
};
export const EndSessionQuery = Type.Object(EndSessionFields);

export const CallbackBody = Type.Object({
  code: text('Authorization code', 256),
  state: text('State of the authorization request', 1024),
  iss: text('The issuer that answered (RFC 9207)', 2048),
  error: text('OAuth error code, such as login_required', 256),
  error_description: text('Ignored', 1024),
});

export const HtmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: Type.String() } },
});

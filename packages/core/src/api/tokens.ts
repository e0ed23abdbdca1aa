import { Type, type Static } from '@sinclair/typebox';

/** The token object answered by POST /identity/token. */
export const TokenResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
  refresh_token: Type.String(),
  scope: Type.Optional(Type.String()),
  id_token: Type.Optional(
    Type.String({ description: 'Signed OpenID Connect ID token, when the scope has openid' }),
  ),
});
export type TokenResponse = Static<typeof TokenResponse>;

export const OAuthError = Type.Object({
  error: Type.String(),
  error_description: Type.Optional(Type.String()),
});
export type OAuthError = Static<typeof OAuthError>;

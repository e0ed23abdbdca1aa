import { Type, type Static } from '@sinclair/typebox';

const list = Type.Array(Type.String());

/**
 * The sign-in service's metadata (OpenID Connect Discovery 1.0 and RFC 8414), the same document
 * at /.well-known/openid-configuration and /.well-known/oauth-authorization-server.
 */
export const ProviderMetadata = Type.Object({
  issuer: Type.String(),
  authorization_endpoint: Type.String(),
  token_endpoint: Type.String(),
  userinfo_endpoint: Type.String(),
  jwks_uri: Type.String(),
  revocation_endpoint: Type.String(),
  end_session_endpoint: Type.String(),
  scopes_supported: list,
  response_types_supported: list,
  response_modes_supported: list,
  grant_types_supported: list,
  code_challenge_methods_supported: list,
  token_endpoint_auth_methods_supported: list,
  revocation_endpoint_auth_methods_supported: list,
  subject_types_supported: list,
  id_token_signing_alg_values_supported: list,
  claims_supported: list,
  prompt_values_supported: list,
  ui_locales_supported: list,
  authorization_response_iss_parameter_supported: Type.Boolean(),
});
export type ProviderMetadata = Static<typeof ProviderMetadata>;

/** A public signing key as published in the JWKS (RFC 7517); RSA keys only. */
export const PublicJwk = Type.Object({
  kty: Type.String(),
  kid: Type.String(),
  use: Type.Literal('sig'),
  alg: Type.String(),
  n: Type.String(),
  e: Type.String(),
});
export type PublicJwk = Static<typeof PublicJwk>;

export const Jwks = Type.Object({ keys: Type.Array(PublicJwk) });
export type Jwks = Static<typeof Jwks>;

/** The userinfo answer: sub always, the profile and email claims as the scope allows. */
export const UserInfo = Type.Object({
  sub: Type.String(),
  name: Type.Optional(Type.String()),
  given_name: Type.Optional(Type.String()),
  family_name: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
});
export type UserInfo = Static<typeof UserInfo>;

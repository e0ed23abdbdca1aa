import type { ProviderMetadata } from '@highwater/core/api/openid';
import { LANGUAGES } from '@highwater/core/constants';
import { ID_TOKEN_ALG } from './signing-keys.ts';

export const JWKS_PATH = '/identity/jwks';
export const USERINFO_PATH = '/identity/userinfo';
export const END_SESSION_PATH = '/identity/end-session';

/** What a standard client discovers; the issuer is the public origin itself. */
export function providerMetadata(issuer: string): ProviderMetadata {
  return {
    issuer,
    authorization_endpoint: `${issuer}/identity/authorize`,
    token_endpoint: `${issuer}/identity/token`,
    userinfo_endpoint: `${issuer}${USERINFO_PATH}`,
    jwks_uri: `${issuer}${JWKS_PATH}`,
    revocation_endpoint: `${issuer}/identity/revoke`,
    end_session_endpoint: `${issuer}${END_SESSION_PATH}`,
    scopes_supported: ['openid', 'profile', 'email'],
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'form_post'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: [ID_TOKEN_ALG],
    claims_supported: [
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'auth_time',
      'nonce',
      'sid',
      'name',
      'given_name',
      'family_name',
      'email',
    ],
    prompt_values_supported: ['none', 'login'],
    ui_locales_supported: [...LANGUAGES],
    authorization_response_iss_parameter_supported: true,
  };
}

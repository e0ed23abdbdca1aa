import { isPersonalAccessToken } from '@/services/personal-access-token-auth.ts';
import { unauthorized } from './http-errors.ts';

/** The token a request presents: a sign-in's access token, or a personal access token. */
export interface Credential {
  kind: 'sign-in' | 'personal';
  token: string;
}

const BEARER = /^Bearer\s+(\S+)$/i;
const BASIC = /^Basic\s+([A-Za-z0-9+/]+={0,2})$/i;

/**
 * `Authorization: Bearer <token>`, or HTTP Basic with a personal access token as the password
 * (any user name): GDAL and QGIS can send a password but not always a bearer header. 401 for
 * anything else.
 */
export function requestCredential(authorization: string | undefined): Credential {
  if (!authorization) throw unauthorized();
  const bearer = BEARER.exec(authorization)?.[1];
  if (bearer)
    return { kind: isPersonalAccessToken(bearer) ? 'personal' : 'sign-in', token: bearer };
  const basic = BASIC.exec(authorization)?.[1];
  if (basic) {
    const userAndPassword = Buffer.from(basic, 'base64').toString('utf8');
    const colon = userAndPassword.indexOf(':');
    const password = colon < 0 ? '' : userAndPassword.slice(colon + 1);
    if (isPersonalAccessToken(password)) return { kind: 'personal', token: password };
  }
  throw unauthorized();
}

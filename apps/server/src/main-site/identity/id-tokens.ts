import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import type { Db } from '@/db/database.ts';
import {
  ID_TOKEN_ALG,
  ID_TOKEN_TTL_SECONDS,
  publishedKeys,
  type SigningKey,
} from './signing-keys.ts';

export interface IdTokenClaims {
  issuer: string;
  clientId: string;
  userId: number;
  nonce: string | null;
  /** When the person entered their password: the sign-in session's start. */
  authTime: Date;
  /** The sign-in session, so that a client can end it (end-session's id_token_hint). */
  sessionId: string | null;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** An OpenID Connect ID token signed with the given key. */
export function signIdToken({ kid, key }: SigningKey, claims: IdTokenClaims, now = new Date()) {
  return new SignJWT({
    auth_time: seconds(claims.authTime),
    ...(claims.nonce === null ? {} : { nonce: claims.nonce }),
    ...(claims.sessionId === null ? {} : { sid: claims.sessionId }),
  })
    .setProtectedHeader({ alg: ID_TOKEN_ALG, kid, typ: 'JWT' })
    .setIssuer(claims.issuer)
    .setSubject(String(claims.userId))
    .setAudience(claims.clientId)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + ID_TOKEN_TTL_SECONDS)
    .sign(key);
}

export interface IdTokenHint {
  clientId: string;
  userId: number;
  sessionId: string | undefined;
}

/**
 * An ID token this service signed, as an end-session hint. It may have expired (a hint names a
 * sign-in; it grants nothing), but its signature, issuer and audience must hold.
 */
export async function readIdTokenHint(
  db: Db,
  issuer: string,
  token: string,
): Promise<IdTokenHint | undefined> {
  try {
    const keys = createLocalJWKSet({ keys: await publishedKeys(db) });
    const { payload } = await jwtVerify(token, keys, {
      issuer,
      algorithms: [ID_TOKEN_ALG],
      currentDate: new Date(0),
    });
    const clientId = typeof payload.aud === 'string' ? payload.aud : payload.aud?.[0];
    const userId = Number(payload.sub);
    if (!clientId || !Number.isInteger(userId)) return undefined;
    const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
    return { clientId, userId, sessionId };
  } catch {
    return undefined;
  }
}

import type { Transaction } from 'kysely';
import type { TokenResponse } from '@highwater/core/api/tokens';
import type { Db } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import { signIdToken } from './id-tokens.ts';
import { currentSigningKey } from './signing-keys.ts';
import { OAuthTokenError } from './oauth-error.ts';
import { isCodeVerifier, verifierMatchesChallenge } from './pkce.ts';
import { hashToken } from './token-hash.ts';
import { issueTokenPair, revokeFamily, type TokenLifetimes } from './token-store.ts';

/** The form fields of POST /identity/token. A client_secret, if sent, plays no part: public client. */
export interface TokenRequest {
  grant_type: string;
  code?: string | undefined;
  redirect_uri?: string | undefined;
  client_id?: string | undefined;
  code_verifier?: string | undefined;
  refresh_token?: string | undefined;
}

export interface GrantSettings extends TokenLifetimes {
  /** The issuer named in ID tokens. */
  issuer: string;
}

// A grant that fails after writing (a replay that revokes tokens) must still commit, so the
// transaction returns the failure instead of throwing it.
type GrantResult = { tokens: TokenResponse } | { failure: string };

export async function grantTokens(
  db: Db,
  body: TokenRequest,
  lifetimes: GrantSettings,
): Promise<TokenResponse> {
  if (body.grant_type === 'authorization_code') return exchangeCode(db, body, lifetimes);
  if (body.grant_type === 'refresh_token') return refresh(db, body, lifetimes);
  throw new OAuthTokenError(
    'unsupported_grant_type',
    'grant_type must be authorization_code or refresh_token',
  );
}

function required(body: TokenRequest, name: Exclude<keyof TokenRequest, 'grant_type'>): string {
  const value = body[name];
  if (!value) throw new OAuthTokenError('invalid_request', `${name} is missing`);
  return value;
}

async function checkClient(db: Db, clientId: string): Promise<void> {
  const client = await db
    .selectFrom('oauth_clients')
    .select('client_id')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!client) throw new OAuthTokenError('invalid_client', 'client_id is not registered');
}

function settle(result: GrantResult): TokenResponse {
  if ('failure' in result) throw new OAuthTokenError('invalid_grant', result.failure);
  return result.tokens;
}

const hasOpenIdScope = (scope: string | null) => scope?.split(' ').includes('openid') ?? false;

async function exchangeCode(db: Db, body: TokenRequest, settings: GrantSettings) {
  const code = required(body, 'code');
  const clientId = required(body, 'client_id');
  const redirectUri = required(body, 'redirect_uri');
  const verifier = required(body, 'code_verifier');
  if (!isCodeVerifier(verifier)) {
    throw new OAuthTokenError(
      'invalid_request',
      'code_verifier must be 43 to 128 unreserved characters',
    );
  }
  await checkClient(db, clientId);
  // Read before the transaction: the embedded database has one connection.
  const signingKey = await currentSigningKey(db);

  const result = await db.transaction().execute(async (trx): Promise<GrantResult> => {
    const row = await trx
      .selectFrom('authorization_codes')
      .selectAll()
      .where('code_hash', '=', hashToken(code))
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { failure: 'The authorization code is not valid' };
    if (row.used_at) {
      // A replayed code means it leaked: what it was exchanged for is no longer trusted.
      if (row.family_id !== null) await revokeFamily(trx, row.family_id);
      return { failure: 'The authorization code was already used; its tokens are revoked' };
    }
    if (row.client_id !== clientId)
      return { failure: 'The authorization code belongs to another client' };
    if (row.expires_at <= new Date()) return { failure: 'The authorization code has expired' };
    if (row.redirect_uri !== redirectUri) {
      return { failure: 'redirect_uri differs from the authorization request' };
    }
    if (!verifierMatchesChallenge(verifier, row.code_challenge)) {
      return { failure: 'code_verifier does not match the code_challenge' };
    }
    const session = row.session_id_hash ? await liveSession(trx, row.session_id_hash) : undefined;
    if (row.session_id_hash && !session) return { failure: 'The sign-in session has ended' };

    // A family never outlives the refresh lifetime, nor the sign-in session it came from.
    const expiresAt = new Date(
      Math.min(
        Date.now() + settings.refreshTokenTtlSeconds * 1000,
        session?.expires_at.getTime() ?? Infinity,
      ),
    );
    const family = await trx
      .insertInto('token_families')
      .values({
        user_id: row.user_id,
        client_id: row.client_id,
        session_id_hash: row.session_id_hash,
        scope: row.scope,
        expires_at: expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('authorization_codes')
      .set({ used_at: new Date(), family_id: family.id })
      .where('code_hash', '=', row.code_hash)
      .execute();
    const tokens = await issueTokenPair(
      trx,
      { id: family.id, userId: row.user_id, scope: row.scope, expiresAt },
      settings,
    );
    if (!hasOpenIdScope(row.scope)) return { tokens };
    const idToken = await signIdToken(signingKey, {
      issuer: settings.issuer,
      clientId: row.client_id,
      userId: row.user_id,
      nonce: row.nonce,
      authTime: session?.created_at ?? new Date(),
      sessionId: row.session_id_hash,
    });
    return { tokens: { ...tokens, id_token: idToken } };
  });
  return settle(result);
}

async function refresh(db: Db, body: TokenRequest, lifetimes: TokenLifetimes) {
  const refreshToken = required(body, 'refresh_token');
  const clientId = required(body, 'client_id');
  await checkClient(db, clientId);

  const result = await db.transaction().execute(async (trx): Promise<GrantResult> => {
    const row = await trx
      .selectFrom('refresh_tokens as r')
      .innerJoin('token_families as f', 'f.id', 'r.family_id')
      .select([
        'r.token_hash',
        'r.family_id',
        'r.expires_at',
        'r.used_at',
        'r.revoked_at',
        'f.user_id',
        'f.client_id',
        'f.scope',
        'f.session_id_hash',
        'f.expires_at as family_expires_at',
        'f.revoked_at as family_revoked_at',
      ])
      .where('r.token_hash', '=', hashToken(refreshToken))
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { failure: 'The refresh token is not valid' };
    if (row.client_id !== clientId)
      return { failure: 'The refresh token belongs to another client' };
    if (row.family_revoked_at || row.revoked_at)
      return { failure: 'The refresh token has been revoked' };
    if (row.used_at) {
      // Rotation means a used token is only ever presented again by someone who copied it.
      await revokeFamily(trx, row.family_id);
      return {
        failure: 'The refresh token was already used; every token of this sign-in is revoked',
      };
    }
    const now = new Date();
    if (row.expires_at <= now) return { failure: 'The refresh token has expired' };
    if (row.family_expires_at <= now) {
      return { failure: 'This sign-in has reached its time limit; sign in again' };
    }
    if (row.session_id_hash && !(await liveSession(trx, row.session_id_hash))) {
      await revokeFamily(trx, row.family_id);
      return { failure: 'The sign-in session has ended; sign in again' };
    }

    await trx
      .updateTable('refresh_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', row.token_hash)
      .execute();
    const tokens = await issueTokenPair(
      trx,
      {
        id: row.family_id,
        userId: row.user_id,
        scope: row.scope,
        expiresAt: row.family_expires_at,
      },
      lifetimes,
    );
    return { tokens };
  });
  return settle(result);
}

function liveSession(trx: Transaction<Database>, idHash: string) {
  return trx
    .selectFrom('identity_sessions')
    .select(['created_at', 'expires_at'])
    .where('id_hash', '=', idHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}
